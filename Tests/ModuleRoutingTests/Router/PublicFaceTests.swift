import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// The example from the README and issue, line by line, with what each line must do.
@MainActor
final class PublicFaceTests: XCTestCase {
  func testSeedExample_behavesAsDocumented() async throws {
    let issues = IssueLog()
    try NavigationIssue.$handler.withValue(issues.record) {
      let app = AppRouter(root: DashboardRoute.home)
      var catalog = RouteCatalog<String>(module: "app")
      try catalog.add(SettingsRoute.self) { route, _ in "Settings \(route)" }
      let screens = catalog.screens
      app.handleExits(DashboardExit.self) { exit in
        switch exit {
        case .openSettings: [.push(AnyRoute(SettingsRoute.main))]
        case .logout: [.setRoot(AnyRoute(AuthRoute.login))]
        }
      }
      let dashboard = DashboardRouter(app)

      dashboard.navigate(to: .details(id: 7))
      XCTAssertEqual(app.path, RoutePath([DashboardRoute.details(id: 7)]))

      dashboard.exit(.openSettings)
      XCTAssertEqual(app.path.last(as: SettingsRoute.self), .main)

      let top = try XCTUnwrap(app.path.last)
      XCTAssertEqual(try screens.screen(for: top), "Settings main")

      let before = app.state
      XCTAssertEqual(app.pop(count: 5), .refused(.popPastRoot(requested: 5, available: 2)))
      XCTAssertEqual(app.state, before)

      dashboard.exit(.logout)
      XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    }
    XCTAssertEqual(issues.recorded, [.refused(.popPastRoot(requested: 5, available: 2))])
  }
}
