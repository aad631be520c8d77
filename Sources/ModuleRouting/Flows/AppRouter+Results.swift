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
  /// - Returns: ``FlowOutcome/finished(_:)`` with the value ``complete(with:fileID:line:)``
  ///   gave, or ``FlowOutcome/cancelled`` when the layer was removed any other way or could not
  ///   be presented.
  public func present<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, style: PresentationStyle, expecting: Value.Type, fileID: StaticString = #fileID,
    line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await awaitValue(
      Value.self, showing: [.present(route, style: style)], at: CallSite(fileID, line))
  }

  /// Pushes `route` and waits for the screen to complete with a value of type `Value`: seed
  /// 004's `didFinish`.
  ///
  /// - Returns: ``FlowOutcome/finished(_:)`` with the value ``complete(with:fileID:line:)``
  ///   gave (the screen popped in the same change), or ``FlowOutcome/cancelled``.
  public func push<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, expecting: Value.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await awaitValue(Value.self, showing: [.push(route)], at: CallSite(fileID, line))
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
    let type = ObjectIdentifier(Value.self)
    let eligible = flows.awaiting(type, onBranchTo: storage.focusedAddress).filter { id in
      flows[id]?.anchor.flatMap { storage.route(of: $0) }.map(isEligible) ?? false
    }
    guard let id = flows.topmost(eligible) else {
      return reject(.nothingAwaits(Value.self), [], .flow, Submission(site: site)).result
    }
    return finishFlow(id, with: value, at: site)
  }

  /// Shows a screen that waits for a value, as a flow of its own started from `parent`.
  func awaitValue<Value: Sendable>(
    _ type: Value.Type, showing commands: [NavigationCommand], parent: FlowID? = nil,
    at site: CallSite
  ) async -> FlowOutcome<Value> {
    await withCheckedContinuation { continuation in
      let id = flows.open(
        FlowRecord(
          parent: parent,
          expecting: ObjectIdentifier(Value.self),
          end: Self.resuming { (outcome: FlowOutcome<Value>) in
            continuation.resume(returning: outcome)
          }))
      openFlow(id, showing: commands, at: site)
    }
  }
}
