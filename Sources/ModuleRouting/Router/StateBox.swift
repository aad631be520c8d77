import NavCore

/// The box the router keeps its state in, shared with the requests guards judge, so that a
/// request sees the state it would produce without copying it.
///
/// `@unchecked Sendable` is safe because a box is never mutated while shared. Boxes are made
/// only by the router's two initializers and by `AppRouter.storage`'s modify accessor, each
/// around a fresh state. Only `AppRouter.stateBox` and `NavigationRequest.snapshot` hold one,
/// both internal to this module. The one writer of a box's state is that modify accessor, and
/// it first replaces a box that is not uniquely referenced with a copy. A request that holds
/// the box (while guards judge it, kept as the pending request, or sent to another thread)
/// keeps it from being unique, so the router changes a copy and the request's state stays as it
/// was. Every other access, a request's included, only reads.
///
/// Exclusivity is not checked at run time on the state, for the reason the router gives for
/// its own stored properties in `AppRouter.swift`: the router is confined to the main actor,
/// and while an access is open only NavCore's pure functions and the routes' own `==`, `hash`
/// and predicates run.
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
