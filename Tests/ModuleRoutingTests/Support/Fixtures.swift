import ModuleRouting
import TestFixtures

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
