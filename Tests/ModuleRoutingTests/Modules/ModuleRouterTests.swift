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

  func testPopCount_popsAsManyAsTheAppsPop_orNone() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(app)
    dashboard.navigate(to: .details(id: 1))
    dashboard.navigate(to: .details(id: 2))
    dashboard.navigate(to: .details(id: 3))
    XCTAssertEqual(dashboard.pop(count: 4), .refused(.popPastRoot(requested: 4, available: 3)))
    XCTAssertEqual(
      app.path,
      [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2), DashboardRoute.details(id: 3)])
    XCTAssertEqual(dashboard.pop(count: 2), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)])
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

  func testPresentDismissBack_actOnLayersWithTheModulesRoutes() async {
    let app = AppRouter(root: AuthRoute.login)
    let settings = SettingsRouter(app)
    XCTAssertEqual(settings.present(.main, style: .sheet), .applied)
    XCTAssertEqual(settings.navigate(to: .privacy), .applied)
    XCTAssertEqual(settings.currentRoute, .privacy)
    XCTAssertEqual(settings.back(), .applied)
    XCTAssertEqual(app.state.top, AnyRoute(SettingsRoute.main))
    XCTAssertEqual(settings.back(), .applied, "at the sheet's root, back dismisses it")
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(settings.present(.main, style: .fullScreenCover), .applied)
    XCTAssertEqual(settings.dismiss(), .applied)
    XCTAssertEqual(settings.dismiss(), .refused(.nothingPresented))
    XCTAssertEqual(issues.recorded, [.refused(.nothingPresented)])
  }

  func testPopToRootReplaceTopAndPopToWhere_actOnTheFocusedStack() async {
    let app = AppRouter(root: AuthRoute.login)
    let dashboard = DashboardRouter(app)
    for id in 1...4 { dashboard.navigate(to: .details(id: id)) }
    XCTAssertEqual(dashboard.replaceTop(with: .home), .applied)
    XCTAssertEqual(
      app.path,
      [
        DashboardRoute.details(id: 1), DashboardRoute.details(id: 2),
        DashboardRoute.details(id: 3), DashboardRoute.home,
      ])
    XCTAssertEqual(dashboard.popTo { $0 == .details(id: 2) }, .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)])
    XCTAssertEqual(dashboard.popTo { $0 == .details(id: 9) }, .refused(.noRouteMatches))
    XCTAssertEqual(dashboard.popToRoot(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(
      dashboard.replaceTop(with: .home), .refused(.popPastRoot(requested: 1, available: 0)))
  }

  func testClose_popsTheModulesScreensWhereverTheySit() async {
    for depth in 1...4 {
      let app = AppRouter(root: DashboardRoute.home)
      app.navigate(to: DashboardRoute.details(id: 1))
      let settings = SettingsRouter(app)
      for _ in 0..<depth { settings.navigate(to: .privacy) }
      app.navigate(to: AuthRoute.login)
      XCTAssertEqual(settings.close(), .applied)
      XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)], "depth \(depth)")
    }
  }

  func testClose_aLayerWhoseRootIsTheModules_dismissesIt() async {
    let app = AppRouter(root: DashboardRoute.home)
    let settings = SettingsRouter(app)
    settings.present(.main, style: .sheet)
    XCTAssertEqual(settings.close(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(settings.close(), .refused(.noRouteMatches))
    XCTAssertEqual(issues.recorded, [.refused(.noRouteMatches)])
  }
}
