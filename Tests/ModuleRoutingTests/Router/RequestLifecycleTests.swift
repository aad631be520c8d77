import NavCore
import TestFixtures
import XCTest

@testable import ModuleRouting

/// The request lifecycle on its own: a value, events in and actions out, with no router, no
/// main actor and no observation.
final class RequestLifecycleTests: XCTestCase {
  private typealias Phase = RequestLifecycle.Phase

  private func request(_ commands: [NavigationCommand]) -> Request {
    Request(commands, from: .app, at: .unknown)
  }

  private func judged(_ commands: [NavigationCommand]) -> NavigationRequest {
    let state = NavigationState(root: DashboardRoute.home)
    return NavigationRequest(
      state: state, change: NavigationChange(from: state, to: state),
      commands: .batch(commands), source: .app)
  }

  private func leave(_ message: String, asked: [ScreenRange]) -> HeldLeave {
    HeldLeave(
      message: message, asker: GuardToken(), request: request([.pop(count: 1)]),
      judged: judged([.pop(count: 1)]), asked: asked)
  }

  /// A lifecycle moved into `phase` by the events that lead there.
  private func lifecycle(in phase: Phase) -> RequestLifecycle {
    var lifecycle = RequestLifecycle()
    switch phase {
    case .idle: break
    case .runningExitHandler: _ = lifecycle.exitHandlerStarts()
    case .applying: _ = lifecycle.requestArrives()
    case .judging:
      _ = lifecycle.requestArrives()
      lifecycle.judgingStarts()
    case .telling:
      _ = lifecycle.requestArrives()
      lifecycle.tellingStarts()
    }
    return lifecycle
  }

  func testARequest_goesThroughItsPhasesInOrder() {
    var lifecycle = RequestLifecycle()
    var phases = [lifecycle.phase]
    XCTAssertNil(lifecycle.requestArrives())
    phases.append(lifecycle.phase)
    lifecycle.judgingStarts()
    phases.append(lifecycle.phase)
    XCTAssertTrue(lifecycle.judgingEnds().isEmpty)
    phases.append(lifecycle.phase)
    lifecycle.tellingStarts()
    phases.append(lifecycle.phase)
    lifecycle.tellingEnds()
    phases.append(lifecycle.phase)
    XCTAssertEqual(phases, [.idle, .applying, .judging, .applying, .telling, .idle])
  }

  func testARequestTakenBack_endsFromApplying() {
    var lifecycle = lifecycle(in: .applying)
    lifecycle.requestEnds()
    XCTAssertEqual(lifecycle.phase, .idle)
  }

  func testARequestArrivingWhileBusy_isRefusedForThePhase_andThePhaseStays() {
    let expected: [(Phase, NavigationRefusal)] = [
      (.runningExitHandler, .navigationInsideExitHandler),
      (.applying, .navigationDuringChange),
      (.judging, .navigationInsideGuard),
      (.telling, .navigationDuringChange),
    ]
    for (phase, refusal) in expected {
      var lifecycle = lifecycle(in: phase)
      XCTAssertEqual(lifecycle.requestArrives()?.refusal, refusal, "\(phase)")
      XCTAssertEqual(lifecycle.exitHandlerStarts()?.refusal, refusal, "\(phase)")
      XCTAssertEqual(lifecycle.phase, phase, "a refusal never moves the lifecycle")
      XCTAssertEqual(lifecycle.busy?.refusal, refusal)
    }
    XCTAssertNil(RequestLifecycle().busy)
  }

  func testAnExitHandler_runsFromIdle_andEndsThere() {
    var lifecycle = RequestLifecycle()
    XCTAssertNil(lifecycle.exitHandlerStarts())
    XCTAssertEqual(lifecycle.phase, .runningExitHandler)
    lifecycle.exitHandlerEnds()
    XCTAssertEqual(lifecycle.phase, .idle)
  }

