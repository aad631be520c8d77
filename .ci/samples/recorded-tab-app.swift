// Before the samples that name it: a tab app whose Dashboard exit selects the settings tab
// (RecordingAndReplaying.md).
import ModuleRouting

enum MainRoute: NavigationRoute, Codable { case main }
enum MainTab: NavigationTab, Codable { case home, settings }
enum DashboardRoute: NavigationRoute, Codable { case dashboard }
enum DashboardExit: NavigationExit, Codable { case openSettings }
enum SettingsRoute: NavigationRoute, Codable { case settings }

var catalog = RouteCatalog<String>(module: "app")
try catalog.add(MainRoute.self, key: "main") { _, _ in "Tabs" }
try catalog.addTabs(MainTab.self, key: "tab")
try catalog.add(DashboardRoute.self, key: "dashboard") { _, _ in "Dashboard" }
try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "Settings" }

let app = AppRouter(
  state: NavigationState(
    root: MainRoute.main,
    tabs: TabGroup(
      [
        (MainTab.home, NavigationState(root: DashboardRoute.dashboard)),
        (MainTab.settings, NavigationState(root: SettingsRoute.settings)),
      ], selected: MainTab.home)))
app.handleExits(DashboardExit.self) { _ in [.selectTab(MainTab.settings)] }
