import NavCore

/// The box the router keeps its state in, shared with the requests guards judge, so that a
/// request sees the state it would produce without copying it.
///
/// `@unchecked Sendable` is safe because a box is never mutated while shared. Only
/// `AppRouter.stateBox` and `NavigationRequest.snapshot` hold one, both internal to this
/// module; the one writer, `AppRouter.storage`'s modify accessor, first replaces a box that is
/// not uniquely referenced with a copy. A request that holds the box — while guards judge it,
/// or kept as a pending request, or sent to another thread — keeps it from being unique, so
/// the router changes a copy and the request's state stays as it was. Every other access only
/// reads. For the same reason no two accesses to the state can overlap, so exclusivity is not
/// checked at run time.
final class StateBox: @unchecked Sendable {
  @exclusivity(unchecked) var state: NavigationState

  init(_ state: NavigationState) {
    self.state = state
  }
}

extension AppRouter {
  /// The state the router owns: read in place, and changed in place unless a request shares
  /// its box, which then keeps the state it saw.
  var storage: NavigationState {
    _read { yield stateBox.state }
    _modify {
      if !isKnownUniquelyReferenced(&stateBox) { stateBox = StateBox(stateBox.state) }
      yield &stateBox.state
    }
  }
}
