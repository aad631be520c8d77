import NavCore

extension AppRouter {
  /// Runs a flow and returns how it ended.
  ///
  /// The coordinator's first screens are shown through the normal pipeline; the router keeps
  /// the coordinator while those screens are in the state and releases it when the flow ends.
  ///
  /// ```swift
  /// let outcome = await app.run(OnboardingFlow())  // .finished(true), or .cancelled
  /// ```
  ///
  /// - Returns: ``FlowOutcome/finished(_:)`` with the result the coordinator finished with, or
  ///   ``FlowOutcome/cancelled`` when its screens were removed some other way, its first
  ///   screens were refused, or the router went away.
  public func run<Flow: Coordinator>(
    _ coordinator: Flow, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Flow.Result> {
    await withCheckedContinuation { continuation in
      start(coordinator, fileID: fileID, line: line) { outcome in
        continuation.resume(returning: outcome)
      }
    }
  }

  /// Starts a flow without waiting for it; `onEnd` is called exactly once with its outcome.
  public func start<Flow: Coordinator>(
    _ coordinator: Flow, fileID: StaticString = #fileID, line: UInt = #line,
    onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    startFlow(coordinator, parent: nil, at: CallSite(fileID, line), onEnd: onEnd)
  }

  /// Opens a flow, shows its first screens, and anchors it to the first of them.
  func startFlow<Flow: Coordinator>(
    _ coordinator: Flow, parent: FlowID?, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    let handle = FlowHandle<Flow.Result>(router: self)
    let id = flows.open(
      FlowRecord(parent: parent, owner: coordinator, end: Self.resuming(onEnd)))
    handle.id = id
    openFlow(id, showing: coordinator.start(handle), at: site)
  }

  /// Shows a flow's first screens and anchors it to the lowest of them; a flow whose screens
  /// are refused, or that shows none, ends cancelled at once.
  func openFlow(_ id: FlowID, showing commands: [NavigationCommand], at site: CallSite) {
    guard
      let first = submit(.many(commands), from: .flow, Submission(site: site), wantsScreens: true)
        .screens?.firstEntered
    else {
      return endFlows([id])
    }
    flows.anchor(id, at: first)
  }

  /// Finishes a flow: removes its screens in one change, then ends it with `result`.
  func finishFlow(_ id: FlowID, with result: any Sendable, at site: CallSite) -> NavigationResult {
    guard let anchor = flows[id]?.anchor else { return .applied }
    flows.markFinishing(id, with: result)
    let commands = removal(from: anchor)
    let outcome =
      commands.isEmpty
      ? NavigationResult.applied
      : submit(.many(commands), from: .flow, Submission(site: site)).result
    if flows.contains(id) {
      if outcome.isApplied {
        // Nothing to remove (a whole-tree flow): it ends here.
        endFlows(flows.withDescendants([id]))
      } else {
        flows.clearFinishing(id)
        // A leave guard holds the removal: confirming it finishes the flow.
        if case .held = outcome { pendingLeave?.finishing = (id, result) }
      }
    }
    return outcome
  }

  /// The commands that remove the screens from `anchor` up: a pop back below it, or the
  /// dismissal of the layer it is the root of; none for the root of the tree or of a tab.
  private func removal(from anchor: ScreenID) -> [NavigationCommand] {
    guard let stack = storage[stack: anchor.stack] else { return [] }
    if anchor.depth > 0 {
      let dismiss: [NavigationCommand] = stack.presented == nil ? [] : [.dismiss]
      return [.at(anchor.stack, dismiss + [.pop(count: stack.path.count - anchor.depth + 1)])]
    }
    guard anchor.stack.steps.last == .presented, let presenter = anchor.stack.parent else {
      return []
    }
    return [.at(presenter, [.dismiss])]
  }

  /// Ends flows — children first — resuming each one's caller once.
  func endFlows(_ ids: [FlowID]) {
    for record in flows.close(ids) {
      record.end(record.finishing.map { .finished($0) } ?? .cancelled)
    }
  }

  /// The end function of a flow whose caller awaits a `FlowOutcome<Result>`.
  static func resuming<Result: Sendable>(
    _ onEnd: @escaping @MainActor (FlowOutcome<Result>) -> Void
  ) -> @MainActor (FlowEnd) -> Void {
    { end in
      switch end {
      case .finished(let value as Result): onEnd(.finished(value))
      case .finished, .cancelled: onEnd(.cancelled)
      }
    }
  }
}

extension ScreenChanges {
  /// The lowest screen that entered: the one nearest the root of the tree, then the lowest in
  /// its stack.
  fileprivate var firstEntered: ScreenID? {
    entered.min { lhs, rhs in
      (lhs.stack.steps.count, lhs.fromDepth) < (rhs.stack.steps.count, rhs.fromDepth)
    }
    .map { ScreenID(stack: $0.stack, depth: $0.fromDepth) }
  }
}
