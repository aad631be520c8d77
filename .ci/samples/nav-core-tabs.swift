// Before the samples that name it: a tab bar state, with NavCore alone (StateAndCommands.md).
import NavCore

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum SettingsRoute: NavigationRoute { case main, privacy }
enum MainRoute: NavigationRoute { case tabBar }
enum MainTab: NavigationTab { case home, settings }

let main = NavigationState(
  root: MainRoute.tabBar,
  tabs: TabGroup(
    [
      (MainTab.home, NavigationState(root: DashboardRoute.home)),
      (MainTab.settings, NavigationState(root: SettingsRoute.main)),
    ], selected: MainTab.settings))
