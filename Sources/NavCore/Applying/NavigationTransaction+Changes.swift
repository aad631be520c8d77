extension NavigationTransaction {
  /// Whether the edits made through this transaction left `state` different from what it was
  /// before them, worked out from the undos alone.
  ///
  /// Only what the edits touched is compared: a batch that pushes and pops on a stack of
  /// 10,000 routes compares one route, not the stack.
  ///
  /// - Parameter state: The state the edits were made to, as they left it.
  package func changed(_ state: NavigationState) -> Bool {
    guard !isEmpty else { return false }
    var old = OldStack(current: state)
    for undo in undos.reversed() {
      old.takeBack(undo)
    }
    return old.differs(from: state)
  }
}

/// A stack as it was before some edits, described against the stack they left: the bottom
/// `keptCount` routes of the current path, then `tail`; and the root, if it was replaced.
private struct OldStack {
  var root: AnyRoute?
  var keptCount: Int
  var tail: [AnyRoute] = []

  init(current: NavigationState) {
    keptCount = current.path.count
  }

  /// Steps one edit further back.
  mutating func takeBack(_ undo: NavigationUndo) {
    switch undo {
    case .pushed(let count):
      if tail.count >= count {
        tail.removeLast(count)
      } else {
        keptCount -= count - tail.count
        tail.removeAll()
      }
    case .poppedOne(let route):
      tail.append(route)
    case .popped(let routes):
      tail.append(contentsOf: routes)
    case .replacedPath(let path):
      keptCount = 0
      tail = Array(path)
    case .replacedRoot(let oldRoot, let path):
      root = oldRoot
      keptCount = 0
      tail = Array(path)
    }
  }

  func differs(from state: NavigationState) -> Bool {
    if let root, root != state.root { return true }
    return !state.path[keptCount...].elementsEqual(tail)
  }
}
