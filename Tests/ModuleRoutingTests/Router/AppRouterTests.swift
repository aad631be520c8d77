import ModuleRouting
import NavCore
import TestFixtures
import XCTest

@MainActor
final class AppRouterTests: IssueRecordingTestCase {
  func testInit_root_startsWithEmptyPath() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(app.path, [])
  }

  func testInit_state_startsFromIt() async {
    let state = NavigationState(root: AuthRoute.login, path: [SettingsRoute.main])
    XCTAssertEqual(AppRouter(state: state).state, state)
  }

  func testNavigate_pushesRoutesOfAnyModule() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertEqual(app.navigate(to: DashboardRoute.details(id: 1)), .applied)
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1), SettingsRoute.main])
    XCTAssertEqual(issues.recorded, [])
  }

  func testPop_defaultCount_popsOne() async {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home, path: [SettingsRoute.main, AuthRoute.login]))
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.path, [SettingsRoute.main])
  }

  func testPop_pastTheRoot_isRefusedReportedAndChangesNothing() async {
    for depth in 0..<10 {
      let start = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth))
      let app = AppRouter(state: start)
      let refusal = NavigationRefusal.popPastRoot(requested: depth + 1, available: depth)
      XCTAssertEqual(app.pop(count: depth + 1), .refused(refusal))
      XCTAssertEqual(app.state, start)
      XCTAssertEqual(issues.recorded.last, .refused(refusal))
    }
    XCTAssertEqual(issues.recorded.count, 10)
  }

  func testPopTo_routeOnStackOrRoot_popsToIt() async {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 1), SettingsRoute.main, AuthRoute.login]))
    XCTAssertEqual(app.popTo(DashboardRoute.details(id: 1)), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)])
    XCTAssertEqual(app.popTo(DashboardRoute.home), .applied)
    XCTAssertEqual(app.path, [])
  }

  func testPopTo_routeNowhere_isRefusedAndChangesNothing() async {
    let start = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])
    let app = AppRouter(state: start)
    XCTAssertEqual(
      app.popTo(AuthRoute.login), .refused(.routeNotOnStack(AnyRoute(AuthRoute.login))))
    XCTAssertEqual(app.state, start)
    XCTAssertEqual(issues.recorded, [.refused(.routeNotOnStack(AnyRoute(AuthRoute.login)))])
  }

  func testPopToRoot_emptiesPath() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 12)))
    XCTAssertEqual(app.popToRoot(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(app.popToRoot(), .applied)
  }

  func testSetRoot_switchesFlowAndEmptiesPath() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertEqual(app.setRoot(AuthRoute.login), .applied)
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
  }

  func testPathSetter_replacesPathAsABindingWould() async {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.main]))
    app.path.removeLast()
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
    app.path = [AuthRoute.login]
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]))
  }

  func testPerformBatch_allApplicable_appliesInOrder() async {
    let app = AppRouter(root: DashboardRoute.home)
    let result = app.perform([
      .push(AnyRoute(DashboardRoute.details(id: 1))), .push(AnyRoute(SettingsRoute.main)),
      .popTo(AnyRoute(DashboardRoute.details(id: 1))), .push(AnyRoute(AuthRoute.login)),
    ])
    XCTAssertEqual(result, .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1), AuthRoute.login])
  }

  func testPerformBatch_oneRefused_appliesNothing() async {
    let start = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])
    let app = AppRouter(state: start)
    let result = app.perform([
      .push(AnyRoute(AuthRoute.login)), .pop(count: 3), .push(AnyRoute(AuthRoute.login)),
    ])
    XCTAssertEqual(result, .refused(.popPastRoot(requested: 3, available: 2)))
    XCTAssertEqual(app.state, start)
    XCTAssertEqual(issues.recorded, [.refused(.popPastRoot(requested: 3, available: 2))])
  }

  func testPerformBatch_empty_appliesAndChangesNothing() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertEqual(app.perform([]), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testDeepPath_tenThousandPushesAndPops() async {
    let app = AppRouter(root: DashboardRoute.home)
    for id in 0..<10_000 { app.navigate(to: DashboardRoute.details(id: id)) }
    XCTAssertEqual(app.path, detailsPath(depth: 10_000))
    XCTAssertEqual(app.popTo(DashboardRoute.details(id: 99)), .applied)
    XCTAssertEqual(app.path, detailsPath(depth: 100))
    for _ in 0..<100 { app.pop() }
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(issues.recorded, [])
  }
}
