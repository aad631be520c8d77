import ModuleRouting
import NavCore
import XCTest

@MainActor
final class ModuleRouterTests: XCTestCase {
  private nonisolated let issues = IssueLog()

  override func invokeTest() {
    NavigationIssue.$handler.withValue(issues.record) { super.invokeTest() }
  }

  func testNavigate_pushesTheModulesOwnRoute() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(appRouter: app)
    XCTAssertEqual(dashboard.navigate(to: .details(id: 7)), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 7)])
  }

  func testPop_popsTheTopRoute() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(appRouter: app)
    dashboard.navigate(to: .details(id: 1))
    XCTAssertEqual(dashboard.pop(), .applied)
    XCTAssertEqual(app.path, [])
    XCTAssertEqual(dashboard.pop(), .refused(.popPastRoot(requested: 1, available: 0)))
    XCTAssertEqual(app.path, [])
  }

  func testPopTo_popsBackToTheModulesRoute() async {
    let app = AppRouter(root: AuthRoute.login)
    let dashboard = DashboardRouter(appRouter: app)
    dashboard.navigate(to: .home)
    dashboard.navigate(to: .details(id: 1))
    app.navigate(to: SettingsRoute.main)
    XCTAssertEqual(dashboard.popTo(.home), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.home])
  }

  func testExit_withHandler_runsItsCommandsAsOneBatch() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openSettings: [.push(AnyRoute(SettingsRoute.main))]
      case .logout: [.setRoot(AnyRoute(AuthRoute.login))]
      }
    }
    let dashboard = DashboardRouter(appRouter: app)
    dashboard.navigate(to: .details(id: 7))
    XCTAssertEqual(dashboard.exit(.openSettings), .applied)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 7), SettingsRoute.main]))
    XCTAssertEqual(dashboard.exit(.logout), .applied)
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(issues.recorded, [])
  }

  func testExit_withoutHandler_isRefusedReportedAndChangesNothing() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self) { _ in [.push(AnyRoute(AuthRoute.login))] }
    let settings = SettingsRouter(appRouter: app)
    settings.navigate(to: .main)
    let refusal = NavigationRefusal.unhandledExit(AnyRoute(SettingsExit.done))
    XCTAssertEqual(settings.exit(.done), .refused(refusal))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertEqual(issues.recorded, [.refused(refusal)])
  }

  func testExit_handlerCommandsRefused_appliesNothing() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(SettingsExit.self) { _ in
      [.push(AnyRoute(AuthRoute.login)), .popTo(AnyRoute(DashboardRoute.details(id: 1)))]
    }
    let settings = SettingsRouter(appRouter: app)
    settings.navigate(to: .main)
    let refusal = NavigationRefusal.routeNotOnStack(AnyRoute(DashboardRoute.details(id: 1)))
    XCTAssertEqual(settings.exit(.done), .refused(refusal))
    XCTAssertEqual(app.path, [SettingsRoute.main])
    XCTAssertEqual(issues.recorded, [.refused(refusal)])
  }

  func testHandleExits_again_replacesTheHandler() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(SettingsExit.self) { _ in [.push(AnyRoute(AuthRoute.login))] }
    app.handleExits(SettingsExit.self) { _ in [.popToRoot] }
    app.navigate(to: SettingsRoute.main)
    SettingsRouter(appRouter: app).exit(.done)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testHandleExits_handlerSeesTheExitValue() async {
    enum ProfileExit: Hashable, Sendable { case openDetails(id: Int) }
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(ProfileExit.self) { exit in
      switch exit {
      case .openDetails(let id): [.push(AnyRoute(DashboardRoute.details(id: id)))]
      }
    }
    app.exit(ProfileExit.openDetails(id: 42))
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 42)])
  }

  func testHandleExits_withState_decidesFromTheStateItLeaves() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(SettingsExit.self) { exit, state in
      let first = state.path.firstIndex { $0.is(SettingsRoute.self) } ?? state.path.count
      return [.pop(count: state.path.count - first)]
    }
    let settings = SettingsRouter(appRouter: app)
    app.navigate(to: DashboardRoute.details(id: 1))
    for depth in 1..<5 {
      for _ in 0..<depth { settings.navigate(to: .privacy) }
      XCTAssertEqual(settings.exit(.done), .applied)
      XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)], "settings depth \(depth)")
    }
  }

  func testPushExits_pushesTheExitForItsRegisteredScreen() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.pushExits(DashboardExit.self)
    var screens = DestinationRegistry<String>()
    try screens.register(DashboardExit.self) { exit in "Exit screen: \(exit)" }
    DashboardRouter(appRouter: app).exit(.openSettings)
    XCTAssertEqual(app.path, [DashboardExit.openSettings])
    XCTAssertEqual(try screens.screen(for: app.state.top), "Exit screen: openSettings")
  }
}
