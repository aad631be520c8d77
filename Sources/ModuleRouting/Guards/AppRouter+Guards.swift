import NavCore

extension AppRouter {
  /// Adds a guard for requests that would bring a route of type `Route` into the tree —
  /// pushed, presented, in any tab, by any entry point, whatever static type the caller used.
  ///
  /// ```swift
  /// let wall = app.addGuard(for: ProfileRoute.self) { request in
  ///   session.signedIn
  ///     ? .allow : .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: true)
  /// }
  /// ```
  ///
  /// A guard decides from the request and the app's own state, and is free of side effects:
  /// the router may ask it again (``refreshGuards(fileID:line:)``), or at any time, as a dry
  /// run, to know what a request would meet (``allows(_:)``: the SwiftUI layer asks after each
  /// change whether a swipe back or a swipe down may start).
  ///
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard<Route: Hashable & Sendable>(
    for type: Route.Type,
    _ decide: @escaping @MainActor @Sendable (NavigationRequest) -> GuardDecision
  ) -> GuardToken {
    let entry = GuardBook.RouteEntry(token: GuardToken(), decide: decide)
    changeGuards(.add(entry, for: typeIdentity(of: Route.self)))
    return entry.token
  }

  /// Adds a guard that judges every request.
  ///
  /// Like every guard it is free of side effects: the router may ask it as a dry run
  /// (``allows(_:)``), for a request nobody makes.
  ///
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard(
    _ decide: @escaping @MainActor @Sendable (NavigationRequest) -> GuardDecision
  ) -> GuardToken {
    let entry = GuardBook.RouteEntry(token: GuardToken(), decide: decide)
    changeGuards(.add(entry, for: nil))
    return entry.token
  }

  /// Adds a guard asked whenever a request would remove a screen of type `Route` — a pop, a
  /// back, a dismissal, a swipe back, a switch of root, a flow ending.
  ///
  /// ```swift
  /// app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
  /// ```
  ///
  /// Like every guard it is free of side effects: the router asks it as a dry run
  /// (``allows(_:)``) to know whether the user may start to swipe the screen away, and only a
  /// request that is made holds and asks the question.
  ///
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addLeaveGuard<Route: Hashable & Sendable>(
    for type: Route.Type,
    _ decide: @escaping @MainActor @Sendable (NavigationRequest) -> LeaveDecision
  ) -> GuardToken {
    let entry = GuardBook.LeaveEntry(token: GuardToken(), decide: decide)
    changeGuards(.addLeave(entry, for: typeIdentity(of: Route.self)))
    return entry.token
  }

  /// Removes a route guard or a leave guard.
  ///
  /// Guards may add and remove guards, themselves included. While guards judge a request, the
  /// change waits until it is judged: every request is judged by the guards registered when
  /// it came.
  ///
  /// - Returns: Whether there was a guard with this token (one that will be gone once the
  ///   request being judged is).
  @discardableResult
  public func removeGuard(_ token: GuardToken) -> Bool {
    guard guards.holds(token, after: lifecycle.guardChangesWaiting) else { return false }
    changeGuards(.remove(token))
    return true
  }

  /// Makes a change to the guards now, or once the guards judging a request are done.
  private func changeGuards(_ change: GuardBook.Change) {
    if let now = lifecycle.guardsChange(change) { makeGuardChange(now) }
  }

  /// Makes a change to the guards: the router keeps a new book.
  func makeGuardChange(_ change: GuardBook.Change) {
    guards = guards.making(change)
  }

  /// Has the guards judge the tree as it is, as if every screen in it had just come: for when
  /// what they decide from changed (the user signed out on a screen only signed-in users see).
  ///
  /// The guards are asked stack by stack, the tree's own first: each request's
  /// ``NavigationRequest/source`` is ``NavigationSource/guardRefresh`` and its
  /// ``NavigationRequest/screens`` bring in every screen of one stack, in one range whose
  /// ``ScreenRange/stack`` says where they are. Leave guards are not asked, since nothing
  /// leaves. The first guard that objects is answered, for the stack it was asked about:
  ///
  /// - A redirect acts on that stack, through the pipeline: on the focused stack as any
  ///   request's does, and on any other stack scoped to it with
  ///   ``NavigationCommand/at(_:_:)``, so that `.popToRoot` pops the stack holding the guarded
  ///   screen, not the one the user looks at. Leave guards cannot hold
  ///   it: they are told the screens go (``NavigationRequest/forcesLeave``). With
  ///   `resume: true` it keeps a request that sets that stack back as it was, and nothing
  ///   else: what the user did elsewhere since stays. If the stack is gone by then, resuming
  ///   is refused and reported.
  /// - A denial changes nothing: it is reported and returned.
  ///
  /// ```swift
  /// session.signOut()
  /// app.refreshGuards()  // a guard redirects away from the account screen on view
  /// ```
  ///
  /// - Returns: ``NavigationResult/applied`` when every guard allows the tree, else what a
  ///   guard decided.
  @discardableResult
  public func refreshGuards(fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    submit(Request([], from: .guardRefresh, at: CallSite(fileID, line)), as: .refresh)
  }

