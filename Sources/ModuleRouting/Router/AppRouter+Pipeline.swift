import NavCore

/// The commands of one request: one, kept without an array on the hot path, or a batch.
enum RequestCommands: Sendable {
  case one(NavigationCommand)
  case many([NavigationCommand])

  var all: [NavigationCommand] {
    switch self {
    case .one(let command): [command]
    case .many(let commands): commands
    }
  }
}

/// The routes a command can bring into the tree, as its caller knows them: a push of a
/// module's route brings in that route type at most, a pop brings in nothing. With guards
/// registered, a request that no guard can judge then skips them without being kept.
enum EnteringRoutes {
  /// Anything: guards judge the request.
  case unknown
  /// No route.
  case nothing
  /// Routes of this type at most, identified as ``NavCore/AnyRoute`` identifies route types.
  case only(ObjectIdentifier)

  /// Routes of type `Route` at most.
  static func only<Route>(_ type: Route.Type) -> Self {
    .only(typeIdentity(of: type))
  }
}

/// How a request is submitted, beyond its commands and source.
struct Submission {
  /// The redirects that led to this request, oldest first, to refuse a loop.
  var redirectChain: [[NavigationCommand]] = []
  /// The leave guards already confirmed for this request.
  var confirmedLeaves: Set<GuardToken> = []
  /// The slice a binding wrote: if the request does not apply, its observers are told again,
  /// so a view that already moved learns the true state.
  var bindingSlice: StateSlice?
  /// Whether an event is sent: not for a redirect, which its request's event describes.
  var sendsEvent = true
  /// The call that made the request, for the issues it causes.
  var site = CallSite.unknown

  init(site: CallSite = .unknown) {
    self.site = site
  }
}

/// What became of a submitted request.
struct Submitted {
  var result: NavigationResult
  /// The screens it brought in and removed, when it applied.
  var screens: ScreenChanges?
}

/// A guard's verdict on a request that must not apply as it is.
private enum Verdict {
  case refuse(NavigationRefusal)
  case deny(String, by: GuardToken)
  case redirect([NavigationCommand], resume: Bool, NavigationRequest)
  case hold(String, by: GuardToken, NavigationRequest)

  /// The verdict of a guard's objection to `request`.
  init(_ objection: Objection, on request: NavigationRequest) {
    switch objection {
    case .deny(let reason, let token): self = .deny(reason, by: token)
    case .redirect(let commands, let resume): self = .redirect(commands, resume: resume, request)
    case .hold(let message, let token): self = .hold(message, by: token, request)
    }
  }
}

/// What the first guard that does not allow a request says, without the request: a value
/// passed back in registers, so a request the guards allow costs no copy of it.
private enum Objection {
  case deny(String, GuardToken)
  case redirect([NavigationCommand], resume: Bool)
  case hold(String, GuardToken)
}

extension AppRouter {
  /// Submits one command: with no guard that can judge it, no event subscriber and no check
  /// of showable routes, straight to the state and settled, with nothing kept for a request;
  /// with guards that may judge it, through ``submitJudged(_:from:at:)``; otherwise through
  /// ``submit(_:from:_:wantsScreens:)``.
  func submit(
    _ command: consuming NavigationCommand, from source: consuming NavigationSource,
    entering: EnteringRoutes = .unknown, at site: CallSite = .unknown
  ) -> NavigationResult {
    guard activity == .idle, eventHub.isEmpty, showableRoutes == nil else {
      return submit(.one(command), from: source, Submission(site: site)).result
    }
    if !guards.isEmpty && guards.mayJudge(entering) {
      return submitJudged(command, from: source, at: site)
    }
    let outcome: CommandOutcome
    var noted = FocusedPathEdit.other
    do {
      activity = .applying
      defer { activity = .idle }
      outcome = try storage.applyCommand(command, noting: &noted)
    } catch {
      return reject(error, [], source, Submission(site: site)).result
    }
    settle(outcome, noted: noted)
    return .applied
  }

