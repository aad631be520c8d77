import ModuleRouting

/// The ways out of the Settings module.
public enum SettingsExit: NavigationExit, Codable {
  /// The user signed out.
  case logout
}
