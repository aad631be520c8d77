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

@MainActor struct SettingsRouter: ModuleRouter {
  typealias Route = SettingsRoute
  typealias Exit = SettingsExit
  let appRouter: AppRouter
}

enum SettingsExit: Hashable, Sendable {
  case done
}

/// A path of `depth` dashboard detail routes, ids 0 to depth - 1.
func detailsPath(depth: Int) -> RoutePath {
  RoutePath((0..<depth).map { DashboardRoute.details(id: $0) })
}
