/// Routes an edit popped, bottom first; one route is kept without an array.
package enum PoppedRoutes: Sendable {
  case one(AnyRoute)
  case many([AnyRoute])

  /// The routes, bottom first.
  package var routes: [AnyRoute] {
    switch self {
    case .one(let route): [route]
    case .many(let routes): routes
    }
  }
}

/// How to take back one edit: what it removed or replaced, moved out of the state rather than
/// copied, so that remembering it costs no more than the edit did.
package enum NavigationUndo: Sendable {
  /// Routes were pushed: pop this many.
  case pushed(Int, at: StackTarget)
  /// Routes were popped: push them back.
  case popped(PoppedRoutes, at: StackTarget)
  /// The top pushed route was replaced: put this one back.
  case replacedLast(AnyRoute, at: StackTarget)
  /// The path was replaced: put this one back.
  case replacedPath(RoutePath, at: StackTarget)
  /// A layer was presented over the stack: close it.
  case presented(over: StackAddress)
  /// The layer over the stack was closed: present it again.
  indirect case dismissed(PresentedLayer?, over: StackAddress)
  /// Another tab was selected: select this position again.
  case selected(Int, at: StackAddress)
  /// The whole stack was replaced: put this state back.
  indirect case replacedState(NavigationState, at: StackAddress)

  /// The stack the undo applies to.
  package var target: StackTarget {
    switch self {
    case .pushed(_, let target), .popped(_, let target), .replacedLast(_, let target),
      .replacedPath(_, let target):
      target
    case .presented(let address), .dismissed(_, let address), .selected(_, let address),
      .replacedState(_, let address):
      .address(address)
    }
  }

  /// Whether the undo is for a change of one stack's path only, which moves no focus.
  package var isPathChange: Bool {
    switch self {
    case .pushed, .popped, .replacedLast, .replacedPath: true
    case .presented, .dismissed, .selected, .replacedState: false
    }
  }
}

extension NavigationState {
  /// Takes back an edit ``perform(_:)`` made, given what it returned.
  package mutating func revert(_ undo: NavigationUndo) {
    modify(undo.target) { stack in stack.revertHere(undo) }
  }

  /// Takes back an edit made to this very stack.
  package mutating func revertHere(_ undo: NavigationUndo) {
    switch undo {
    case .pushed(let count, _): path.removeLast(count)
    case .popped(.one(let route), _): path.append(route)
    case .popped(.many(let routes), _): path.append(contentsOf: routes)
    case .replacedLast(let route, _): path[path.count - 1] = route
    case .replacedPath(let old, _): path = old
    case .presented: presented = nil
    case .dismissed(let layer, _): presented = layer
    case .selected(let index, _): tabs?.selectedIndex = index
    case .replacedState(let old, _): self = old
    }
  }
}

extension NavigationUndo {
  /// The undo with `.focus` replaced by `address`.
  package func naming(focus address: StackAddress) -> NavigationUndo {
    switch self {
    case .pushed(let count, .focus): .pushed(count, at: .address(address))
    case .popped(let routes, .focus): .popped(routes, at: .address(address))
    case .replacedLast(let route, .focus): .replacedLast(route, at: .address(address))
    case .replacedPath(let path, .focus): .replacedPath(path, at: .address(address))
    default: self
    }
  }
}
