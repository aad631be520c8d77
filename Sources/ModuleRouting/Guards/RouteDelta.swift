import NavCore

/// The routes a change brought into the tree and took out of it: found from the undo alone for
/// a push or a pop on the focused stack, the hot path, and from the full account otherwise.
enum RouteDelta {
  /// Routes pushed on the focused stack, lowest first; nothing left.
  case pushed(Slice<RoutePath>)
  /// Routes popped from the focused stack; nothing entered.
  case popped(PoppedRoutes)
  /// Any other change.
  case other(ScreenChanges)

  /// The delta of `change`, against `state` as it left it; a push `noted` when it was made is
  /// read from the focused stack without looking into `change`.
  init(_ change: CommandOutcome, noted: FocusedPathEdit = .other, in state: NavigationState) {
    if case .push(let count) = noted {
      self = .pushed(Self.top(count, of: state))
      return
    }
    self.init(change, in: state)
  }

  /// The delta of `change`, against `state` as it left it.
  private init(_ change: CommandOutcome, in state: NavigationState) {
    switch change {
    case .changed(.pushed(let count, .focus)):
      self = .pushed(Self.top(count, of: state))
    case .changed(.popped(let routes, .focus)):
      self = .popped(routes)
    default:
      self = .other(change.screens(in: state))
    }
  }

  /// The top `count` routes of the focused stack of `state`.
  static func top(_ count: Int, of state: NavigationState) -> Slice<RoutePath> {
    if state.presented == nil && state.tabs == nil {
      return state.path[(state.path.count - count)...]
    }
    let path = state.focusedStack.path
    return path[(path.count - count)...]
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
}