  func testGuardChanges_waitWhileGuardsJudge_andComeOutInOrderWhenTheyEnd() {
    var lifecycle = lifecycle(in: .judging)
    let tokens = [GuardToken(), GuardToken()]
    XCTAssertNil(lifecycle.guardsChange(.remove(tokens[0])))
    XCTAssertNil(lifecycle.guardsChange(.remove(tokens[1])))
    XCTAssertEqual(lifecycle.guardChangesWaiting.count, 2)
    let made = lifecycle.judgingEnds().compactMap { change -> GuardToken? in
      if case .remove(let token) = change { return token }
      return nil
    }
    XCTAssertEqual(made, tokens)
    XCTAssertTrue(lifecycle.guardChangesWaiting.isEmpty)
    XCTAssertNotNil(lifecycle.guardsChange(.remove(GuardToken())), "made at once")
  }

  func testTellingAgain_fromIdle_movesToTellingAndBack_elsewhereKeepsThePhase() {
    var idle = RequestLifecycle()
    let moved = idle.tellingAgainStarts()
    XCTAssertTrue(moved)
    XCTAssertEqual(idle.phase, .telling)
    idle.toldAgain(moved: moved)
    XCTAssertEqual(idle.phase, .idle)

    var judging = lifecycle(in: .judging)
    let stayed = judging.tellingAgainStarts()
    XCTAssertFalse(stayed)
    judging.toldAgain(moved: stayed)
    XCTAssertEqual(judging.phase, .judging)
  }

  func testPendingRequest_keptReplacesTheOneBefore_andIsTakenOnce() {
    var lifecycle = RequestLifecycle()
    XCTAssertNil(lifecycle.keep(pending: judged([.push(SettingsRoute.main)])))
    let replaced = lifecycle.keep(pending: judged([.push(AuthRoute.login)]))
    XCTAssertEqual(replaced?.commands, [.push(SettingsRoute.main)])
    XCTAssertEqual(lifecycle.takePendingRequest()?.commands, [.push(AuthRoute.login)])
    XCTAssertNil(lifecycle.takePendingRequest())
  }

  func testHeldLeave_confirmedWhileItsScreensStay_isResubmitted() {
    let editor = ScreenRange(stack: .root, fromDepth: 2, routes: [AnyRoute(SettingsRoute.main)])
    var lifecycle = RequestLifecycle()
    XCTAssertNil(lifecycle.hold(leave("Discard?", asked: [editor])))
    lifecycle.screensRemoved(ScreenRange(stack: .root, fromDepth: 3, routes: [AnyRoute(1)]))
    lifecycle.screensRemoved(ScreenRange(stack: .presented, fromDepth: 0, routes: [AnyRoute(1)]))
    guard case .resubmit(let held) = lifecycle.confirmLeave() else {
      return XCTFail("resubmitted")
    }
    XCTAssertEqual(held.message, "Discard?")
    XCTAssertNil(lifecycle.heldLeave)
    guard case .nothingHeld = lifecycle.confirmLeave() else { return XCTFail("nothing held") }
  }

  func testHeldLeave_whoseScreensWentSince_isOutdated() {
    let editor = ScreenRange(stack: .root, fromDepth: 2, routes: [AnyRoute(SettingsRoute.main)])
    var lifecycle = RequestLifecycle()
    _ = lifecycle.hold(leave("Discard?", asked: [editor]))
    lifecycle.screensRemoved(
      ScreenRange(stack: .root, fromDepth: 1, routes: [AnyRoute(1), AnyRoute(2)]))
    guard case .outdated(let held) = lifecycle.confirmLeave() else { return XCTFail("outdated") }
    XCTAssertEqual(held.message, "Discard?")
  }

  func testHeldLeave_replacedByAnother_returnsTheOneReplaced_andCancelDropsIt() {
    var lifecycle = RequestLifecycle()
    XCTAssertNil(lifecycle.hold(leave("first", asked: [])))
    XCTAssertEqual(lifecycle.hold(leave("second", asked: []))?.message, "first")
    XCTAssertEqual(lifecycle.cancelLeave()?.message, "second")
    XCTAssertNil(lifecycle.cancelLeave())
  }

  func testAnImpossibleTransition_namesTheEventAndThePhase() {
    XCTAssertEqual(
      RequestLifecycle.impossible("tellingEnds", in: .judging, expected: .telling),
      "request lifecycle: tellingEnds while judging, which needs telling")
  }
}
