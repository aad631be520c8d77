import ModuleRouting

/// The screens that belong to no feature module: the app's own, known to the composition root
/// only.
enum AppRoute: NavigationRoute, Codable {
  /// The signed-in app: the screen holding the tab bar of ``MainTab``s.
  case main
}
