// expect: cannot convert value of type 'SettingsRoute' to expected argument type 'DashboardRoute'
// A module router presents only its own routes.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home }
enum DashboardExit: Hashable, Sendable { case logout }
enum SettingsRoute: Hashable, Sendable { case main }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>

@MainActor func use(_ dashboard: DashboardRouter) {
  dashboard.present(SettingsRoute.main, style: .sheet)
}
