import ModuleRouting

/// The ways out of the Settings module.
public enum SettingsExit: NavigationExit {
  /// The user signed out.
  case logout
}
