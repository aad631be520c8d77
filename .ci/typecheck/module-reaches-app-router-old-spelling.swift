// expect: value of type 'DashboardRouter' (aka 'ModuleRouter<DashboardRoute, DashboardExit>') has no member 'appRouter'
// The old spelling of the way back to the app router is gone too.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home }
enum DashboardExit: Hashable, Sendable { case logout }
enum SettingsRoute: Hashable, Sendable { case main }
typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>

@MainActor func use(_ dashboard: DashboardRouter) {
  dashboard.appRouter.navigate(to: SettingsRoute.main)
}