  /// Submits one command that guards may judge, with no event subscriber and no check of
  /// showable routes: the command and its change move into the request the guards see,
  /// which is built once and read back from.
  private func submitJudged(
    _ command: consuming NavigationCommand, from source: consuming NavigationSource,
    at site: CallSite
  ) -> NavigationResult {
    let change: CommandOutcome
    var noted = FocusedPathEdit.other
    do {
      activity = .applying
      defer { activity = .idle }
      change = try storage.applyCommand(keeping: command, noting: &noted)
    } catch {
      return reject(error, [command], source, Submission(site: site)).result
    }
    // A noted push or pop changed something: only the rest need a match, which copies.
    if case .other = noted, case .unchanged = change { return .applied }
    if guards.hasOnlyGlobalGuards {
      // They judge every request and need nothing worked out: no list of guards is made.
      let request = NavigationRequest(
        requestCommands: .one(command), source: consume source, snapshot: stateBox,
        change: consume change)
      return close(request, askGlobalGuards(about: request), noted: noted, at: site)
    }
    guard let asked = guards.toAsk(about: change, noted, in: storage) else {
      settle(change, noted: noted)
      return .applied
    }
    let request = NavigationRequest(
      requestCommands: .one(command), source: consume source, snapshot: stateBox,
      change: consume change)
    return close(request, ask(asked, about: request, confirmed: []), noted: noted, at: site)
  }

  /// Settles a request its guards allow (no `objection`), or takes it back and does what the
  /// objection says.
  @inline(__always)
  private func close(
    _ request: NavigationRequest, _ objection: Objection?, noted: FocusedPathEdit,
    at site: CallSite
  ) -> NavigationResult {
    guard let objection else {
      settle(request.change, noted: noted)
      return .applied
    }
    return takeBack(
      request.change, noted, Verdict(objection, on: request), request.commands, request.source,
      Submission(site: site)
    ).result
  }

  /// The pipeline every request runs through: apply in place, judge the resulting state
  /// (screens known, route guards, leave guards), take it back if it must not stand, else
  /// settle it (objects, observers, flows); then one event.
  @discardableResult
  func submit(
    _ commands: consuming RequestCommands, from source: NavigationSource,
    _ submission: Submission = Submission(), wantsScreens: Bool = false
  ) -> Submitted {
    guard activity == .idle else { return reject(nestedRefusal, commands.all, source, submission) }
    // The commands are kept beyond their application only when a guard or an event needs them.
    let needsRequest = !guards.isEmpty || !eventHub.isEmpty || showableRoutes != nil
    let kept: RequestCommands = needsRequest ? copy commands : .many([])
    let change: CommandOutcome
    var noted = FocusedPathEdit.other
    do {
      activity = .applying
      defer { activity = .idle }
      change = try storage.applyCommand(commands, noting: &noted)
    } catch {
      return reject(error, kept.all, source, submission)
    }
    // A noted push or pop changed something: only the rest need a match, which copies.
    if case .other = noted, case .unchanged = change {
      send(kept.all, source, .applied(before: storage, after: storage), submission)
      return Submitted(result: .applied, screens: wantsScreens ? ScreenChanges() : nil)
    }
    if needsRequest, let verdict = judge(change, noted, kept, source, submission) {
      return takeBack(change, noted, verdict, kept.all, source, submission)
    }
    if eventHub.isEmpty {
      return Submitted(
        result: .applied, screens: settle(change, noted: noted, wantsScreens: wantsScreens))
    }
    let before = beforeState(undoing: change)
    let screens = settle(change, noted: noted, wantsScreens: wantsScreens)
    send(kept.all, source, .applied(before: before, after: storage), submission)
    return Submitted(result: .applied, screens: screens)
  }

