import NavCore

/// Where the router's requests are in their lifecycle, and what waits beside them: the request
/// a guard redirected, the request a leave guard holds and the screens it asked about, and the
/// changes guards make to the guards while they judge.
///
/// A value, events in and actions out, as a channel's state machine is beside its storage:
/// each event about a request answers with what the router performs next — an
/// ``ArrivalAction``, an ``AppliedAction``, then the ``Action`` that ends it — and the router
/// (`AppRouter.submit`, AppRouter+Pipeline.swift) touches nothing else. A request
/// arrives while the router is idle; its commands apply; guards judge the result; it is taken
/// back, or observers are told of it; then the router is idle again. What a request does at
/// each step is its ``Mode``'s: a dry run takes back whatever it did and only says what it
/// would meet, and a refresh of the guards applies nothing and has the tree judged. A request
/// that arrives at any other time — from a guard, an exit handler or an observer — is refused,
/// and a refusal never moves the lifecycle. An event that cannot happen in the current phase
/// is a broken invariant, named with the phase.
struct RequestLifecycle {
  /// What the router is doing.
  enum Phase: Hashable, Sendable {
    /// Nothing: a request may start.
    case idle
    /// An exit handler works out its commands.
    case runningExitHandler
    /// A request's commands apply, or are taken back.
    case applying
    /// Guards judge the state a request produced.
    case judging
    /// Observers are told of a change.
    case telling
  }

  /// What a request is run for.
  enum Mode: Hashable, Sendable {
    /// To apply it: it changes the state, or it is refused, denied, redirected or held, and
    /// everyone concerned is told.
    case run
    /// To know what it would meet: applied and judged as it would be, then taken back, and
    /// nobody is told (``AppRouter/allows(_:)``).
    case dryRun
    /// To have the guards judge the tree as it is: nothing applies, and the request answers
    /// the first guard that objects (``AppRouter/refreshGuards(fileID:line:)``).
    case refresh
  }

  /// What the router does when a request arrives.
  ///
  /// Its payloads are plain values, as are ``AppliedAction``'s: a request no guard judges takes
  /// only these, which the router tests without calling a value witness. One action type for
  /// every event, its cases carrying objections, cost a push + pop 82 instructions (3,267 →
  /// 3,349; 3,299 split, workload 2, Benchmarks/RESULTS.md).
  enum ArrivalAction: Equatable {
    /// Apply the request's commands in place, then tell ``commandsApplied(judging:)`` or
    /// ``commandsRefused(_:)``.
    case apply
    /// Have the guards judge the tree as it is, as if every screen had just come, then tell
    /// ``judged(_:)``.
    case judgeTree
    /// Refuse the request: the router is busy with another. Nothing moved.
    case reject(Busy)
    /// A dry run while the router is busy: it would be refused; nothing moved.
    case foreseeRefusal(Busy)
  }

  /// What the router does once the request's commands applied.
  enum AppliedAction: Equatable {
    /// Have the guards judge the state the commands produced, then tell ``judged(_:)``.
    case judge
    /// The change stands: settle it, and tell its observers.
    case settle
    /// A dry run no guard can object to: take the change back; the request would apply.
    case revertAndForeseeApplied
  }

  /// What ends a request: what the router does once it is judged, or its commands refused.
  enum Action {
    /// The change stands: settle it, and tell its observers.
    case settle
    /// Take the change back, then do what the guard's objection says.
    case revertAndAnswer(Objection)
    /// Do what the objection says — a guard's, or the router's own refusal: nothing changed.
    case answer(Objection)
    /// A dry run is over: take the change back when `revert` says so, and say what the
    /// request would meet — nothing when `objection` is `nil` — doing none of it.
    case foresee(Objection?, revert: Bool)
  }

  /// What confirming the held leave does.
  enum Confirmation {
    /// Nothing is held.
    case nothingHeld
    /// The screens the question was about are gone: the held request is dropped.
    case outdated(HeldLeave)
    /// The held request runs again, past the leave guards that asked, for these screens only.
    case resubmit(HeldLeave)
  }

  private(set) var phase = Phase.idle
  /// What the request being run is run for.
  private(set) var mode = Mode.run
  /// The request a guard redirected with `resume: true`, kept to resume.
  private(set) var pendingRequest: NavigationRequest?
  /// The request a leave guard holds until the user decides.
  private(set) var heldLeave: HeldLeave?
  /// Whether a request since removed a screen the held leave's guard was asked about:
  /// confirming it then drops the held request.
  private var heldLeaveIsOutdated = false
  /// Changes to the guards made while they judge: made once they are done, so a request is
  /// judged by the guards there were when it came.
  private var waitingGuardChanges: [GuardBook.Change] = []

  // MARK: Requests

