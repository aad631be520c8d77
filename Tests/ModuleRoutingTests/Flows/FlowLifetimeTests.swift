import ModuleRouting
import TestFixtures
import XCTest

/// A flow lives exactly as long as its first screen; every way out ends it once.
@MainActor
final class FlowLifetimeTests: IssueRecordingTestCase {
  private let log = OutcomeLog()

  func testFinish_popsThePushedFlowAndEndsItFinished() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.navigate(to: DashboardRoute.details(id: 1))
    let flow = app.startScripted("flow", [.push(SettingsRoute.main)], log: log)
    flow.handle?.navigate(to: SettingsRoute.privacy)
    XCTAssertEqual(flow.handle?.firstScreen, ScreenID(stack: .root, depth: 2))
    XCTAssertEqual(flow.handle?.finish(with: "done"), .applied)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)])
    XCTAssertEqual(log.entries, ["flow: finished(done)"])
    XCTAssertEqual(flow.handle?.isRunning, false)
  }

  func testFinish_dismissesThePresentedFlow() async {
    let app = AppRouter(root: DashboardRoute.home)
    let flow = app.startScripted("flow", [.present(SettingsRoute.main, style: .sheet)], log: log)
    flow.handle?.navigate(to: SettingsRoute.privacy)
    XCTAssertEqual(
      app.state.presented?.state,
      NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
    flow.handle?.finish(with: "saved")
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(log.entries, ["flow: finished(saved)"])
  }

  func testAFlowInASheet_outlivesPopsBelowIt_andEndsWithTheSheet() async {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)]))
    let flow = app.startScripted("flow", [.present(SettingsRoute.main, style: .sheet)], log: log)
    XCTAssertEqual(flow.handle?.firstScreen, ScreenID(stack: StackAddress.root.presented, depth: 0))

    // Pops in the stack under the sheet remove screens deeper than the flow's first one.
    XCTAssertEqual(app.perform(.at(.root, [.pop(count: 1)])), .applied)
    XCTAssertEqual(app.perform(.at(.root, [.pop(count: 1)])), .applied)
    XCTAssertEqual(app.state.path, [])
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(flow.handle?.isRunning, true)

    app.dismiss()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(log.entries, ["flow: cancelled"])
  }

  func testAFlowLowInTheStack_outlivesPopsAboveIt_andEndsWithItsFirstScreen() async {
    let app = AppRouter(root: DashboardRoute.home)
    let flow = app.startScripted("flow", [.push(SettingsRoute.main)], log: log)
    app.navigate(to: DashboardRoute.details(id: 1))
    app.navigate(to: DashboardRoute.details(id: 2))
    XCTAssertEqual(app.pop(count: 2), .applied)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(flow.handle?.isRunning, true)

    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.path, [])
    XCTAssertEqual(log.entries, ["flow: cancelled"])
  }

  func testEveryOtherWayOut_cancelsTheFlowOnce() async {
    let ways: [(String, NavigationState, [NavigationCommand], @MainActor (AppRouter) -> Void)] = [
      (
        "swipe back", NavigationState(root: DashboardRoute.home), [.push(SettingsRoute.main)],
        { $0.path = [] }
      ),
      (
        "back", NavigationState(root: DashboardRoute.home), [.push(SettingsRoute.main)],
        { $0.back() }
      ),
      (
        "pop", NavigationState(root: DashboardRoute.home), [.push(SettingsRoute.main)],
        { $0.popToRoot() }
      ),
      (
        "dismiss", NavigationState(root: DashboardRoute.home),
        [.present(SettingsRoute.main, style: .sheet)], { $0.dismiss() }
      ),
      (
        "swipe down", NavigationState(root: DashboardRoute.home),
        [.present(SettingsRoute.main, style: .sheet)], { $0.setPresented(nil, at: .root) }
      ),
      (
        "dismissAll", NavigationState(root: DashboardRoute.home),
        [.present(SettingsRoute.main, style: .sheet)], { $0.dismissAll() }
      ),
      (
        "setRoot", NavigationState(root: DashboardRoute.home), [.push(SettingsRoute.main)],
        { $0.setRoot(AuthRoute.login) }
      ),
      (
        "setState", mainTabs(), [.push(SettingsRoute.main)],
        { $0.setState(NavigationState(root: AuthRoute.login)) }
      ),
      ("tab reselected", mainTabs(), [.push(SettingsRoute.main)], { $0.selectTab(MainTab.home) }),
      (
        "replaced below",
        NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        [.push(SettingsRoute.main)],
        { $0.path = [DashboardRoute.details(id: 2), SettingsRoute.main] }
      ),
    ]
    for (name, start, commands, wayOut) in ways {
      let app = AppRouter(state: start)
      let log = OutcomeLog()
      let flow = app.startScripted(name, commands, log: log)
      XCTAssertEqual(flow.handle?.isRunning, true, name)
      wayOut(app)
      app.navigate(to: AuthRoute.login)
      app.popToRoot()
      XCTAssertEqual(log.entries, ["\(name): cancelled"], name)
    }
  }

  func testSwitchingTabs_keepsAFlowInTheOtherTabRunning() async {
    let app = AppRouter(state: mainTabs())
    let flow = app.startScripted("home", [.push(DashboardRoute.details(id: 1))], log: log)
    app.selectTab(MainTab.settings)
    app.navigate(to: SettingsRoute.privacy)
    app.popToRoot()
    XCTAssertEqual(flow.handle?.isRunning, true)
    XCTAssertEqual(log.entries, [])
  }

  func testParentsFinish_cancelsItsChildrenFirst() async {
    let app = AppRouter(root: DashboardRoute.home)
    let parent = app.startScripted("parent", [.push(SettingsRoute.main)], log: log)
    let child = ScriptedFlow([.push(SettingsRoute.privacy)])
    parent.handle?.start(child, onEnd: log.record("child"))
    let grandchild = ScriptedFlow([.present(AuthRoute.login, style: .sheet)])
    child.handle?.start(grandchild, onEnd: log.record("grandchild"))
    XCTAssertEqual(parent.handle?.finish(with: "parent done"), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(
      log.entries, ["grandchild: cancelled", "child: cancelled", "parent: finished(parent done)"])
  }

  func testChildOnAnotherStack_endsWithItsParent() async {
    let app = AppRouter(state: mainTabs())
    let parent = app.startScripted("parent", [.push(DashboardRoute.details(id: 1))], log: log)
    let child = ScriptedFlow([.inTab(MainTab.settings, [.push(SettingsRoute.privacy)])])
    parent.handle?.start(child, onEnd: log.record("child"))
    app.setPath([], at: .tab(MainTab.home))
    XCTAssertEqual(log.entries, ["child: cancelled", "parent: cancelled"])
  }

  func testRefusedOrEmptyStart_endsCancelledAtOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    app.startScripted("refused", [.push(SettingsRoute.main)], log: log)
    app.startScripted("empty", [], log: log)
    XCTAssertEqual(log.entries, ["refused: cancelled", "empty: cancelled"])
    XCTAssertEqual(issues.recorded, [.refused(.leafLayer(.alert))])
  }

  func testHandleAfterTheEnd_refusesEverythingAndChildrenRunCancelled() async {
    let app = AppRouter(root: DashboardRoute.home)
    let flow = app.startScripted("flow", [.push(SettingsRoute.main)], log: log)
    app.popToRoot()
    let handle = flow.handle
    XCTAssertEqual(handle?.navigate(to: SettingsRoute.privacy), .refused(.flowEnded))
    XCTAssertEqual(handle?.present(SettingsRoute.privacy, style: .sheet), .refused(.flowEnded))
    XCTAssertEqual(handle?.perform([.popToRoot]), .refused(.flowEnded))
    XCTAssertEqual(handle?.finish(with: "late"), .refused(.flowEnded))
    let child = await handle?.run(ScriptedFlow([.push(AuthRoute.login)]))
    XCTAssertEqual(child, .cancelled)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(log.entries, ["flow: cancelled"])
    XCTAssertEqual(issues.recorded, Array(repeating: .refused(.flowEnded), count: 5))
  }

  func testRouterGoingAway_cancelsEveryRunningFlow() async {
    var app: AppRouter? = AppRouter(root: DashboardRoute.home)
    app?.startScripted("first", [.push(SettingsRoute.main)], log: log)
    app?.startScripted("second", [.push(SettingsRoute.privacy)], log: log)
    app = nil
    XCTAssertEqual(log.entries, ["second: cancelled", "first: cancelled"])
  }

  func testRunAwaitingACancelledFlow_resumesOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    let flow = ScriptedFlow([.push(SettingsRoute.main)])
    let outcome = await started(app) { await app.run(flow) }
    app.setRoot(AuthRoute.login)
    app.setRoot(DashboardRoute.home)
    let result = await outcome.value
    XCTAssertEqual(result, .cancelled)
  }

  func testFlowHandle_actsOnTheStackThatHoldsTheFlow() async {
    let app = AppRouter(state: mainTabs())
    let flow = app.startScripted("home", [.push(DashboardRoute.details(id: 1))], log: log)
    app.selectTab(MainTab.settings)
    XCTAssertEqual(flow.handle?.navigate(to: DashboardRoute.details(id: 2)), .applied)
    XCTAssertEqual(
      app.path(at: .tab(MainTab.home)),
      [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)])
    XCTAssertEqual(app.path(at: .tab(MainTab.settings)), [])
    flow.handle?.finish(with: "ok")
    XCTAssertEqual(app.path(at: .tab(MainTab.home)), [])
  }
}
