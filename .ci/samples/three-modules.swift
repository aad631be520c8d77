// Before the samples that name it: three modules' routes and exits: Dashboard, Settings, Auth
// (GettingStarted.md, ModuleRouting.md, SwiftTestingAndAsyncFlows.md).
import ModuleRouting

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum DashboardExit: NavigationExit { case openSettings, logout }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
enum SettingsRoute: NavigationRoute { case main, privacy }
enum AuthRoute: NavigationRoute { case login }
