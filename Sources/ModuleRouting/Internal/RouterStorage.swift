import NavCore

/// The state a router owns, the record of change of the request it runs, and the address of
/// its focused stack once found.
///
/// The focused stack's address is kept: a command on the focused stack needs it for the record
/// of change, and finding it walks the tree and builds the address, a copy of each tab's route
/// included. The address changes only when a layer, a tab selection or a whole stack does, so
/// it is kept from one request to the next, and found again only after a request that may
/// have moved it. It buys the tree's rail (a push + pop through the router in a tree of 3 tabs
/// and 2 layers, workload 7a, ≤ 2.25× the bare `@Observable` class): 7,117 instructions
/// finding the address each time, 3,947 keeping it (Benchmarks/RESULTS.md, issue 18).
struct RouterStorage {
  /// The navigation state.
  private(set) var state: NavigationState
  /// What the request being run changed so far.
  private(set) var change = NavigationChange()
  /// The address of the focused stack, when known.
  private var focus: StackAddress?

  init(_ state: NavigationState) {
    self.state = state
  }

  /// `change`, a change the state is the result of, sealed against it: ready to leave the
  /// request.
  func sealed(_ change: NavigationChange) -> NavigationChange {
    change.sealed(in: state)
  }

  /// Applies `commands` as one batch, all or none, recording what they changed in ``change``;
  /// on a refusal the state is as it was and the change empty.
  mutating func apply(_ commands: Request.Commands) throws(NavigationRefusal) {
    switch commands {
    case .one(let command):
      try state.apply(command, focus: &focus, recording: &change)
    case .batch(let commands):
      try state.apply(commands, focus: &focus, recording: &change)
    }
  }

  /// Takes back the change of the request being run, which then changed nothing.
  mutating func revert() {
    revert(takeChange())
  }

  /// Takes back `change`, the change of the request being run, handed back after judging:
  /// the request then changed nothing.
  mutating func revert(_ change: NavigationChange) {
    state.revert(change)
    // A change that moved the focus left it unknown; one that did not leaves it where it was.
  }

  /// Ends the request being run, handing over what it changed.
  ///
  /// Swapped here rather than with `NavigationChange.take()`: on the path of every request, the
  /// call cost a push + pop with no guard about 12 ns more (workload 2, 1.66× → 1.75× the bare
  /// `@Observable` class; Benchmarks/RESULTS.md).
  mutating func takeChange() -> NavigationChange {
    var taken = NavigationChange()
    swap(&taken, &change)
    return taken
  }

  /// The request guards judge: `request` with the state it produced and what it changed; for
  /// a refresh of the guards, the stack `refreshed` as if every screen of it had just come.
  ///
  /// The request holds a copy of the state, and the change itself, taken from the storage:
  /// the router hands it back once the guards judged (`RouterCore.judged`). Copied and kept
  /// here, the change cost about 240 instructions a request a guard judges (workload 9a, one
  /// global guard: 7,286 → 6,801 a push + pop; Benchmarks/RESULTS.md).
  mutating func startJudging(_ request: Request, refreshing refreshed: ScreenRange? = nil)
    -> NavigationRequest
  {
    NavigationRequest(
      state: state, change: takeChange(), commands: request.commands, source: request.source,
      refreshed: refreshed, forcesLeave: request.forcesLeave)
  }
}
