import NavCore

/// What a guard said of a request that must not stand as it is.
///
/// Every case is boxed, so an objection is one reference and "no objection", what judging
/// says of almost every request, is a null test: unboxed, the refusal's and the request's
/// routes made every `Objection?` go through its type's value witnesses.
indirect enum Objection {
  /// Refused before any guard asked: it brings in a route type the app cannot show.
  case refuse(NavigationRefusal)
  /// A route guard denied it, for this reason.
  case deny(String, by: GuardToken)
  /// A route guard redirected it to these commands; with `resume`, it kept the request as
  /// guards saw it, to resume.
  case redirect([NavigationCommand], resuming: NavigationRequest?)
  /// A leave guard holds the request, as guards saw it, asking this.
  case hold(String, by: GuardToken, NavigationRequest)
}

extension Objection {
  /// What a request this objection meets returns, once answered: for a dry run, which answers
  /// nothing.
  var foreseenResult: NavigationResult {
    switch self {
    case .refuse(let refusal): .refused(refusal)
    case .deny(let reason, _): .refused(.denied(reason))
    case .redirect(let commands, _): .redirected(to: commands)
    case .hold(let message, _, _): .held(message)
    }
  }

  /// The objection with a redirect's commands acting on the stack at `address`: a refresh of
  /// the guards answers a guard where the screens it was asked about are.
  func scoped(to address: StackAddress) -> Objection {
    guard case .redirect(let commands, let kept) = self else { return self }
    return .redirect([.at(address, commands)], resuming: kept)
  }
}

extension AppRouter {
  /// Runs a request: the one way every public entry point reaches the state, and the only
  /// function that writes it.
  ///
  /// The request waits for nothing: it is refused if the router is in the middle of another
  /// (``RequestLifecycle``). Its commands apply in place; guards judge the state they produce;
  /// if a guard objects, the change is taken back and what it said is done; a change that
  /// stands is settled — the screens it removed release what lived with them, the observers
  /// of the slices it changed are told, the flows it ended resume their callers — and one event
  /// tells of the request, whatever became of it.
  ///
  /// The lifecycle says each step, and what a step does is the `mode`'s: a dry run
  /// (``wouldApply(_:)``) goes through the same steps, takes back what it did and returns what
  /// the request would meet; a refresh of the guards (``refreshGuards(fileID:line:)``) applies
  /// nothing and has the tree judged.
  ///
  /// - Returns: What became of the request; for a dry run, what would become of it, a redirect
  ///   as ``NavigationResult/redirected(to:)`` whatever its commands would meet.
  @discardableResult
  func submit(_ request: Request, as mode: RequestLifecycle.Mode = .run) -> NavigationResult {
    let changed: Bool
    switch core.arrive(mode, applying: request.commands) {
    case .applied(let didChange): changed = didChange
    case .ended(let ending): return end(request, ending)
    case .judgeTree: return end(request, judged(judgeTree(for: request), change: .init()))
    case .reject(let busy): return reject(request, busy.refusal)
    case .foreseeRefusal(let busy): return .refused(busy.refusal)
    }
    // With no guard at all, the commands are not even looked at; a confirmed leave is judged
    // whatever guards are left, to check it still removes what the user agreed to.
    if changed && (request.confirmation != nil || guards.mayObject(to: request)) {
      return judge(request)
    }
    switch core.commandsApplied() {
    case .settle(let change, let holdsLeave):
      settle(change, of: request, holdsLeave: holdsLeave)
    case .foreseeApplied:
      break
    }
    return .applied
  }

  /// Does what ends `request`, once it is judged or its commands are refused.
  private func end(_ request: Request, _ ending: consuming RouterCore.Ending) -> NavigationResult {
    switch consume ending {
    case .settle(let change, let holdsLeave):
      settle(change, of: request, holdsLeave: holdsLeave)
      return .applied
    case .answer(let objection):
      return answer(objection, to: request)
    case .foresee(let objection):
      return objection?.foreseenResult ?? .applied
    }
  }

  /// Whether `request` would apply now: run as a dry run, applied in place, judged as it would
  /// be, then taken back. Nothing changes, no observer is told, no event is sent, nothing is
  /// reported.
  func wouldApply(_ request: Request) -> Bool {
    submit(request, as: .dryRun).isApplied
  }

  /// Has the guards judge the state `request` produced, the screens it brings in and removes,
  /// and does what ends the request.
  ///
  /// Two checked accesses to the router's stored properties, both to the core: to start
  /// judging and to end it (the guard book, only ever replaced, is read unchecked). Each step
  /// in accesses of its own cost a judged request 11 accesses in all instead of 5 (workload 9a,
  /// one global guard; Benchmarks/RESULTS.md).
  ///
  /// - Returns: What became of the request.
  private func judge(_ request: Request) -> NavigationResult {
    var judged = core.startJudging(request)
    let objection = guards.judge(judged, confirmation: request.confirmation)
    return end(request, self.judged(objection, change: judged.takeChange()))
  }

