import NavCore

extension AppRouter {
  /// Presents `route` and waits for the screen to complete with a value of type `Value`.
  ///
  /// ```swift
  /// let color = await app.present(ColorRoute.picker, style: .sheet, expecting: String.self)
  /// // in the picker: app.complete(with: "teal")  → .finished("teal"), the sheet dismissed
  /// // the sheet swiped down instead               → .cancelled
  /// ```
  ///
  /// The call keeps the router alive until the layer completes or goes, or the calling task
  /// is cancelled, which returns ``FlowOutcome/cancelled`` at once and leaves the layer where
  /// it is.
  ///
  /// - Returns: ``FlowOutcome/finished(_:)`` with the value ``complete(with:fileID:line:)``
  ///   gave, or ``FlowOutcome/cancelled`` when the layer was removed any other way, could not
  ///   be presented, or the calling task was cancelled.
  public func present<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, style: PresentationStyle, expecting: Value.Type, fileID: StaticString = #fileID,
    line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await navigator.awaitValue(
      Value.self, showing: [.present(route, style: style)], at: CallSite(fileID, line))
  }

  /// Pushes `route` and waits for the screen to complete with a value of type `Value`: seed
  /// 004's `didFinish`.
  ///
  /// The call keeps the router alive until the screen completes or goes, or the calling task
  /// is cancelled, which returns ``FlowOutcome/cancelled`` at once and leaves the screen where
  /// it is.
  ///
  /// - Returns: ``FlowOutcome/finished(_:)`` with the value ``complete(with:fileID:line:)``
  ///   gave (the screen popped in the same change), or ``FlowOutcome/cancelled``.
  public func push<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, expecting: Value.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await navigator.awaitValue(Value.self, showing: [.push(route)], at: CallSite(fileID, line))
  }

  /// Completes the topmost screen on the focused branch awaiting a value of this type: the
  /// screen is popped, or its layer dismissed, in the same change, and its caller resumes
  /// with the value.
  ///
  /// - Returns: ``NavigationResult/applied``, or a refusal, also reported, when no screen on
  ///   the focused branch awaits a `Value`.
  @discardableResult
  public func complete<Value: Sendable>(
    with value: Value, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    complete(with: value, at: CallSite(fileID, line), on: { _ in true })
  }

  /// Completes the topmost awaiting screen of this type whose route `isEligible` accepts.
  func complete<Value: Sendable>(
    with value: Value, at site: CallSite, on isEligible: (AnyRoute) -> Bool
  ) -> NavigationResult {
    let flows = lifetimes.flows
    let eligible = flows.awaiting(
      ObjectIdentifier(Value.self), onBranchTo: storage.state.focusedAddress
    )
    .filter { id in
      flows[id]?.anchor.flatMap { storage.state.route(of: $0) }.map(isEligible) ?? false
    }
    guard let id = flows.topmost(eligible) else {
      return reject(Request([], from: .flow, at: site), .nothingAwaits(Value.self))
    }
    return finishFlow(id, with: value, at: site)
  }

  /// Shows a screen that waits for a value, as a flow of its own started from `parent`.
  func awaitValue<Value: Sendable>(
    _ type: Value.Type, showing commands: [NavigationCommand], parent: FlowID?, at site: CallSite
  ) async -> FlowOutcome<Value> {
    await awaitFlow { id, onEnd in
      openAwaiting(Value.self, id: id, showing: commands, parent: parent, at: site, onEnd: onEnd)
    }
  }

  /// Shows a screen that waits for a value, as the flow `id` started from `parent`, its
  /// screen requested from `source`; `onEnd` is called once, with how it ends.
  func openAwaiting<Value: Sendable>(
    _ type: Value.Type, id: FlowID, showing commands: [NavigationCommand], parent: FlowID?,
    from source: NavigationSource = .flow, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Value>) -> Void
  ) {
    lifetimes.flows.open(
      id,
      FlowRecord(
        parent: parent, expecting: ObjectIdentifier(Value.self), end: Self.resuming(onEnd)))
    openFlow(id, showing: commands, from: source, at: site)
  }
}
