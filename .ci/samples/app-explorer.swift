// Before the samples that name it: the composed app of composed-app.swift, its explorer, and the
// report of an exploration (ExploringReachability.md, NavigationMaps.md).
import Foundation
import ModuleRouting
import NavigationTesting
import XCTest

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

extension ComposedApp {
  /// The model of the screen on top, made as its view makes it.
  func model<Model: AnyObject>(_ type: Model.Type) -> Model? {
    let state = app.state
    _ = try? catalog.screens.screen(for: state.top, at: state.topScreen)
    return app.object(type, for: state.topScreen)
  }
}

/// The app's explorer: what a user can do on each screen.
@MainActor func appExplorer() throws -> ReachabilityExplorer<ComposedApp> {
  let catalog = try ComposedApp().catalog
  var explorer = ReachabilityExplorer(catalog: catalog, make: { try ComposedApp() }) { $0.app }
  explorer.on(AuthRoute.self) { route in
    switch route {
    case .login: [ExplorationAction("sign in") { $0.model(SignInModel.self)?.signInTapped() }]
    case .forgotPassword: []
    }
  }
  return explorer
}

let explorer = try appExplorer()
let report = try await explorer.explore()
