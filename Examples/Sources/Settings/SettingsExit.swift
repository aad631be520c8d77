/// The ways out of the Settings module.
public enum SettingsExit: Hashable, Sendable {
  /// The user closed the settings, from whichever settings screen they were on.
  case done
}
