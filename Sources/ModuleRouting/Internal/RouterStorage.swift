import NavCore

/// The state a router owns, and the address of its focused stack once found.
///
/// A speed trick: a command on the focused stack needs that stack's address for the record of
/// change, and finding it walks the tree and builds the address, a copy of each tab's route
/// included. The address changes only when a layer, a tab selection or a whole stack does, so
/// it is kept from one request to the next, and found again only after a request that may
/// have moved it. A push + pop through the router in a tree of 3 tabs and 2 layers (workload
/// 7a, Benchmarks/RESULTS.md): 7,117 instructions finding the address each time, 3,947 keeping
/// it; the tree's 1.5× target is missed without it.
struct RouterStorage {
  /// The navigation state.
  private(set) var state: NavigationState
  /// The address of the focused stack, when known.
  private var focus: StackAddress?

  init(_ state: NavigationState) {
    self.state = state
  }

  /// Applies `commands` as one batch, all or none, recording what they changed in `change`;
  /// on a refusal the state is as it was.
  mutating func apply(
    _ commands: Request.Commands, recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    switch commands {
    case .one(let command): try state.apply(command, focus: &focus, recording: &change)
    case .batch(let commands): try state.apply(commands, focus: &focus, recording: &change)
    }
  }

  /// Takes back a change just applied.
  mutating func revert(_ change: NavigationChange) {
    state.revert(change)
    // A change that moved the focus left it unknown; one that did not leaves it where it was.
  }
}
