import NavCore

extension AppRouter {
  /// Adds a guard for requests that would bring a route of type `Route` into the tree —
  /// pushed, presented, in any tab, by any entry point.
  ///
  /// ```swift
  /// let wall = app.addGuard(for: ProfileRoute.self) { request in
  ///   session.signedIn
  ///     ? .allow : .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: true)
  /// }
  /// ```
  ///
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard<Route: Hashable & Sendable>(
    for type: Route.Type,
    _ decide: @escaping @MainActor @Sendable (NavigationRequest) -> GuardDecision
  ) -> GuardToken {
    guards.add(decide, for: typeIdentity(of: Route.self), waits: activity == .judging)
  }

  /// Adds a guard that judges every request.
  ///
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard(
    _ decide: @escaping @MainActor @Sendable (NavigationRequest) -> GuardDecision
  ) -> GuardToken {
    guards.add(decide, for: nil, waits: activity == .judging)
  }

  /// Adds a guard asked whenever a request would remove a screen of type `Route` — a pop, a
  /// back, a dismissal, a swipe back, a switch of root, a flow ending.
  ///
  /// ```swift
  /// app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
  /// ```
  ///
  /// - Returns: A token for ``removeGuard(_:)``.
  @discardableResult
  public func addLeaveGuard<Route: Hashable & Sendable>(
    for type: Route.Type,
    _ decide: @escaping @MainActor @Sendable (NavigationRequest) -> LeaveDecision
  ) -> GuardToken {
    guards.addLeave(decide, for: typeIdentity(of: Route.self), waits: activity == .judging)
  }

  /// Removes a route guard or a leave guard.
  ///
  /// Guards may add and remove guards, themselves included. While guards judge a request, the
  /// change waits until it is judged: every request is judged by the guards registered when
  /// it came.
  ///
  /// - Returns: Whether there was a guard with this token.
  @discardableResult
  public func removeGuard(_ token: GuardToken) -> Bool {
    guards.remove(token, waits: activity == .judging)
  }

  /// Runs the request a guard redirected, through every guard again.
  ///
  /// - Returns: What became of it, or a refusal when nothing is pending.
  @discardableResult
  public func resumePendingRequest(fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    let site = CallSite(fileID, line)
    guard activity == .idle else {
      return reject(nestedRefusal, [], .app, Submission(site: site)).result
    }
    guard let request = pendingRequest.take() else {
      return reject(.nothingPending, [], .app, Submission(site: site)).result
    }
    return submit(.many(request.commands), from: request.source, Submission(site: site)).result
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
    pendingRequest.take()
  }

  /// Applies the request a leave guard holds, past that leave guard only: other guards still
  /// judge it.
  @discardableResult
  public func confirmLeave(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    let site = CallSite(fileID, line)
    guard activity == .idle else {
      return reject(nestedRefusal, [], .app, Submission(site: site)).result
    }
    guard let pending = pendingLeave.take() else {
      return reject(.nothingPending, [], .app, Submission(site: site)).result
    }
    var submission = Submission(site: site)
    submission.confirmedLeaves = pending.confirmed
    if let (flow, result) = pending.finishing { flows.markFinishing(flow, with: result) }
    let outcome = submit(.many(pending.request.commands), from: pending.request.source, submission)
      .result
    if let (flow, _) = pending.finishing, flows.contains(flow) {
      // Refused or held again: the flow runs on, and a held request keeps finishing it.
      flows.clearFinishing(flow)
      if case .held = outcome { pendingLeave?.finishing = pending.finishing }
    }
    return outcome
  }

  /// Drops the request a leave guard holds; the state stays as it is.
  ///
  /// - Returns: The request dropped, if one was held.
  @discardableResult
  public func cancelLeave() -> NavigationRequest? {
    pendingLeave.take()?.request
  }

  /// Tells the router which route types the app can show, so that a request that would put
  /// any other type anywhere in the tree is refused, naming it, instead of failing when the
  /// screen is built.
  ///
  /// - Parameter types: The route types with a screen; `nil` to stop checking.
  public func showOnly(_ types: [any (Hashable & Sendable).Type]?) {
    guard let types else {
      showableRoutes = nil
      return
    }
    var identities: Set<ObjectIdentifier> = []
    for type in types {
      identities.insert(RouteType(type).id)
    }
    showableRoutes = identities
  }

  /// Tells the router to refuse any route type `screens` cannot resolve.
  public func showOnly<Screen>(routesIn screens: DestinationRegistry<Screen>) {
    showableRoutes = screens.resolvableTypes
  }

  /// Keeps `request` to resume, reporting the one it replaces.
  func keepPending(_ request: NavigationRequest, at site: CallSite) {
    if let replaced = pendingRequest {
      NavigationIssue.report(.refused(.pendingRequestReplaced(replaced.commands)), at: site)
    }
    pendingRequest = request
  }
}
