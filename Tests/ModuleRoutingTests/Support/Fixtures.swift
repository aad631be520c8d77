import ModuleRouting
import NavCore

enum DashboardRoute: Hashable, Sendable {
  case home
  case details(id: Int)
}
enum DashboardExit: Hashable, Sendable { case openSettings, logout }
enum SettingsRoute: Hashable, Sendable { case main, privacy }
enum AuthRoute: Hashable, Sendable { case login }

@MainActor struct DashboardRouter: ModuleRouter {
  typealias Route = DashboardRoute
  typealias Exit = DashboardExit
  let appRouter: AppRouter
}
