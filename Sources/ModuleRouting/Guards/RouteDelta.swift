import NavCore

/// The routes a change brought into the tree and took out of it: found from the undo alone for
/// a push or a pop on the focused stack, the hot path, and from the full account otherwise.
enum RouteDelta {
  /// Routes pushed on the focused stack, lowest first; nothing left.
  case pushed(ArraySlice<AnyRoute>)
  /// Routes popped from the focused stack; nothing entered.
  case popped(PoppedRoutes)
  /// Any other change.
  case other(ScreenChanges)

  /// The delta of `change`, against `state` as it left it.
  init(_ change: CommandOutcome, in state: NavigationState) {
    switch change {
    case .changed(.pushed(let count, .focus)):
      let path = state.presented == nil && state.tabs == nil ? state.path : state.focusedStack.path
      self = .pushed(path.suffix(count)[...])
    case .changed(.popped(let routes, .focus)):
      self = .popped(routes)
    default:
      self = .other(change.screens(in: state))
    }
  }

  /// Each route that entered, lowest first.
  func forEachEntering(_ body: (AnyRoute) -> Void) {
    switch self {
    case .pushed(let routes):
      for route in routes { body(route) }
    case .popped:
      break
    case .other(let screens):
      for range in screens.entered {
        for route in range.routes { body(route) }
      }
    }
  }

  /// Each route that left.
  func forEachLeaving(_ body: (AnyRoute) -> Void) {
    switch self {
    case .pushed:
      break
    case .popped(let routes):
      for route in routes.routes { body(route) }
    case .other(let screens):
      for range in screens.removed {
        for route in range.routes { body(route) }
      }
    }
  }

  /// The identities of the types of the routes `forEach` gives, each once, in order.
  static func types(_ forEach: ((AnyRoute) -> Void) -> Void) -> [ObjectIdentifier] {
    var types: [ObjectIdentifier] = []
    forEach { route in
      if !types.contains(route.routeType) { types.append(route.routeType) }
    }
    return types
  }
}
