import ModuleRouting
import TestFixtures
import XCTest

/// Routes guarded with redirects.
private enum VaultRoute: Hashable, Sendable {
  case main
  case shelf(Int)
}

/// One step of an endless chain of redirects.
private struct StepRoute: Hashable, Sendable {
  var number: Int
}

/// Routes that redirect to each other.
private enum PingRoute: Hashable, Sendable { case ping }
private enum PongRoute: Hashable, Sendable { case pong }

/// Whether the user is signed in, changed by a test between requests.
@MainActor
private final class SignIn {
  var signedIn = false
}

/// A guard's redirect applies through the guards again, can keep the request to resume, and
/// never loops.
@MainActor
final class GuardRedirectTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home)

  /// A router whose guard sends `VaultRoute`s to the login screen until `session` signs in,
  /// keeping the request when `resume` says so.
  private func walledRouter(_ session: SignIn, resume: Bool = true) -> AppRouter {
    let app = AppRouter(state: home)
    app.addGuard(for: VaultRoute.self) { _ in
      session.signedIn ? .allow : .redirect([.push(AuthRoute.login)], resume: resume)
    }
    return app
  }

  func testRedirect_appliesItsCommandsInstead() async {
    let app = walledRouter(SignIn(), resume: false)
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .redirected(to: [.push(AuthRoute.login)]))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]))
    XCTAssertNil(app.pendingRequest, "resume: false keeps nothing")
    XCTAssertEqual(issues.recorded, [])
  }

  func testRedirect_goesThroughTheGuardsAgain_andIsDeniedThere() async {
    let app = walledRouter(SignIn())
    app.addGuard(for: AuthRoute.self) { _ in .deny("sign-in is down") }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("sign-in is down")))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(issues.recorded, [.refused(.denied("sign-in is down"))])
  }

  func testRedirect_goesThroughTheGlobalGuardsAgain() async {
    let app = walledRouter(SignIn(), resume: false)
    app.addGuard { request in
      request.source == .redirect ? .deny("no redirects") : .allow
    }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("no redirects")))
    XCTAssertEqual(app.state, home)
  }

  func testRedirect_whoseCommandsAreRefused_isRefused() async {
    let app = AppRouter(state: home)
    app.addGuard(for: VaultRoute.self) { _ in .redirect([.pop(count: 2)], resume: false) }
    XCTAssertEqual(
      app.navigate(to: VaultRoute.main), .refused(.popPastRoot(requested: 2, available: 0)))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(issues.recorded, [.refused(.popPastRoot(requested: 2, available: 0))])
  }

  func testRedirectWithResume_keepsTheOriginalRequestPending() async {
    let app = walledRouter(SignIn())
    app.navigate(to: VaultRoute.shelf(1))
    XCTAssertEqual(app.pendingRequest?.commands, [.push(VaultRoute.shelf(1))])
    XCTAssertEqual(app.pendingRequest?.source, .app)
    XCTAssertEqual(
      app.pendingRequest?.after,
      NavigationState(root: DashboardRoute.home, path: [VaultRoute.shelf(1)]))
  }

  func testANewerRedirectedRequest_replacesThePendingOne_andReportsIt() async {
    let app = walledRouter(SignIn())
    app.navigate(to: VaultRoute.shelf(1))
    XCTAssertEqual(issues.recorded, [])
    app.perform([.popToRoot, .push(VaultRoute.shelf(2))])
    XCTAssertEqual(app.pendingRequest?.commands, [.popToRoot, .push(VaultRoute.shelf(2))])
    XCTAssertEqual(
      issues.recorded, [.refused(.pendingRequestReplaced([.push(VaultRoute.shelf(1))]))])
  }

  func testResumePendingRequest_appliesItOnceTheGuardAllows() async {
    let session = SignIn()
    let app = walledRouter(session)
    app.navigate(to: VaultRoute.main)
    session.signedIn = true
    app.pop()
    XCTAssertEqual(app.resumePendingRequest(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [VaultRoute.main]))
    XCTAssertNil(app.pendingRequest)
    XCTAssertEqual(issues.recorded, [])
  }

  func testResumePendingRequest_runsThroughEveryGuardAgain() async {
    let session = SignIn()
    let app = walledRouter(session)
    app.navigate(to: VaultRoute.main)
    XCTAssertEqual(app.resumePendingRequest(), .redirected(to: [.push(AuthRoute.login)]))
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, path: [AuthRoute.login, AuthRoute.login]))
    XCTAssertEqual(app.pendingRequest?.commands, [.push(VaultRoute.main)])

    session.signedIn = true
    app.addGuard { _ in .deny("maintenance") }
    XCTAssertEqual(app.resumePendingRequest(), .refused(.denied("maintenance")))
    XCTAssertNil(app.pendingRequest)
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, path: [AuthRoute.login, AuthRoute.login]))
    XCTAssertEqual(issues.recorded, [.refused(.denied("maintenance"))])
  }

  func testDropPendingRequest_forgetsIt_andReturnsIt() async {
    let app = walledRouter(SignIn())
    app.navigate(to: VaultRoute.main)
    XCTAssertEqual(app.dropPendingRequest()?.commands, [.push(VaultRoute.main)])
    XCTAssertNil(app.pendingRequest)
    XCTAssertNil(app.dropPendingRequest())
    app.navigate(to: VaultRoute.shelf(1))
    XCTAssertEqual(issues.recorded, [], "a dropped request is not reported as replaced")
  }

  func testAnExitHandler_resumesThePendingRequest_inItsOwnChange() async {
    let session = SignIn()
    let app = walledRouter(session)
    app.handleExits(DashboardExit.self) { _ in
      session.signedIn = true
      return [.pop(count: 1)] + (app.dropPendingRequest()?.commands ?? [])
    }
    app.navigate(to: VaultRoute.main)
    var events = app.events().makeAsyncIterator()
    XCTAssertEqual(DashboardRouter(app).exit(.openSettings), .applied)
    let vault = NavigationState(root: DashboardRoute.home, path: [VaultRoute.main])
    XCTAssertEqual(app.state, vault)
    guard case .applied(let change)? = await events.next()?.outcome else {
      return XCTFail("the exit is applied")
    }
    XCTAssertEqual(
      change.edits,
      [
        .path(
          .root, kept: 0, removed: [AnyRoute(AuthRoute.login)], added: [AnyRoute(VaultRoute.main)])
      ],
      "the login closes and the vault opens in one change")
    XCTAssertNil(app.pendingRequest)
    XCTAssertEqual(issues.recorded, [])
  }

  func testResumePendingRequest_withNothingPending_isRefused() async {
    let app = AppRouter(state: home)
    XCTAssertEqual(app.resumePendingRequest(), .refused(.nothingPending))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(issues.recorded, [.refused(.nothingPending)])
  }

  func testResumePendingRequest_twice_isRefusedTheSecondTime() async {
    let session = SignIn()
    let app = walledRouter(session)
    app.navigate(to: VaultRoute.main)
    session.signedIn = true
    XCTAssertEqual(app.resumePendingRequest(), .applied)
    XCTAssertEqual(app.resumePendingRequest(), .refused(.nothingPending))
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, path: [AuthRoute.login, VaultRoute.main]))
  }

  func testRedirectChain_thatComesBack_isRefusedNamingTheChain() async {
    let app = AppRouter(state: home)
    app.addGuard(for: PingRoute.self) { _ in .redirect([.push(PongRoute.pong)], resume: false) }
    app.addGuard(for: PongRoute.self) { _ in .redirect([.push(PingRoute.ping)], resume: false) }
    let loop = NavigationRefusal.redirectLoop([
      [.push(PingRoute.ping)], [.push(PongRoute.pong)], [.push(PingRoute.ping)],
    ])
    XCTAssertEqual(app.navigate(to: PingRoute.ping), .refused(loop))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(issues.recorded, [.refused(loop)])
  }

  func testRedirect_toItself_isRefusedAsALoop() async {
    let app = AppRouter(state: home)
    app.addGuard(for: PingRoute.self) { _ in .redirect([.push(PingRoute.ping)], resume: false) }
    let loop = NavigationRefusal.redirectLoop([[.push(PingRoute.ping)], [.push(PingRoute.ping)]])
    XCTAssertEqual(app.navigate(to: PingRoute.ping), .refused(loop))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(issues.recorded, [.refused(loop)])
  }

  func testRedirectChain_thatNeverEnds_isRefusedAfterSixteenSteps() async {
    let app = AppRouter(state: home)
    app.addGuard(for: StepRoute.self) { request in
      let step = request.entering(StepRoute.self).last?.number ?? 0
      return .redirect([.push(StepRoute(number: step + 1))], resume: false)
    }
    let chain: [[NavigationCommand]] = (0...16).map { [.push(StepRoute(number: $0))] }
    XCTAssertEqual(app.navigate(to: StepRoute(number: 0)), .refused(.redirectLoop(chain)))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(issues.recorded, [.refused(.redirectLoop(chain))])
  }

  func testRedirectChain_ofAFewSteps_applies() async {
    for length in 1..<10 {
      let app = AppRouter(state: home)
      app.addGuard(for: StepRoute.self) { request in
        let step = request.entering(StepRoute.self).last?.number ?? 0
        return step < length
          ? .redirect([.push(StepRoute(number: step + 1))], resume: false) : .allow
      }
      XCTAssertEqual(
        app.navigate(to: StepRoute(number: 0)),
        .redirected(to: [.push(StepRoute(number: length))]), "\(length): the commands that applied")
      XCTAssertEqual(
        app.state, NavigationState(root: DashboardRoute.home, path: [StepRoute(number: length)]),
        "\(length)")
    }
    XCTAssertEqual(issues.recorded, [])
  }
}