  /// Tells the lifecycle what the guards said, handing back the request's change, and makes
  /// the changes to the guards that waited while they judged.
  ///
  /// Inlined: called apart, it handed back what ends the request through one more copy, read
  /// before its stores had landed (workload 9a, one global guard: 1.50× → 1.48× none, three
  /// runs each; Benchmarks/RESULTS.md).
  ///
  /// - Returns: What ends the request.
  @inline(__always)
  private func judged(_ objection: Objection?, change: consuming NavigationChange)
    -> RouterCore.Ending
  {
    let (ending, waiting) = core.judged(objection, change: change)
    for change in waiting {
      makeGuardChange(change)
    }
    return ending
  }

  /// Settles a change that stands: releases what lived with the screens it removed, anchors
  /// the flow it opened, tells the observers of the slices it changed, closes the flows it
  /// ended, sends its event, and only then resumes those flows' callers — so that a request
  /// a caller makes, a coordinator's `onEnd` showing the next screen, comes after this one in
  /// the events, as its change does in the state.
  func settle(_ change: NavigationChange, of request: Request, holdsLeave: Bool) {
    var ended: [FlowID] = []
    // The removed screens are looked at only when something may be about them: a held leave's
    // question, or what lives with screens from that depth up. A push, which removed none, and
    // a pop above every flow's first screen in a tree keeping no screen's objects go by
    // without building the ranges, whose routes each build retains (workload 8b, one running
    // flow: 1.12× → 1.00× none, 4,837 → 4,310 instructions a push + pop; Benchmarks/RESULTS.md).
    if let depth = change.lowestRemovedDepth,
      holdsLeave || lifetimes.mayRelease(removingFrom: depth)
    {
      change.forEachRemovedRange { removed in
        if holdsLeave { lifecycle.screensRemoved(removed) }
        let endedHere = lifetimes.release(removed)
        // Appending none still goes through the array's growth (Benchmarks/RESULTS.md).
        if !endedHere.isEmpty { ended += endedHere }
      }
    }
    if let id = request.opensFlow, !change.isEmpty,
      let first = storage.sealed(change).screens.firstEntered
    {
      lifetimes.flows.anchor(id, at: first)
    }
    let (changed, listens) = core.changed(by: change)
    if !changed.isEmpty {
      for keyPath in changed {
        withMutation(keyPath: keyPath) {}
      }
      lifecycle.tellingEnds()
    }
    // Optional, not empty: an empty array cost every push + pop (workload 11, RESULTS.md).
    let closed = ended.isEmpty ? nil : closeFlows(ended, finishing: request.finishesFlow)
    // Closing flows runs their code, which may subscribe: ask again then.
    if request.sendsEvent && (closed == nil ? listens : !eventHub.isEmpty) {
      send(request, .applied(storage.sealed(change)), applied: true)
    }
    if let closed { resumeFlows(closed, endedBy: request) }
  }

  /// Does what a guard's objection says, its request already taken back.
  func answer(_ objection: Objection, to request: Request) -> NavigationResult {
    switch objection {
    case .refuse(let refusal):
      return reject(request, refusal)
    case .deny(let reason, let token):
      let refusal = NavigationRefusal.denied(reason)
      NavigationIssue.report(.refused(refusal), at: request.site)
      tellAgain(request.bindingSlice)
      send(request, .denied(by: token, reason: reason))
      return .refused(refusal)
    case .redirect(let commands, let kept):
      if let kept { keepPending(kept, at: request.site) }
      tellAgain(request.bindingSlice)
      let result = follow(commands, from: request)
      send(request, .redirected(to: commands, result))
      if request.sendsEvent { resumeFlows(lifetimes.flows.takeClosedAwaitingEvent()) }
      return result.isApplied ? .redirected(to: commands) : result
    case .hold(let message, let token, let judged):
      let asked = judged.screens.removed
      // A confirmed request that now removes other screens was asked about anew.
      let askedAnew = request.confirmation.map { !$0.covers(asked) } ?? false
      hold(
        HeldLeave(message: message, asker: token, request: request, judged: judged, asked: asked),
        at: request.site, askedAnew: askedAnew)
      tellAgain(request.bindingSlice)
      send(request, .held(message))
      return .held(message)
    }
  }