  /// What the guards say of the tree as it is, for a refresh of the guards: `nil` when they
  /// allow every stack, else the first objection, answered for the stack it was asked about.
  ///
  /// Each stack, the tree's own first, is judged as a request from `refresh`'s call that sets
  /// the stack back as it is, every screen of it entering. On the focused stack a redirect's
  /// commands act there already, and those about the whole app (a tab to select, a root to
  /// set) keep their meaning; elsewhere they are scoped to the stack holding the screen.
  func judgeTree(for refresh: Request) -> Objection? {
    for stack in ScreenChanges(from: nil, to: storage.state).entered {
      let request = Request(
        Self.restoring(stack, from: storage.state), from: .guardRefresh, at: refresh.site)
      let objection = guards.ask(
        storage.startJudging(request, refreshing: stack), confirmation: nil)
      guard let objection else { continue }
      let focused = stack.stack == storage.state.focusedAddress
      return focused ? objection : objection.scoped(to: stack.stack)
    }
    return nil
  }

  /// The commands that set the stack of `range` back as `state` holds it: its root and path,
  /// or, for a stack holding tabs, its path only, so that the tabs stay as they are.
  private static func restoring(_ range: ScreenRange, from state: NavigationState)
    -> [NavigationCommand]
  {
    guard let stack = state[stack: range.stack] else { return [] }
    let commands: [NavigationCommand] =
      stack.tabs == nil
      ? [.setState(NavigationState(root: stack.root, path: stack.path))] : [.setPath(stack.path)]
    return [.at(range.stack, commands)]
  }

  /// The request a guard redirected with `resume: true`, kept to resume.
  ///
  /// Observable: a view that reads it is told when it changes.
  public var pendingRequest: NavigationRequest? {
    access(keyPath: \.pendingRequest)
    return lifecycle.pendingRequest
  }

  /// The request a leave guard holds until the user decides, and what it asks.
  ///
  /// Observable: a view that reads it — a confirmation dialog, say — is told when a request
  /// is held, and when the user confirms or cancels.
  public var pendingLeave: PendingLeave? {
    access(keyPath: \.pendingLeave)
    return lifecycle.heldLeave.map {
      PendingLeave(message: $0.message, request: $0.judged, screens: $0.asked)
    }
  }

  /// Runs the request a guard redirected, through every guard again.
  ///
  /// - Returns: What became of it, or a refusal when nothing is pending.
  @discardableResult
  public func resumePendingRequest(fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    let site = CallSite(fileID, line)
    guard lifecycle.phase == .idle, let pending = takePendingRequest() else {
      return reject(Request([], from: .app, at: site), lifecycle.busy?.refusal ?? .nothingPending)
    }
    return submit(Request(pending.commands, from: pending.source, at: site))
  }

  /// Forgets the request a guard redirected without running it: the user gave up on it, or an
  /// exit handler returns its commands in its own batch, to resume it in the same change.
  ///
  /// ```swift
  /// app.handleExits(AuthExit.self) { exit, _ in
  ///   [.dismiss] + (app.dropPendingRequest()?.commands ?? [])  // one change, through the guards
  /// }
  /// ```
  ///
  /// - Returns: The request, if one was pending.
  @discardableResult
  public func dropPendingRequest() -> NavigationRequest? {
    takePendingRequest()
  }

  /// Applies the request a leave guard holds, past that leave guard, as long as it removes
  /// the screens the guard asked about and no others; other guards still judge it.
  ///
  /// If a request since removed a screen the guard asked about, or the held request would no
  /// longer remove every one of them (a back after a push would pop the new screen), the held
  /// request is dropped as outdated (``NavigationRefusal/heldRequestOutdated(_:)``) and
  /// reported. If it would still remove them and other screens too (a pop to the root after a
  /// push), the leave guards are asked again, and a new question replaces the old one,
  /// reported.
  ///
  /// - Returns: What became of the held request, or a refusal when nothing is held.
  @discardableResult
  public func confirmLeave(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    let site = CallSite(fileID, line)
    guard lifecycle.phase == .idle else {
      return reject(Request([], from: .app, at: site), lifecycle.busy?.refusal ?? .nothingPending)
    }
    let confirmation = lifecycle.confirmLeave()
    if case .nothingHeld = confirmation {
      return reject(Request([], from: .app, at: site), .nothingPending)
    }
    withMutation(keyPath: \.pendingLeave) {}
    switch confirmation {
    case .nothingHeld:
      return .refused(.nothingPending)
    case .outdated(let leave):
      var request = leave.request
      request.site = site
      return reject(request, .heldRequestOutdated(leave.request.commands.all))
    case .resubmit(let leave):
      var request = leave.request
      request.site = site
      var confirmed = request.confirmation?.guards ?? []
      confirmed.insert(leave.asker)
      request.confirmation = LeaveConfirmation(guards: confirmed, screens: leave.asked)
      return submit(request)
    }
  }

