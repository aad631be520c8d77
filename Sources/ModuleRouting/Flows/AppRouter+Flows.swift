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
  /// The call keeps the router alive until the flow ends or the calling task is cancelled.
  /// Cancelling the task ends the flow at once, cancelled: the call returns, the coordinator is
  /// released, and its screens stay where they are, as screens no flow owns.
  ///
  /// - Returns: ``FlowOutcome/finished(_:)`` with the result the coordinator finished with, or
  ///   ``FlowOutcome/cancelled`` when its screens were removed some other way, its first
  ///   screens were refused, or the calling task was cancelled.
  public func run<Flow: Coordinator>(
    _ coordinator: Flow, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Flow.Result> {
    await navigator.run(coordinator, at: CallSite(fileID, line))
  }

  /// Starts a flow without waiting for it; `onEnd` is called exactly once with its outcome.
  public func start<Flow: Coordinator>(
    _ coordinator: Flow, fileID: StaticString = #fileID, line: UInt = #line,
    onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    navigator.start(coordinator, at: CallSite(fileID, line), onEnd: onEnd)
  }

  /// Runs a flow started from `parent`, and waits for how it ends.
  func run<Flow: Coordinator>(_ coordinator: Flow, parent: FlowID?, at site: CallSite) async
    -> FlowOutcome<Flow.Result>
  {
    await awaitFlow { id, onEnd in
      startFlow(coordinator, id: id, parent: parent, at: site, onEnd: onEnd)
    }
  }

  /// Starts a flow from `parent`; `onEnd` is called once, with how it ends.
  func startFlow<Flow: Coordinator>(
    _ coordinator: Flow, parent: FlowID?, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    startFlow(coordinator, id: lifetimes.flows.nextID(), parent: parent, at: site, onEnd: onEnd)
  }

  /// Starts a flow as `id`, its first screens requested from `source`; `onEnd` is called once,
  /// with how it ends.
  func startFlow<Flow: Coordinator>(
    _ coordinator: Flow, id: FlowID, parent: FlowID?, from source: NavigationSource = .flow,
    at site: CallSite, onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    let handle = FlowHandle<Flow.Result>(router: self, id: id)
    lifetimes.flows.open(
      id, FlowRecord(parent: parent, owner: coordinator, end: Self.resuming(onEnd)))
    openFlow(id, showing: coordinator.start(handle), from: source, at: site)
  }

  /// Shows a flow's first screens, requested from `source`, and anchors it to the lowest of
  /// them; a flow whose screens are refused, or that shows none, ends cancelled at once.
  func openFlow(
    _ id: FlowID, showing commands: [NavigationCommand], from source: NavigationSource = .flow,
    at site: CallSite
  ) {
    var request = Request(commands, from: source, at: site)
    request.opensFlow = id
    submit(request)
    if lifetimes.flows[id]?.anchor == nil {
      endFlows(lifetimes.flows.withDescendants([id]))
    }
  }

  /// Waits for the flow `open` opens, with the identity it is given and the function that
  /// resumes the wait; a cancelled task ends the flow at once, cancelled.
  func awaitFlow<Result: Sendable>(
    _ open: (FlowID, @escaping @MainActor (FlowOutcome<Result>) -> Void) -> Void
  ) async -> FlowOutcome<Result> {
    if Task.isCancelled { return .cancelled }
    let id = lifetimes.flows.nextID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        open(id) { outcome in continuation.resume(returning: outcome) }
      }
    } onCancel: {
      // The wait already keeps the router alive; so, briefly, does the task that ends it.
      Task { @MainActor in self.cancelFlow(id) }
    }
  }

  /// Ends a flow and the flows it started, cancelled, leaving their screens where they are.
  private func cancelFlow(_ id: FlowID) {
    guard lifetimes.flows.contains(id) else { return }
    endFlows(lifetimes.flows.withDescendants([id]))
  }

  /// Finishes a flow: removes its screens in one change, then ends it with `result`.
  func finishFlow(_ id: FlowID, with result: any Sendable, at site: CallSite) -> NavigationResult {
    guard let anchor = lifetimes.flows[id]?.anchor else { return .applied }
    let finishing = FinishingFlow(id: id, result: result)
    let commands = removal(from: anchor)
    guard !commands.isEmpty else {
      // A flow whose screens are the whole tree has none to remove: it ends here.
      endFlows(lifetimes.flows.withDescendants([id]), finishing: finishing)
      return .applied
    }
    var request = Request(commands, from: .flow, at: site)
    request.finishesFlow = finishing
    return submit(request)
  }

  /// The commands that remove the screens from `anchor` up: a pop back below it, or the
  /// dismissal of the layer it is the root of; none for the root of the tree or of a tab.
  private func removal(from anchor: ScreenID) -> [NavigationCommand] {
    guard let stack = storage.state[stack: anchor.stack] else { return [] }
    if anchor.depth > 0 {
      let dismiss: [NavigationCommand] = stack.presented == nil ? [] : [.dismiss]
      return [.at(anchor.stack, dismiss + [.pop(count: stack.path.count - anchor.depth + 1)])]
    }
    guard anchor.stack.steps.last == .presented, let presenter = anchor.stack.parent else {
      return []
    }
    return [.at(presenter, [.dismiss])]
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
