// expect: 'app' is inaccessible due to 'internal' protection level
// A module router gives no way back to the app router, through which any route could be pushed.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home }
enum DashboardExit: Hashable, Sendable { case logout }
enum SettingsRoute: Hashable, Sendable { case main }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>

@MainActor func use(_ dashboard: DashboardRouter) {
  dashboard.app.navigate(to: SettingsRoute.main)
}
