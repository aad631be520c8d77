import NavCore

/// The tabs of the fixtures' tab bar.
public enum MainTab: Hashable, Sendable, Codable {
  case home
  case settings
  case profile
}

/// The route of the screen holding the tab bar.
public enum MainRoute: Hashable, Sendable, Codable {
  case tabBar
}

/// Routes shown in presented layers.
public enum SheetRoute: Hashable, Sendable, Codable {
  case add
  case edit(id: Int)
  case confirmDelete(id: Int)
}

/// A tab bar of home (the dashboard), settings and profile, with `selected` selected.
public func mainTabs(selected: MainTab = .home) -> NavigationState {
  NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (MainTab.home, NavigationState(root: DashboardRoute.home)),
        (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        (MainTab.profile, NavigationState(root: AuthRoute.login)),
      ], selected: selected))
}
