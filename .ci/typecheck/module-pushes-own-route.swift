// expect: compiles
// A module router pushes its own routes and leaves by its own exits.
import ModuleRouting

enum DashboardRoute: Hashable, Sendable { case home }
enum DashboardExit: Hashable, Sendable { case logout }

@MainActor struct DashboardRouter: ModuleRouter {
  typealias Route = DashboardRoute
  typealias Exit = DashboardExit
  let appRouter: AppRouter
}

@MainActor func use(_ dashboard: DashboardRouter) {
  dashboard.navigate(to: .home)
  dashboard.exit(.logout)
}
