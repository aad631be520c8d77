/// The ways out of the Settings module.
public enum SettingsExit: Hashable, Sendable {
  /// The user signed out.
  case logout
}
