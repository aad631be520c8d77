import ModuleRouting
import TestFixtures
import XCTest

/// The route the guard in these tests watches.
private enum VaultRoute: Hashable, Sendable {
  case main
  case shelf(Int)
}

/// What the guard decides, changed by a test between requests.
@MainActor
private final class Gate {
  var decision: GuardDecision = .deny("the vault is locked")
}

/// No entry point reaches a guarded route without its guard: each one is denied, leaves the
/// state as it was, and reports the denial once.
@MainActor
final class GuardEntryPointTests: IssueRecordingTestCase {
  private let denial = NavigationRefusal.denied("the vault is locked")

  private let flat = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])

  /// Runs `request` on a router starting from `start` whose guard denies every `VaultRoute`,
  /// and checks that it was denied (when it returns a result), left the state as it was, and
  /// reported the denial once.
  private func assertDenied(
    from start: NavigationState, file: StaticString = #filePath, line: UInt = #line,
    _ request: (AppRouter) -> NavigationResult?
  ) {
    let app = AppRouter(state: start)
    app.addGuard(for: VaultRoute.self) { _ in .deny("the vault is locked") }
    let reported = issues.recorded.count
    if let result = request(app) {
      XCTAssertEqual(result, .refused(denial), file: file, line: line)
    }
    XCTAssertEqual(app.state, start, "state unchanged", file: file, line: line)
    XCTAssertEqual(
      Array(issues.recorded.dropFirst(reported)), [.refused(denial)], "reported once",
      file: file, line: line)
  }

  func testNavigate_toAGuardedRoute_isDenied() async {
    assertDenied(from: flat) { $0.navigate(to: VaultRoute.main) }
  }

  func testNavigateWithAPolicy_toAGuardedRoute_isDenied() async {
    for policy in NavigationPolicy.allCases {
      assertDenied(from: flat) { $0.navigate(to: VaultRoute.main, policy: policy) }
    }
  }

  func testPresent_aGuardedRoute_isDenied() async {
    for style in PresentationStyle.allCases {
      assertDenied(from: flat) { $0.present(VaultRoute.main, style: style) }
    }
  }

  func testExit_whoseHandlerPushesAGuardedRoute_isDenied() async {
    assertDenied(from: flat) { app in
      app.handleExits(DashboardExit.self) { _ in [.push(VaultRoute.main)] }
      return DashboardRouter(app).exit(.openSettings)
    }
  }

  func testBatch_endingWithTheGuardedRouteInTheState_isDenied() async {
    assertDenied(from: flat) { $0.perform([.popToRoot, .push(VaultRoute.main)]) }
    assertDenied(from: flat) {
      $0.perform([.push(VaultRoute.main), .push(DashboardRoute.details(id: 2))])
    }
  }

  func testReplaceTopAndSetRoot_withAGuardedRoute_areDenied() async {
    assertDenied(from: flat) { $0.replaceTop(with: VaultRoute.main) }
    assertDenied(from: flat) { $0.setRoot(VaultRoute.main) }
    assertDenied(from: flat) { $0.perform(.replaceTop(AnyRoute(VaultRoute.shelf(1)))) }
  }

  func testSetPath_withAGuardedRoute_isDenied() async {
    assertDenied(from: flat) {
      $0.setPath([DashboardRoute.details(id: 1), VaultRoute.shelf(1)], at: .root)
    }
  }

  func testSetState_withAGuardedRouteDeepInTheTree_isDenied() async {
    var settings = NavigationState(root: SettingsRoute.main)
    settings.presented = PresentedLayer(
      .sheet, state: NavigationState(root: SheetRoute.add, path: [VaultRoute.shelf(3)]))
    let tree = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home)),
          (MainTab.settings, settings),
        ], selected: MainTab.home))
    assertDenied(from: flat) { $0.setState(tree) }
    assertDenied(from: flat) { $0.perform(.setState(tree)) }
    assertDenied(from: flat) { $0.setRoot(VaultRoute.main) }
  }

  func testPathBindingWrite_withAGuardedRoute_isDenied() async {
    assertDenied(from: flat) { app in
      app.path = [DashboardRoute.details(id: 1), VaultRoute.main]
      return nil
    }
  }

  func testSetPresented_aGuardedLayer_isDenied() async {
    assertDenied(from: flat) {
      $0.setPresented(PresentedLayer(VaultRoute.main, style: .sheet), at: .root)
    }
  }

  func testInTab_pushingAGuardedRoute_isDenied() async {
    assertDenied(from: mainTabs()) {
      $0.perform(.inTab(MainTab.settings, [.push(VaultRoute.main)]))
    }
  }

  func testAt_pushingOrPresentingAGuardedRoute_isDenied() async {
    assertDenied(from: mainTabs()) {
      $0.perform(.at(.tab(MainTab.profile), [.push(VaultRoute.main)]))
    }
    assertDenied(from: mainTabs()) {
      $0.perform(.at(.tab(MainTab.home), [.present(VaultRoute.main, style: .sheet)]))
    }
    assertDenied(from: flat) { $0.perform(.at(.root, [.push(VaultRoute.main)])) }
  }

  func testPathBindingWrite_ofAnUnselectedTab_withAGuardedRoute_isDenied() async {
    assertDenied(from: mainTabs()) {
      $0.setPath([VaultRoute.main], at: .tab(MainTab.profile))
    }
  }

  func testModuleRouter_showingAGuardedRoute_isDenied() async {
    typealias VaultRouter = ModuleRouter<VaultRoute, Never>
    assertDenied(from: flat) { VaultRouter($0).navigate(to: .main) }
    assertDenied(from: flat) { VaultRouter($0).navigate(to: .main, policy: .singleTop) }
    assertDenied(from: flat) { VaultRouter($0).present(.main, style: .fullScreenCover) }
    assertDenied(from: flat) { VaultRouter($0).replaceTop(with: .shelf(2)) }
  }

  func testFlowStart_withAGuardedFirstScreen_endsCancelledShowingNothing() async {
    let app = AppRouter(state: flat)
    app.addGuard(for: VaultRoute.self) { _ in .deny("the vault is locked") }
    let outcome = await app.run(ScriptedFlow([.push(VaultRoute.main)]))
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, flat)
    XCTAssertEqual(issues.recorded, [.refused(denial)])
  }

  func testStartedFlow_withAGuardedFirstScreen_endsCancelledShowingNothing() async {
    let app = AppRouter(state: flat)
    app.addGuard(for: VaultRoute.self) { _ in .deny("the vault is locked") }
    let log = OutcomeLog()
    let flow = app.startScripted(
      "vault", [.present(VaultRoute.main, style: .sheet)], log: log)
    XCTAssertEqual(log.entries, ["vault: cancelled"])
    XCTAssertEqual(flow.handle?.isRunning, false)
    XCTAssertEqual(app.state, flat)
    XCTAssertEqual(issues.recorded, [.refused(denial)])
  }

  func testResumePendingRequest_isJudgedByTheGuardAgain_andDenied() async {
    let app = AppRouter(state: flat)
    let gate = Gate()
    gate.decision = .redirect([.push(AuthRoute.login)], resume: true)
    app.addGuard(for: VaultRoute.self) { _ in gate.decision }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .redirected(to: [.push(AuthRoute.login)]))
    let redirected = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), AuthRoute.login])
    XCTAssertEqual(app.state, redirected)

    gate.decision = .deny("the vault is locked")
    XCTAssertEqual(app.resumePendingRequest(), .refused(denial))
    XCTAssertEqual(app.state, redirected)
    XCTAssertNil(app.pendingRequest)
    XCTAssertEqual(issues.recorded, [.refused(denial)])
  }

  func testAllowedRoutesBesideTheGuarded_stillApply() async {
    let app = AppRouter(state: flat)
    app.addGuard(for: VaultRoute.self) { _ in .deny("the vault is locked") }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(app.present(SheetRoute.add, style: .sheet), .applied)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.main],
        presented: PresentedLayer(SheetRoute.add, style: .sheet)))
    XCTAssertEqual(issues.recorded, [])
  }
}
