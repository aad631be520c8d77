// The routes the README's tour names, declared as in its quick start, and the signed-in tab
// bar its samples start from.
import ModuleRouting

enum HomeRoute: NavigationRoute, Codable { case feed, item(id: Int) }
enum SettingsRoute: NavigationRoute, Codable { case main, privacy }
enum ProfileRoute: NavigationRoute, Codable { case main, edit }
enum AuthRoute: NavigationRoute, Codable { case login }
enum MainRoute: NavigationRoute, Codable { case tabBar }
enum MainTab: NavigationTab, Codable { case home, settings }

/// The tab bar a signed-in user sees.
let signedIn = NavigationState(
  root: MainRoute.tabBar,
  tabs: TabGroup(
    [
      (MainTab.home, NavigationState(root: HomeRoute.feed)),
      (MainTab.settings, NavigationState(root: SettingsRoute.main)),
    ], selected: MainTab.home))

/// The tour's routes, each declared with its screen and its key.
@MainActor func tourCatalog() throws(CatalogError) -> RouteCatalog<String> {
  var catalog = RouteCatalog<String>(module: "app")
  try catalog.add(MainRoute.self, key: "main") { _, _ in "Tabs" }
  try catalog.addTabs(MainTab.self, key: "tab")
  try catalog.add(HomeRoute.self, key: "home") { route, _ in "Home \(route)" }
  try catalog.add(SettingsRoute.self, key: "settings") { route, _ in "Settings \(route)" }
  try catalog.add(ProfileRoute.self, key: "profile") { route, _ in "Profile \(route)" }
  try catalog.add(AuthRoute.self, key: "auth") { _, _ in "Login" }
  return catalog
}
