import Auth
import Dashboard
import ModuleRouting
import Settings

/// The screens that belong to no feature module: the app's own, known to the composition root
/// only.
enum AppRoute: NavigationRoute, Codable {
  /// The signed-in app: the screen holding the tab bar of ``MainTab``s.
  case main
}

/// The tabs of the signed-in app, each with a stack of its own.
enum MainTab: NavigationTab, Codable {
  /// The Dashboard module's screens.
  case home
  /// The Settings module's screens.
  case settings
}

/// The app's own alerts and dialogs.
enum AppDialog: NavigationRoute, Codable {
  /// Asks before signing out, which closes every tab and sheet.
  case confirmSignOut
}

extension NavigationState {
  /// The signed-out app: the Auth module's stack, on its sign-in screen.
  static var signedOut: NavigationState {
    NavigationState(root: AuthRoute.login)
  }

  /// The signed-in app: the main tabs, each a stack of its own, the home tab selected.
  static var signedIn: NavigationState {
    NavigationState(
      root: AppRoute.main,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ],
        selected: MainTab.home))
  }
}
