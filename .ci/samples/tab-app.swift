// Before the samples that name it: a router showing a tab bar (PresentationsAndTabs.md).
import ModuleRouting

enum SettingsRoute: NavigationRoute { case main, editProfile, profilePhoto }
enum MainRoute: NavigationRoute { case tabBar }
enum MainTab: NavigationTab, Codable { case home, settings }
enum HomeRoute: NavigationRoute { case feed, item(Int) }

let main = AppRouter(
  state: NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (MainTab.home, NavigationState(root: HomeRoute.feed)),
        (MainTab.settings, NavigationState(root: SettingsRoute.main)),
      ], selected: MainTab.home)))