  /// The refusal of a request made while the router is busy.
  var nestedRefusal: NavigationRefusal {
    switch activity {
    case .runningExitHandler: .navigationInsideExitHandler
    case .judging: .navigationInsideGuard
    case .idle, .applying, .changing: .navigationDuringChange
    }
  }

  private func beforeState(undoing change: CommandOutcome) -> NavigationState {
    var state = storage
    change.revert(&state)
    return state
  }

  /// Whether the state the request produced may stand; `nil` when it may.
  ///
  /// Nothing is built for guards that do not apply: with none for the routes that entered or
  /// left and no global one, the request is never made.
  private func judge(
    _ change: CommandOutcome, _ noted: FocusedPathEdit, _ commands: RequestCommands,
    _ source: NavigationSource, _ submission: Submission
  ) -> Verdict? {
    if let showable = showableRoutes {
      var unknown: AnyRoute?
      RouteDelta(change, noted: noted, in: storage).forEachEntering { route in
        if unknown == nil && !showable.contains(route.routeType) { unknown = route }
      }
      if let unknown { return .refuse(.noScreen(for: RouteType(of: unknown))) }
    }
    guard let asked = guards.toAsk(about: change, noted, in: storage) else { return nil }
    let request = NavigationRequest(
      requestCommands: commands, source: source, snapshot: stateBox, change: change)
    guard let objection = ask(asked, about: request, confirmed: submission.confirmedLeaves) else {
      return nil
    }
    return Verdict(objection, on: request)
  }

  /// What the guards in `asked` say of `request`, in order: the objection of the first that
  /// does not allow it, `nil` when all do; a leave guard in `confirmed` is not asked again.
  ///
  /// Inlined into the two callers, so that a request the guards allow goes from the guards
  /// to being settled with no call and no copy in between.
  @inline(__always)
  private func ask(
    _ asked: GuardBook.Asked, about request: NavigationRequest, confirmed: Set<GuardToken>
  ) -> Objection? {
    activity = .judging
    defer { endJudging() }
    for index in asked.routeGuards.indices {
      switch asked.routeGuards[index].decide(request) {
      case .allow: continue
      case .deny(let reason): return .deny(reason, asked.routeGuards[index].token)
      case .redirect(let commands, let resume): return .redirect(commands, resume: resume)
      }
    }
    for entry in asked.leaveGuards where !confirmed.contains(entry.token) {
      if case .confirm(let message) = entry.decide(request) { return .hold(message, entry.token) }
    }
    return nil
  }

  /// What the global guards say of `request`, when they are the only guards: the objection
  /// of the first that does not allow it, `nil` when all do.
  ///
  /// They are read one at a time from the book, which no guard changes while they judge
  /// (changes wait for ``endJudging()``), so no list of them is copied.
  @inline(__always)
  private func askGlobalGuards(about request: NavigationRequest) -> Objection? {
    activity = .judging
    defer { endJudging() }
    var index = 0
    while let entry = guards.globalGuard(at: index) {
      switch entry.decide(request) {
      case .allow: index += 1
      case .deny(let reason): return .deny(reason, entry.token)
      case .redirect(let commands, let resume): return .redirect(commands, resume: resume)
      }
    }
    return nil
  }

  /// Ends a judgement: the router is idle again, and the changes guards made to the book
  /// while they judged are made.
  @inline(__always)
  private func endJudging() {
    activity = .idle
    if guards.hasWaitingChanges { guards.makeWaitingChanges() }
  }

  /// Takes back a change a verdict refuses, then does what the verdict says.
  private func takeBack(
    _ change: CommandOutcome, _ noted: FocusedPathEdit, _ verdict: Verdict,
    _ commands: [NavigationCommand], _ source: NavigationSource, _ submission: Submission
  ) -> Submitted {
    change.revert(&storage)
    if case .other = noted, !change.keepsFocus { focusCache = nil }
    return handle(verdict, commands, source, submission)
  }

