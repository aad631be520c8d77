import Auth
import Dashboard
import ModuleRouting
import Settings

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
