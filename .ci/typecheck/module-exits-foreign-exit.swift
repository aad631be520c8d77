// expect: cannot convert value of type 'SettingsExit' to expected argument type 'DashboardRouter.Exit'
// A module router leaves only by its own exits.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home }
enum DashboardExit: Hashable, Sendable { case logout }
enum SettingsExit: Hashable, Sendable { case done }

@MainActor struct DashboardRouter: ModuleRouter {
  typealias Route = DashboardRoute
  typealias Exit = DashboardExit
  let appRouter: AppRouter
}

@MainActor func use(_ dashboard: DashboardRouter) {
  dashboard.exit(SettingsExit.done)
}