  /// Does what a verdict says, the request already taken back.
  private func handle(
    _ verdict: Verdict, _ commands: [NavigationCommand], _ source: NavigationSource,
    _ submission: Submission
  ) -> Submitted {
    switch verdict {
    case .refuse(let refusal):
      return reject(refusal, commands, source, submission)
    case .deny(let reason, let token):
      let refusal = NavigationRefusal.denied(reason)
      NavigationIssue.report(.refused(refusal), at: submission.site)
      tellAgain(submission.bindingSlice)
      send(commands, source, .denied(by: token, reason: reason), submission)
      return Submitted(result: .refused(refusal))
    case .redirect(let redirect, let resume, let request):
      if resume { keepPending(request, at: submission.site) }
      tellAgain(submission.bindingSlice)
      let result = follow(redirect, from: commands, submission)
      send(commands, source, .redirected(to: redirect, result), submission)
      return Submitted(result: result.isApplied ? .redirected(to: redirect) : result)
    case .hold(let message, let token, let request):
      pendingLeave = PendingLeave(
        message: message, request: request,
        confirmed: submission.confirmedLeaves.union([token]))
      tellAgain(submission.bindingSlice)
      send(commands, source, .held(message), submission)
      return Submitted(result: .held(message))
    }
  }

  /// Applies a redirect through the guards again, refusing a chain that loops or runs long.
  private func follow(
    _ redirect: [NavigationCommand], from commands: [NavigationCommand], _ submission: Submission
  ) -> NavigationResult {
    let chain = submission.redirectChain + [commands]
    guard !chain.contains(redirect), chain.count < Self.redirectLimit else {
      let refusal = NavigationRefusal.redirectLoop(chain + [redirect])
      NavigationIssue.report(.refused(refusal), at: submission.site)
      return .refused(refusal)
    }
    var next = Submission(site: submission.site)
    next.redirectChain = chain
    next.sendsEvent = false
    return submit(.many(redirect), from: .redirect, next).result
  }

  /// The longest chain of redirects followed before it is refused.
  nonisolated static let redirectLimit = 16

  /// Refuses a request: reported, its binding's observers told again, one event.
  func reject(
    _ refusal: NavigationRefusal, _ commands: [NavigationCommand], _ source: NavigationSource,
    _ submission: Submission
  ) -> Submitted {
    NavigationIssue.report(.refused(refusal), at: submission.site)
    tellAgain(submission.bindingSlice)
    send(commands, source, .refused(refusal), submission)
    return Submitted(result: .refused(refusal))
  }

  private func send(
    _ commands: [NavigationCommand], _ source: NavigationSource,
    _ outcome: @autoclosure () -> NavigationEvent.Outcome, _ submission: Submission
  ) {
    guard submission.sendsEvent, !eventHub.isEmpty else { return }
    let event = eventHub.event(source, commands, outcome())
    let receivers = eventHub.receivers
    for stream in receivers.streams {
      stream.yield(event)
    }
    for receive in receivers.taps {
      receive(event)
    }
  }

  /// Tells the observers of `slice` that it changed, though it did not: a view that already
  /// showed a change the router refused reads the true state again.
  private func tellAgain(_ slice: StateSlice?) {
    guard let slice, observedSlices.remove(slice) != nil else { return }
    activity = .changing
    withMutation(keyPath: keyPath(for: slice)) {}
    activity = .idle
  }
}

extension NavigationState {
  /// Applies a request's commands in place: one command without a transaction, a batch in one.
  fileprivate mutating func applyCommand(
    _ commands: consuming RequestCommands, noting noted: inout FocusedPathEdit
  ) throws(NavigationRefusal) -> CommandOutcome {
    switch consume commands {
    case .one(let command):
      return try applyCommand(command, noting: &noted)
    case .many(let commands):
      var transaction = NavigationTransaction()
      try transaction.apply(commands, to: &self)
      return transaction.isEmpty ? .unchanged : .scoped(transaction)
    }
  }
}
