/// The screens inside the Settings module.
public enum SettingsRoute: Hashable, Sendable {
  /// The list of every setting.
  case main
  /// What the app shares, and with whom.
  case privacy
}