  /// Drops the request a leave guard holds; the state stays as it is.
  ///
  /// The user stayed: the held request ends denied by the leave guard that asked, its question
  /// the reason, told in one event (a recording keeps it, so a replay stays too).
  ///
  /// - Returns: The request dropped, if one was held.
  @discardableResult
  public func cancelLeave() -> NavigationRequest? {
    guard let leave = lifecycle.cancelLeave() else { return nil }
    withMutation(keyPath: \.pendingLeave) {}
    tellLeaveCancelled(leave)
    return leave.judged
  }

  /// Cancels the held leave if it is still `asked` — the same question about the same request
  /// — for a dialog closed without an answer: a button answered first (the leave was
  /// confirmed or cancelled), or another question came since, and this does nothing. A host
  /// calls it a turn after its dialog closes, whichever order the toolkit reports the close
  /// and the button in.
  ///
  /// ```swift
  /// let asked = app.pendingLeave
  /// // the alert closed with no button: a turn later
  /// Task { @MainActor in if let asked { app.cancelLeave(ifStill: asked) } }
  /// ```
  ///
  /// - Returns: Whether it cancelled.
  @discardableResult
  public func cancelLeave(ifStill asked: PendingLeave) -> Bool {
    guard let held = pendingLeave, held.message == asked.message,
      held.request.commands == asked.request.commands,
      held.request.source == asked.request.source
    else { return false }
    return cancelLeave() != nil
  }

  /// Tells the router which route types the app can show, so that a request that would put
  /// any other type anywhere in the tree is refused, naming it, instead of failing when the
  /// screen is built.
  ///
  /// Called by a guard while guards judge a request, it applies from the next request, as a
  /// guard added then does.
  ///
  /// - Parameter types: The route types with a screen; `nil` to stop checking.
  public func showOnly(_ types: [any (Hashable & Sendable).Type]?) {
    changeGuards(.showOnly(types.map { Set($0.map { RouteType($0).id }) }))
  }

  /// Whether `commands` would apply now — the tree can take them and the guards allow them —
  /// asked as a dry run: nothing changes, no observer is told, no event is sent, nothing is
  /// reported. A host asks before it lets a gesture start, and disables the gesture otherwise:
  ///
  /// ```swift
  /// let swipeBack = app.allows([.at(address, [.pop(count: 1)])])
  /// let swipeDown = app.allows([.at(presenter, [.dismiss])])
  /// ```
  ///
  /// The guards judge the commands as they would judge them written through a binding (the
  /// source ``NavigationSource/binding``), so a guard must be free of side effects: a request
  /// a guard makes while it judges is refused and reported, as in any judging. A request a
  /// guard would deny, redirect or hold (a leave guard asking to confirm) is not allowed;
  /// neither is one made while the router is busy with another.
  ///
  /// The answer is not observable: a view that shows it reads the slices it depends on (the
  /// stack's path, its layer) so that it asks again when they change.
  public func allows(_ commands: [NavigationCommand]) -> Bool {
    wouldApply(Request(commands, from: .binding, at: .unknown))
  }

  /// Tells the router to refuse any route type `catalog` does not declare with a screen or a
  /// dialog: the check derived from the app's merged catalog.
  ///
  /// ```swift
  /// let catalog = try app.install(modules, with: own)
  /// app.showOnly(routesIn: catalog)
  /// ```
  public func showOnly<Screen>(routesIn catalog: RouteCatalog<Screen>) {
    changeGuards(.showOnly(catalog.screens.resolvableTypes.union(catalog.dialogs.resolvableTypes)))
  }

  /// Keeps `request` to resume, reporting the one it replaces.
  func keepPending(_ request: NavigationRequest, at site: CallSite) {
    if let replaced = lifecycle.keep(pending: request) {
      NavigationIssue.report(.refused(.pendingRequestReplaced(replaced.commands)), at: site)
    }
    withMutation(keyPath: \.pendingRequest) {}
  }

  /// Holds a request a leave guard asks about, reporting a held request it replaces, or that
  /// a confirmed request was asked about anew.
  func hold(_ leave: HeldLeave, at site: CallSite, askedAnew: Bool) {
    let replaced = lifecycle.hold(leave)
    if let replaced {
      NavigationIssue.report(
        .refused(.heldRequestReplaced(replaced.request.commands.all)), at: site)
    } else if askedAnew {
      NavigationIssue.report(.refused(.heldRequestReplaced(leave.request.commands.all)), at: site)
    }
    withMutation(keyPath: \.pendingLeave) {}
  }

  private func takePendingRequest() -> NavigationRequest? {
    guard let request = lifecycle.takePendingRequest() else { return nil }
    withMutation(keyPath: \.pendingRequest) {}
    return request
  }
}
