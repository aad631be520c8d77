import ModuleRouting

enum DashboardRoute: NavigationRoute { case home, details(id: Int) }
enum DashboardExit: NavigationExit { case openSettings, logout }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
enum SettingsRoute: NavigationRoute { case main, privacy }
enum AuthRoute: NavigationRoute { case login }