  /// What keeps the router from taking a request now.
  ///
  /// A plain value, not a `NavigationRefusal?`: every request tests it, and a refusal, whose
  /// cases carry routes, is tested through its type's value witnesses (Benchmarks/RESULTS.md).
  enum Busy: Equatable {
    /// An exit handler is working out an exit's commands.
    case runningExitHandler
    /// Guards are judging a request.
    case judging
    /// A request is changing the state, or its observers are being told.
    case changing

    /// What a request that arrives meanwhile is refused with.
    var refusal: NavigationRefusal {
      switch self {
      case .runningExitHandler: .navigationInsideExitHandler
      case .judging: .navigationInsideGuard
      case .changing: .navigationDuringChange
      }
    }
  }

  /// A request arrives, to be run for `mode`.
  ///
  /// - Returns: ``ArrivalAction/apply``, or for a refresh ``ArrivalAction/judgeTree``, when it
  ///   starts; while the router is busy, a refusal — foreseen, for a dry run — and the
  ///   lifecycle is as it was.
  @inline(__always)  // With the next event inlined too, a plain request's actions are jumps.
  mutating func requestArrives(_ mode: Mode = .run) -> ArrivalAction {
    if let busy { return mode == .dryRun ? .foreseeRefusal(busy) : .reject(busy) }
    self.mode = mode
    guard mode == .refresh else {
      phase = .applying
      return .apply
    }
    phase = .judging
    return .judgeTree
  }

  /// The request's commands applied.
  ///
  /// - Parameter judging: Whether guards may object to what they changed: they changed
  ///   something, and some guard watches it (or the request carries a confirmation to check).
  /// - Returns: ``AppliedAction/judge`` when they may; else ``AppliedAction/settle``, or for a
  ///   dry run ``AppliedAction/revertAndForeseeApplied``.
  @inline(__always)  // Called on every request, as the one before.
  mutating func commandsApplied(judging: Bool) -> AppliedAction {
    expect(.applying, on: "commandsApplied")
    if judging {
      phase = .judging
      return .judge
    }
    guard mode == .dryRun else { return .settle }
    phase = .idle
    return .revertAndForeseeApplied
  }

  /// The request's commands were refused: the state is as it was.
  ///
  /// - Returns: ``Action/answer(_:)`` with the refusal, or for a dry run the refusal foreseen.
  mutating func commandsRefused(_ refusal: NavigationRefusal) -> Action {
    move(from: .applying, to: .idle, on: "commandsRefused")
    return mode == .dryRun ? .foresee(.refuse(refusal), revert: false) : .answer(.refuse(refusal))
  }

  /// The guards judged the request: `objection` is what the first that did not allow it said,
  /// `nil` when all allowed it.
  ///
  /// - Returns: What to do next — ``Action/settle`` for a request all allow, or else
  ///   ``Action/revertAndAnswer(_:)`` (``Action/answer(_:)`` for a refresh, which changed
  ///   nothing); for a dry run, ``Action/foresee(_:revert:)`` — and the changes to the guards
  ///   made while they judged, to make now, in the order made.
  mutating func judged(_ objection: Objection?) -> (next: Action, guardChanges: [GuardBook.Change])
  {
    expect(.judging, on: "judged")
    let next: Action
    switch (mode, objection) {
    case (.run, nil), (.refresh, nil):
      phase = .applying
      next = .settle
    case (.run, let objection?):
      phase = .idle
      next = .revertAndAnswer(objection)
    case (.refresh, let objection?):
      phase = .idle
      next = .answer(objection)
    case (.dryRun, let objection):
      phase = .idle
      next = .foresee(objection, revert: true)
    }
    // Taken only when there are some: there almost never are.
    var waiting: [GuardBook.Change] = []
    if !waitingGuardChanges.isEmpty { swap(&waiting, &waitingGuardChanges) }
    return (next, waiting)
  }

  /// An exit handler is about to work out an exit's commands.
  ///
  /// - Returns: `nil` when it starts; else what keeps the router busy.
  mutating func exitHandlerStarts() -> Busy? {
    admit(into: .runningExitHandler)
  }

  /// The exit handler returned its commands.
  mutating func exitHandlerEnds() {
    move(from: .runningExitHandler, to: .idle, on: "exitHandlerEnds")
  }

  /// The change stands and no observer is told of it: the router is idle again.
  mutating func requestEnds() {
    move(from: .applying, to: .idle, on: "requestEnds")
  }

  /// The request stands: its observers are told.
  mutating func tellingStarts() {
    move(from: .applying, to: .telling, on: "tellingStarts")
  }

  /// The observers were told: the request is done.
  mutating func tellingEnds() {
    move(from: .telling, to: .idle, on: "tellingEnds")
  }

  /// How the observers of a slice a refused binding wrote are told again.
  enum TellAgainAction: Equatable {
    /// From idle, as of a change: the router is telling until ``toldAgain(_:)``.
    case tellAsChange
    /// From any other phase, in that phase: a request the observers make is refused as one
    /// from there.
    case tellInPhase
  }

