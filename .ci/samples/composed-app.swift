// Before the samples that name it: a composition root like the example's: a router, a merged
// catalog, screen models kept per screen (ExploringReachability.md).
import ModuleRouting

enum AppRoute: NavigationRoute, Codable { case tabs }
enum MainTab: NavigationTab, Codable { case home, settings }
enum AuthRoute: NavigationRoute, Codable { case login, forgotPassword }
enum DashboardRoute: NavigationRoute, Codable { case home, billing, details(id: Int) }

@MainActor final class SignInModel {
  let app: AppRouter
  init(app: AppRouter) { self.app = app }
  func signInTapped() { app.setRoot(DashboardRoute.home) }
}

@MainActor final class DashboardHomeModel {
  let app: AppRouter
  init(app: AppRouter) { self.app = app }
  func billingTapped() { app.navigate(to: DashboardRoute.billing) }
}

@MainActor final class ItemDetailsModel {
  let id: Int
  init(id: Int) { self.id = id }
  func editTapped() async -> Int? { id }
}

/// The app's composition root, as the example's: one router, one merged catalog.
@MainActor struct ComposedApp {
  let app = AppRouter(root: AuthRoute.login)
  let catalog: RouteCatalog<String>

  init() throws {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(AppRoute.self, key: "app") { _, _ in "Tabs" }
    try catalog.addTabs(MainTab.self, key: "tab")
    try catalog.add(AuthRoute.self, key: "auth") { [app] route, screen in
      _ = app.object(for: screen) { SignInModel(app: app) }
      return "Sign in"
    }
    try catalog.add(DashboardRoute.self, key: "dashboard") { [app] route, screen in
      switch route {
      case .home: _ = app.object(for: screen) { DashboardHomeModel(app: app) }
      case .details(let id): _ = app.object(for: screen) { ItemDetailsModel(id: id) }
      case .billing: break
      }
      return "Dashboard \(route)"
    }
    self.catalog = catalog
  }
}
