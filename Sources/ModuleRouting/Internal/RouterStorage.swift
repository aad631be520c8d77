import NavCore

/// The state a router owns, the record of change of the request it runs, and the address of
/// its focused stack once found.
///
/// Two speed tricks.
///
/// The focused stack's address: a command on the focused stack needs it for the record of
/// change, and finding it walks the tree and builds the address, a copy of each tab's route
/// included. The address changes only when a layer, a tab selection or a whole stack does, so
/// it is kept from one request to the next, and found again only after a request that may
/// have moved it. A push + pop through the router in a tree of 3 tabs and 2 layers (workload
/// 7a, Benchmarks/RESULTS.md): 7,117 instructions finding the address each time, 3,947 keeping
/// it; the tree's 1.5× target is missed without it.
///
/// The state and the change in one object (``SharedState``) that the request guards judge
/// holds too, so judging copies neither: with one global guard that allows, a push + pop cost
/// 4,853 instructions, not 5,491 (4,309 against 3,433 with no guard since; 1.32–1.39× timed,
/// where issue 18 asks ≤ 1.5×; Benchmarks/RESULTS.md). It costs every request 96 instructions.
/// The storage is noncopyable, so it is the only storage that holds its object; it writes the
/// object only while no request holds it either, and leaves one a guard kept to that request,
/// for a copy of its own.
struct RouterStorage: ~Copyable {
  private var shared: SharedState
  /// The address of the focused stack, when known.
  private var focus: StackAddress?

  init(_ state: NavigationState) {
    shared = SharedState(state: state, change: NavigationChange())
  }

  /// The navigation state.
  var state: NavigationState {
    _read { yield shared.state }
  }

  /// What the request being run changed so far.
  var change: NavigationChange {
    _read { yield shared.change }
  }

  /// `change`, a change the state is the result of, sealed against it: ready to leave the
  /// request.
  ///
  /// A speed trick: the state is lent through an `inout` access, though nothing writes it. A
  /// plain read of a class's property passed to another module copies it for the call, which
  /// retains and releases each part of the tree, atomic writes; every request with an event
  /// subscriber paid them (workload 9b, producer only: 9,808 → 9,431 instructions a push +
  /// pop, Benchmarks/RESULTS.md).
  func sealed(_ change: NavigationChange) -> NavigationChange {
    Self.seal(change, in: &shared.state)
  }

  private static func seal(_ change: NavigationChange, in state: inout NavigationState)
    -> NavigationChange
  {
    change.sealed(in: state)
  }

  /// Applies `commands` as one batch, all or none, recording what they changed in ``change``;
  /// on a refusal the state is as it was and the change empty.
  mutating func apply(_ commands: Request.Commands) throws(NavigationRefusal) {
    switch commands {
    case .one(let command):
      try shared.state.apply(command, focus: &focus, recording: &shared.change)
    case .batch(let commands):
      try shared.state.apply(commands, focus: &focus, recording: &shared.change)
    }
  }

  /// Takes back the change of the request being run, which then changed nothing.
  mutating func revert() {
    shared.state.revert(shared.change)
    shared.change = NavigationChange()
    // A change that moved the focus left it unknown; one that did not leaves it where it was.
  }

  /// Ends the request being run, handing over what it changed.
  mutating func takeChange() -> NavigationChange {
    var change = NavigationChange()
    swap(&change, &shared.change)
    return change
  }

  /// The request guards judge: `request` with the state it produced and what it changed,
  /// sharing them with the storage until ``endJudging()``.
  func startJudging(_ request: Request, refreshing refreshed: ScreenRange? = nil)
    -> NavigationRequest
  {
    NavigationRequest(
      shared, commands: request.commands, source: request.source, refreshed: refreshed,
      forcesLeave: request.forcesLeave)
  }

  /// Ends judging. When a guard kept the request it judged, the request keeps the object the
  /// two shared, and the storage goes on with a copy.
  mutating func endJudging() {
    if !isKnownUniquelyReferenced(&shared) {
      shared = SharedState(state: shared.state, change: shared.change)
    }
  }
}

/// The router's state and the change of the request it runs: what a ``NavigationRequest``
/// reads of them.
///
/// Safe to send, though its properties are variables: they are written only by the one that
/// holds the only reference — ``RouterStorage``, or whoever just made the object. The storage
/// hands out references only as the request guards judge (`startJudging`, which writes
/// nothing), and every judging ends with `endJudging`, which leaves the object to any request
/// a guard kept and goes on with a copy. So outside judging the storage's reference is the
/// only one, which is why `apply`, `revert` and `takeChange` write without checking, and why
/// `sealed` may take the state `inout` (it writes nothing, and runs only once judging has
/// ended); and an object left to a kept request is never written, nor taken `inout`, again.
/// The storage is noncopyable, so no second storage can share its reference.
final class SharedState: @unchecked Sendable {
  // Exclusivity is not checked at run time, as on the router's own properties (AppRouter.swift):
  // the storage writes these only between the guards' calls, from NavCore's pure functions.
  @exclusivity(unchecked) var state: NavigationState
  @exclusivity(unchecked) var change: NavigationChange

  init(state: NavigationState, change: NavigationChange) {
    self.state = state
    self.change = change
  }
}
