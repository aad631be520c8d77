import ModuleRouting
import NavCore
import TestFixtures
import XCTest

@MainActor
final class AppRouterExitsTests: IssueRecordingTestCase {
  func testExit_withHandler_runsItsCommandsAsOneBatch() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openSettings: [.push(SettingsRoute.main)]
      case .logout: [.setRoot(AuthRoute.login)]
      }
    }
    let dashboard = DashboardRouter(app)
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
    let settings = SettingsRouter(app)
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
    let settings = SettingsRouter(app)
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
    SettingsRouter(app).exit(.done)
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
    let settings = SettingsRouter(app)
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
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(DashboardExit.self) { exit, _ in "Exit screen: \(exit)" }
    let screens = catalog.screens
    DashboardRouter(app).exit(.openSettings)
    XCTAssertEqual(app.path, [DashboardExit.openSettings])
    XCTAssertEqual(try screens.screen(for: app.state.top), "Exit screen: openSettings")
  }

  func testExit_handlerThatNavigates_isRefusedInsideAndAppliesOnlyItsCommands() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(SettingsExit.self) { [app] _ in
      app.navigate(to: AuthRoute.login)
      app.exit(DashboardExit.logout)
      return [.pop(count: 9)]
    }
    app.handleExits(DashboardExit.self) { _ in [.popToRoot] }
    app.navigate(to: SettingsRoute.main)
    let changes = ChangeCounter { _ = app.state }

    XCTAssertEqual(app.exit(SettingsExit.done), .refused(.popPastRoot(requested: 9, available: 1)))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertEqual(changes.count, 0)
    XCTAssertEqual(
      issues.recorded,
      [
        .refused(.navigationInsideExitHandler), .refused(.navigationInsideExitHandler),
        .refused(.popPastRoot(requested: 9, available: 1)),
      ])
    XCTAssertEqual(app.exit(DashboardExit.logout), .applied, "the router is usable again")
  }

  func testHandlesExits_saysWhichExitTypesHaveHandlers() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertFalse(app.handlesExits(DashboardExit.self))
    app.pushExits(DashboardExit.self)
    XCTAssertTrue(app.handlesExits(DashboardExit.self))
    XCTAssertFalse(app.handlesExits(SettingsExit.self))
  }

  func testUnhandledExits_areTheModulesWhoseExitsHaveNoHandler() async {
    let app = AppRouter(root: DashboardRoute.home)
    func unhandled() -> [RouteType] {
      [
        app.handlesExits(DashboardExit.self) ? nil : RouteType(DashboardExit.self),
        app.handlesExits(SettingsExit.self) ? nil : RouteType(SettingsExit.self),
      ].compactMap { $0 }
    }
    XCTAssertEqual(unhandled(), [RouteType(DashboardExit.self), RouteType(SettingsExit.self)])
    app.handleExits(SettingsExit.self) { _ in [] }
    XCTAssertEqual(unhandled(), [RouteType(DashboardExit.self)])
    app.handleExits(DashboardExit.self) { _ in [] }
    XCTAssertEqual(unhandled(), [])
  }

}
