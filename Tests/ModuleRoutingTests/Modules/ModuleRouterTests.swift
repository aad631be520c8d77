import ModuleRouting
import NavCore
import TestFixtures
import XCTest

@MainActor
final class ModuleRouterTests: IssueRecordingTestCase {
  func testNavigate_pushesTheModulesOwnRoute() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(app)
    XCTAssertEqual(dashboard.navigate(to: .details(id: 7)), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 7)])
  }

  func testPop_popsTheTopRoute() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(app)
    dashboard.navigate(to: .details(id: 1))
    XCTAssertEqual(dashboard.pop(), .applied)
    XCTAssertEqual(app.path, [])
    XCTAssertEqual(dashboard.pop(), .refused(.popPastRoot(requested: 1, available: 0)))
    XCTAssertEqual(app.path, [])
  }

  func testPopTo_popsBackToTheModulesRoute() async {
    let app = AppRouter(root: AuthRoute.login)
    let dashboard = DashboardRouter(app)
    dashboard.navigate(to: .home)
    dashboard.navigate(to: .details(id: 1))
    app.navigate(to: SettingsRoute.main)
    XCTAssertEqual(dashboard.popTo(.home), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.home])
  }

  func testCurrentRoute_isTheTopWhenItIsTheModulesOwn() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(app)
    XCTAssertEqual(dashboard.currentRoute, .home)
    dashboard.navigate(to: .details(id: 3))
    XCTAssertEqual(dashboard.currentRoute, .details(id: 3))
    app.navigate(to: SettingsRoute.main)
    XCTAssertNil(dashboard.currentRoute)
    XCTAssertEqual(SettingsRouter(app).currentRoute, .main)
  }
}
