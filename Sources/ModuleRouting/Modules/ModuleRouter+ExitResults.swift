import NavCore

extension ModuleRouter {
  /// Leaves the module through an exit that expects a result, and waits for it.
  ///
  /// The composition root decides which flow answers the exit, and maps that flow's result
  /// onto `Result` (``AppRouter/handleExits(_:expecting:_:fileID:line:)``); the module knows
  /// neither the flow nor its module.
  ///
  /// ```swift
  /// // In the Cart module:
  /// let outcome = await cart.exit(.checkout(items), expecting: OrderConfirmation.self)
  /// if case .finished(let confirmation) = outcome { show(confirmation) }
  /// ```
  ///
  /// The call returns exactly once: finished when the flow finishes, cancelled on every other
  /// way out — its screens popped, dismissed or replaced (by the user, a link, a switch of
  /// root), its first screens refused, no handler set (the refusal is reported), or the
  /// calling task cancelled, which returns at once and leaves the flow's screens where they
  /// are. It keeps the router alive until it returns, as ``AppRouter/run(_:fileID:line:)``
  /// does.
  ///
  /// - Parameters:
  ///   - exit: The way out.
  ///   - expecting: The type of the result the module waits for.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``FlowOutcome/finished(_:)`` with the result the flow ended with, mapped, or
  ///   ``FlowOutcome/cancelled``.
  public func exit<Result: Sendable>(
    _ exit: Exit, expecting: Result.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Result> {
    await app.awaitExit(AnyRoute(exit), expecting: Result.self, at: CallSite(fileID, line))
  }

  /// Leaves the module through an exit that expects a result, without waiting; `onEnd` is
  /// called exactly once, with the outcome.
  ///
  /// The outcome is as ``exit(_:expecting:fileID:line:)`` returns it; and since nothing here
  /// keeps the router alive, the router going away ends the exit's flow, cancelled.
  ///
  /// - Parameters:
  ///   - exit: The way out.
  ///   - expecting: The type of the result the module waits for.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  ///   - onEnd: Called once, with the outcome.
  public func exit<Result: Sendable>(
    _ exit: Exit, expecting: Result.Type, fileID: StaticString = #fileID, line: UInt = #line,
    onEnd: @escaping @MainActor (FlowOutcome<Result>) -> Void
  ) {
    app.startExit(AnyRoute(exit), expecting: Result.self, at: CallSite(fileID, line), onEnd: onEnd)
  }
}
