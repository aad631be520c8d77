import ModuleRouting

/// The tabs of the signed-in app, each with a stack of its own.
enum MainTab: NavigationTab, Codable {
  /// The Dashboard module's screens.
  case home
  /// The Settings module's screens.
  case settings
}