  /// Observers of a slice a refused binding wrote are to be told again.
  ///
  /// - Returns: How to tell them, to give back to ``toldAgain(_:)``.
  mutating func tellingAgainStarts() -> TellAgainAction {
    guard phase == .idle else { return .tellInPhase }
    phase = .telling
    return .tellAsChange
  }

  /// The observers told again were told, as `action` said.
  mutating func toldAgain(_ action: TellAgainAction) {
    if action == .tellAsChange { move(from: .telling, to: .idle, on: "toldAgain") }
  }

  // MARK: Guards

  /// A guard is added or removed.
  ///
  /// - Returns: The change to make now, or `nil` when it waits until the guards judging a
  ///   request are done.
  mutating func guardsChange(_ change: GuardBook.Change) -> GuardBook.Change? {
    guard phase == .judging else { return change }
    waitingGuardChanges.append(change)
    return nil
  }

  /// The changes to the guards still waiting, for a question about what the guards will be.
  var guardChangesWaiting: [GuardBook.Change] {
    waitingGuardChanges
  }

  // MARK: The pending request

  /// Keeps the request a guard redirected, to resume.
  ///
  /// - Returns: The request it replaces, to report.
  mutating func keep(pending request: NavigationRequest) -> NavigationRequest? {
    defer { pendingRequest = request }
    return pendingRequest
  }

  /// Takes the pending request out, to resume or to drop it.
  mutating func takePendingRequest() -> NavigationRequest? {
    pendingRequest.take()
  }

  // MARK: The held leave

  /// Holds a request a leave guard asks about.
  ///
  /// - Returns: The held leave it replaces, to report.
  mutating func hold(_ leave: HeldLeave) -> HeldLeave? {
    defer {
      heldLeave = leave
      heldLeaveIsOutdated = false
    }
    return heldLeave
  }

  /// Whether a leave guard holds a request.
  var holdsLeave: Bool {
    heldLeave != nil
  }

  /// A request removed the screens of `removed`: a held leave asked about any of them is about
  /// screens that are gone.
  mutating func screensRemoved(_ removed: ScreenRange) {
    guard let asked = heldLeave?.asked, !asked.isEmpty else { return }
    if asked.contains(where: { $0.overlaps(removed) }) {
      heldLeaveIsOutdated = true
    }
  }

  /// The user confirmed the held leave.
  mutating func confirmLeave() -> Confirmation {
    guard let leave = heldLeave.take() else { return .nothingHeld }
    return heldLeaveIsOutdated ? .outdated(leave) : .resubmit(leave)
  }

  /// The user cancelled the held leave.
  ///
  /// - Returns: The leave dropped, if one was held.
  mutating func cancelLeave() -> HeldLeave? {
    heldLeave.take()
  }

  // MARK: Transitions

  private mutating func admit(into next: Phase) -> Busy? {
    guard phase == .idle else { return busy }
    phase = next
    return nil
  }

  /// What keeps the router from taking a request now; `nil` while it is idle.
  var busy: Busy? {
    switch phase {
    case .idle: nil
    case .runningExitHandler: .runningExitHandler
    case .judging: .judging
    case .applying, .telling: .changing
    }
  }

  private mutating func move(from expected: Phase, to next: Phase, on event: String) {
    expect(expected, on: event)
    phase = next
  }

  private func expect(_ expected: Phase, on event: String) {
    guard phase == expected else {
      preconditionFailure(Self.impossible(event, in: phase, expected: expected))
    }
  }

  /// What a broken invariant says: the event, the phase it came in, and the one it needs.
  static func impossible(_ event: String, in phase: Phase, expected: Phase) -> String {
    "request lifecycle: \(event) while \(phase), which needs \(expected)"
  }
}

/// A request a leave guard holds until the user decides, and what the guard was asked about.
///
/// A class only so that the lifecycle tells whether one is held by a pointer, on every request;
/// it is never changed once made.
final class HeldLeave {
  /// What the leave guard asks.
  let message: String
  /// The leave guard that asks.
  let asker: GuardToken
  /// The request held, as submitted.
  let request: Request
  /// The request as the guards saw it.
  let judged: NavigationRequest
  /// The screens the request would have removed when the guard asked: a confirmation
  /// applies the request only while it removes these screens and no others.
  let asked: [ScreenRange]

  init(
    message: String, asker: GuardToken, request: Request, judged: NavigationRequest,
    asked: [ScreenRange]
  ) {
    self.message = message
    self.asker = asker
    self.request = request
    self.judged = judged
    self.asked = asked
  }
}

extension ScreenRange {
  /// Whether this range and `other` share a screen.
  func overlaps(_ other: ScreenRange) -> Bool {
    stack == other.stack && fromDepth < other.fromDepth + other.routes.count
      && other.fromDepth < fromDepth + routes.count
  }

  /// Whether every screen of `other` is one of these.
  func covers(_ other: ScreenRange) -> Bool {
    stack == other.stack && fromDepth <= other.fromDepth
      && other.fromDepth + other.routes.count <= fromDepth + routes.count
  }
}