  /// Applies a redirect through the guards again, refusing a chain that loops or runs long.
  private func follow(_ redirect: [NavigationCommand], from request: Request) -> NavigationResult {
    let chain = request.redirectChain + [request.commands.all]
    guard !chain.contains(redirect), chain.count < Self.redirectLimit else {
      let refusal = NavigationRefusal.redirectLoop(chain + [redirect])
      NavigationIssue.report(.refused(refusal), at: request.site)
      return .refused(refusal)
    }
    var next = Request(redirect, from: .redirect, at: request.site)
    next.redirectChain = chain
    next.forcesLeave = request.forcesLeave || request.source == .guardRefresh
    return submit(next)
  }

  /// The longest chain of redirects followed before it is refused.
  nonisolated static let redirectLimit = 16

  /// Refuses a request: reported, its binding's observers told again, one event.
  func reject(_ request: Request, _ refusal: NavigationRefusal) -> NavigationResult {
    NavigationIssue.report(.refused(refusal), at: request.site)
    tellAgain(request.bindingSlice)
    send(request, .refused(refusal))
    return .refused(refusal)
  }

  /// Tells of a held request the user dropped, staying where they were: one event, the request
  /// denied by the leave guard that asked, its question the reason.
  func tellLeaveCancelled(_ leave: HeldLeave) {
    send(leave.request, .denied(by: leave.asker, reason: leave.message), cancelsLeave: true)
  }

  /// Ends flows, children first, resuming each one's caller once: finished for the flow
  /// `finishing` names, cancelled for the others.
  func endFlows(_ ids: [FlowID], finishing: FinishingFlow? = nil) {
    guard !ids.isEmpty else { return }
    resumeFlows(closeFlows(ids, finishing: finishing))
  }

  /// Takes flows out of the book, children first, each with how it ended: finished for the
  /// flow `finishing` names, cancelled for the others. Their callers are not resumed yet.
  private func closeFlows(_ ids: [FlowID], finishing: FinishingFlow?) -> [ClosedFlow] {
    lifetimes.flows.close(ids).map { id, record in
      if let finishing, finishing.id == id {
        ClosedFlow(record: record, end: .finished(finishing.result))
      } else {
        ClosedFlow(record: record, end: .cancelled)
      }
    }
  }

  /// Resumes the callers of the flows a request's change closed, once its event is sent: now
  /// for a request with an event of its own; for a redirect, whose event is its request's,
  /// once that one is sent.
  private func resumeFlows(_ closed: [ClosedFlow], endedBy request: Request) {
    if request.sendsEvent {
      resumeFlows(closed)
    } else {
      lifetimes.flows.awaitEvent(closed)
    }
  }

  /// Resumes each closed flow's caller, in order.
  private func resumeFlows(_ closed: [ClosedFlow]) {
    for flow in closed {
      flow.record.end(flow.end)
    }
  }

  /// Sends the request's event to every subscriber, when it sends one and anybody listens.
  ///
  /// An applied request's record of change is sealed only for those that take events: a tap
  /// that takes requests is told it applied.
  private func send(
    _ request: Request, _ outcome: @autoclosure () -> NavigationEvent.Outcome,
    applied: Bool = false, cancelsLeave: Bool = false
  ) {
    guard request.sendsEvent, !eventHub.isEmpty else { return }
    let index = eventHub.nextIndex()
    let receivers = eventHub.receivers
    if eventHub.needsEvents {
      let event = NavigationEvent(
        index: index, source: request.source, requested: request.commands, outcome: outcome())
      for (id, buffer) in receivers.buffers where !buffer.send(event) {
        // Its subscriber went: dropped now, not a turn later, so no more events are built for
        // it.
        eventHub.unsubscribe(id)
      }
      for case .events(let receive) in receivers.taps.values {
        receive(event)
      }
    }
    if eventHub.needsRequests {
      let told = ToldRequest(
        index: index, source: request.source, commands: request.commands,
        outcome: applied ? .applied : .other(outcome()),
        leave: cancelsLeave ? .cancelled : request.confirmation == nil ? nil : .confirmed,
        site: request.site)
      for case .requests(let receive) in receivers.taps.values {
        receive(told, self)
      }
    }
  }

  /// Tells the observers of `slice` that it changed, though it did not: a view that already
  /// showed a change the router refused reads the true state again.
  func tellAgain(_ slice: StateSlice?) {
    guard let slice, let keyPath = observation.observedKeyPath(of: slice) else { return }
    let telling = lifecycle.tellingAgainStarts()
    withMutation(keyPath: keyPath) {}
    lifecycle.toldAgain(telling)
  }
}

extension ScreenChanges {
  /// The lowest screen that entered: the one nearest the root of the tree, then the lowest in
  /// its stack.
  var firstEntered: ScreenID? {
    entered.min { lhs, rhs in
      (lhs.stack.steps.count, lhs.fromDepth) < (rhs.stack.steps.count, rhs.fromDepth)
    }
    .map { ScreenID(stack: $0.stack, depth: $0.fromDepth) }
  }
}
