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
  private func lifecycle(in phase: Phase, for mode: Mode = .run) -> RequestLifecycle {
    var lifecycle = RequestLifecycle()
    switch phase {
    case .idle: break
    case .runningExitHandler: _ = lifecycle.exitHandlerStarts()
    case .applying: _ = lifecycle.requestArrives(mode)
    case .judging:
      _ = lifecycle.requestArrives(mode)
      if mode != .refresh { _ = lifecycle.commandsApplied(judging: true) }
    case .telling:
      _ = lifecycle.requestArrives(mode)
      _ = lifecycle.commandsApplied(judging: false)
      lifecycle.tellingStarts()
    }
    return lifecycle
  }

  private typealias Mode = RequestLifecycle.Mode

  /// An action that ends a request, as a value a test compares: an objection by what it says.
  private enum Ending: Equatable {
    case settle
    case revertAndAnswer(String)
    case answer(String)
    case foresee(String?, revert: Bool)

    init(_ action: RequestLifecycle.Action) {
      switch action {
      case .settle: self = .settle
      case .revertAndAnswer(let objection): self = .revertAndAnswer(Self.said(objection))
      case .answer(let objection): self = .answer(Self.said(objection))
      case .foresee(let objection, let revert):
        self = .foresee(objection.map(Self.said), revert: revert)
      }
    }

    static func said(_ objection: Objection) -> String {
      switch objection {
      case .refuse(let refusal): "refuse: \(refusal)"
      case .deny(let reason, _): "deny: \(reason)"
      case .redirect(let commands, _): "redirect: \(commands)"
      case .hold(let message, _, _): "hold: \(message)"
      }
    }
  }

  private let denial = Objection.deny("signed out", by: GuardToken())

  func testARequestNoGuardWatches_isApplied_thenSettled() {
    var lifecycle = RequestLifecycle()
    var phases = [lifecycle.phase]
    XCTAssertEqual(lifecycle.requestArrives(), .apply)
    phases.append(lifecycle.phase)
    XCTAssertEqual(lifecycle.commandsApplied(judging: false), .settle)
    phases.append(lifecycle.phase)
    lifecycle.tellingStarts()
    phases.append(lifecycle.phase)
    lifecycle.tellingEnds()
    phases.append(lifecycle.phase)
    XCTAssertEqual(phases, [.idle, .applying, .applying, .telling, .idle])
  }

  func testARequestGuardsAllow_isApplied_judged_thenSettled() {
    var lifecycle = RequestLifecycle()
    var phases = [lifecycle.phase]
    XCTAssertEqual(lifecycle.requestArrives(.run), .apply)
    phases.append(lifecycle.phase)
    XCTAssertEqual(lifecycle.commandsApplied(judging: true), .judge)
    phases.append(lifecycle.phase)
    let (next, waiting) = lifecycle.judged(nil)
    XCTAssertEqual(Ending(next), .settle)
    XCTAssertTrue(waiting.isEmpty)
    phases.append(lifecycle.phase)
    lifecycle.tellingStarts()
    phases.append(lifecycle.phase)
    lifecycle.tellingEnds()
    phases.append(lifecycle.phase)
    XCTAssertEqual(phases, [.idle, .applying, .judging, .applying, .telling, .idle])
  }

  func testARequestAGuardObjectsTo_isTakenBack_andAnswered_fromIdle() {
    var lifecycle = lifecycle(in: .judging)
    XCTAssertEqual(Ending(lifecycle.judged(denial).next), .revertAndAnswer("deny: signed out"))
    XCTAssertEqual(lifecycle.phase, .idle, "idle, so that a redirect's request may run")
  }

  func testARequestWhoseCommandsAreRefused_isAnsweredWithTheRefusal_fromIdle() {
    var lifecycle = lifecycle(in: .applying)
    XCTAssertEqual(
      Ending(lifecycle.commandsRefused(.popPastRoot(requested: 2, available: 1))),
      .answer("refuse: \(NavigationRefusal.popPastRoot(requested: 2, available: 1))"))
    XCTAssertEqual(lifecycle.phase, .idle)
  }

  func testARequestThatChangesNothingObserved_endsFromApplying() {
    var lifecycle = lifecycle(in: .applying)
    XCTAssertEqual(lifecycle.commandsApplied(judging: false), .settle)
    lifecycle.requestEnds()
    XCTAssertEqual(lifecycle.phase, .idle)
  }

  func testADryRun_goesThroughTheSameSteps_andForeseesInsteadOfSettlingOrAnswering() {
    var unwatched = RequestLifecycle()
    XCTAssertEqual(unwatched.requestArrives(.dryRun), .apply)
    XCTAssertEqual(unwatched.mode, .dryRun)
    XCTAssertEqual(unwatched.commandsApplied(judging: false), .revertAndForeseeApplied)
    XCTAssertEqual(unwatched.phase, .idle)

    var allowed = lifecycle(in: .judging, for: .dryRun)
    XCTAssertEqual(Ending(allowed.judged(nil).next), .foresee(nil, revert: true))
    XCTAssertEqual(allowed.phase, .idle)

    var denied = lifecycle(in: .judging, for: .dryRun)
    XCTAssertEqual(
      Ending(denied.judged(denial).next), .foresee("deny: signed out", revert: true))
    XCTAssertEqual(denied.phase, .idle)

    var refused = lifecycle(in: .applying, for: .dryRun)
    XCTAssertEqual(
      Ending(refused.commandsRefused(.popPastRoot(requested: 2, available: 1))),
      .foresee(
        "refuse: \(NavigationRefusal.popPastRoot(requested: 2, available: 1))", revert: false),
      "the commands took nothing back to revert")
    XCTAssertEqual(refused.phase, .idle)
  }

  func testARefresh_appliesNothing_judgesTheTree_andAnswersWithNothingToTakeBack() {
    var allowed = RequestLifecycle()
    XCTAssertEqual(allowed.requestArrives(.refresh), .judgeTree)
    XCTAssertEqual(allowed.phase, .judging)
    XCTAssertEqual(Ending(allowed.judged(nil).next), .settle)
    XCTAssertEqual(allowed.phase, .applying)
    allowed.requestEnds()
    XCTAssertEqual(allowed.phase, .idle)

    var denied = lifecycle(in: .judging, for: .refresh)
    XCTAssertEqual(Ending(denied.judged(denial).next), .answer("deny: signed out"))
    XCTAssertEqual(denied.phase, .idle)
  }

  func testARequestArrivingWhileBusy_isRefusedForThePhase_andThePhaseStays() {
    let expected: [(Phase, RequestLifecycle.Busy, NavigationRefusal)] = [
      (.runningExitHandler, .runningExitHandler, .navigationInsideExitHandler),
      (.applying, .changing, .navigationDuringChange),
      (.judging, .judging, .navigationInsideGuard),
      (.telling, .changing, .navigationDuringChange),
    ]
    for (phase, busy, refusal) in expected {
      var lifecycle = lifecycle(in: phase)
      XCTAssertEqual(lifecycle.requestArrives(.run), .reject(busy), "\(phase)")
      XCTAssertEqual(lifecycle.requestArrives(.refresh), .reject(busy), "\(phase)")
      XCTAssertEqual(
        lifecycle.requestArrives(.dryRun), .foreseeRefusal(busy),
        "a dry run reverts nothing it did not do")
      XCTAssertEqual(lifecycle.exitHandlerStarts()?.refusal, refusal, "\(phase)")
      XCTAssertEqual(lifecycle.phase, phase, "a refusal never moves the lifecycle")
      XCTAssertEqual(lifecycle.mode, .run, "nor changes the mode of the request it runs")
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
    for mode in [Mode.run, .dryRun, .refresh] {
      var lifecycle = lifecycle(in: .judging, for: mode)
      let tokens = [GuardToken(), GuardToken()]
      XCTAssertNil(lifecycle.guardsChange(.remove(tokens[0])))
      XCTAssertNil(lifecycle.guardsChange(.remove(tokens[1])))
      XCTAssertEqual(lifecycle.guardChangesWaiting.count, 2)
      let made = lifecycle.judged(nil).guardChanges.compactMap { change -> GuardToken? in
        if case .remove(let token) = change { return token }
        return nil
      }
      XCTAssertEqual(made, tokens, "\(mode)")
      XCTAssertTrue(lifecycle.guardChangesWaiting.isEmpty)
      XCTAssertNotNil(lifecycle.guardsChange(.remove(GuardToken())), "made at once")
    }
  }

  func testTellingAgain_fromIdle_movesToTellingAndBack_elsewhereKeepsThePhase() {
    var idle = RequestLifecycle()
    let moved = idle.tellingAgainStarts()
    XCTAssertEqual(moved, .tellAsChange)
    XCTAssertEqual(idle.phase, .telling)
    idle.toldAgain(moved)
    XCTAssertEqual(idle.phase, .idle)

    var judging = lifecycle(in: .judging)
    let stayed = judging.tellingAgainStarts()
    XCTAssertEqual(stayed, .tellInPhase)
    judging.toldAgain(stayed)
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
    XCTAssertEqual(
      RequestLifecycle.impossible("commandsApplied", in: .idle, expected: .applying),
      "request lifecycle: commandsApplied while idle, which needs applying")
  }
}
