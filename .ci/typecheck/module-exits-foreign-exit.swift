// expect: cannot convert value of type 'SettingsExit' to expected argument type 'DashboardExit'
// A module router leaves only by its own exits.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home }
enum DashboardExit: Hashable, Sendable { case logout }
enum SettingsExit: Hashable, Sendable { case done }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>

@MainActor func use(_ dashboard: DashboardRouter) {
  dashboard.exit(SettingsExit.done)
}
