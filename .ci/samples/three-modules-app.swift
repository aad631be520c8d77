// Before the samples that name it: three modules' routes, the app's router, its catalog and its
// exits answered (GettingStarted.md).
import ModuleRouting

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum DashboardExit: NavigationExit { case openSettings, logout }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
enum SettingsRoute: NavigationRoute { case main, privacy }
enum AuthRoute: NavigationRoute { case login }

let app = AppRouter(root: DashboardRoute.home)
var catalog = RouteCatalog<String>(module: "app")
try catalog.add(DashboardRoute.self) { route, _ in "Dashboard \(route)" }
try catalog.add(SettingsRoute.self) { route, _ in "Settings \(route)" }
try catalog.add(AuthRoute.self) { _, _ in "Sign in" }
let screens = catalog.screens
app.handleExits(DashboardExit.self) { exit in
  switch exit {
  case .openSettings: [.push(SettingsRoute.main)]
  case .logout: [.setRoot(AuthRoute.login)]
  }
}
