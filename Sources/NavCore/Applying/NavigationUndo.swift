/// How to take back one edit: what it removed or replaced, moved out of the state rather than
/// copied, so that remembering it costs no more than the edit did.
package enum NavigationUndo: Sendable {
  /// Routes were pushed: pop this many.
  case pushed(Int)
  /// One route was popped: push it back.
  case poppedOne(AnyRoute)
  /// Routes were popped: push them back, bottom first.
  case popped([AnyRoute])
  /// The path was replaced: put this one back.
  case replacedPath(RoutePath)
  /// The root was replaced and the path emptied: put both back.
  case replacedRoot(AnyRoute, path: RoutePath)
}

extension NavigationState {
  /// Takes back an edit ``perform(_:)`` made, given what it returned.
  package mutating func revert(_ undo: consuming NavigationUndo) {
    switch consume undo {
    case .pushed(let count): path.removeLast(count)
    case .poppedOne(let route): path.append(route)
    case .popped(let routes): path.append(contentsOf: routes)
    case .replacedPath(let oldPath): path = oldPath
    case .replacedRoot(let oldRoot, let oldPath):
      root = oldRoot
      path = oldPath
    }
  }
}
