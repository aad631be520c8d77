/// A change to a ``NavigationState`` already known to apply.
package enum NavigationEdit: Hashable, Sendable {
  case append(AnyRoute)
  case removeLast(Int)
  case replacePath(RoutePath)
  case replaceRoot(AnyRoute)
}

extension NavigationState {
  /// What `command` would change, decided without changing anything: `nil` when it applies
  /// but changes nothing (a pop of 0, a pop to the top, the same path again).
  ///
  /// Splitting the decision from the change lets a runtime refuse a command before it starts a
  /// mutation, skip one that changes nothing, and apply the rest in place.
  package func edit(for command: consuming NavigationCommand) throws(NavigationRefusal)
    -> NavigationEdit?
  {
    switch consume command {
    case .push(let route):
      return .append(route)
    case .pop(let count):
      return removal(of: try path.removalCount(popping: count))
    case .popTo(let route):
      if let count = path.removalCount(poppingTo: route) { return removal(of: count) }
      guard route == root else { throw .routeNotOnStack(route) }
      return removal(of: path.count)
    case .popToRoot:
      return removal(of: path.count)
    case .setPath(let newPath):
      return newPath == path ? nil : .replacePath(newPath)
    case .setRoot(let newRoot):
      return newRoot == root && path.isEmpty ? nil : .replaceRoot(newRoot)
    }
  }

  private func removal(of count: Int) -> NavigationEdit? {
    count == 0 ? nil : .removeLast(count)
  }

  /// Makes an edit that ``edit(for:)`` decided; it cannot fail.
  ///
  /// - Returns: How to undo it.
  package mutating func perform(_ edit: consuming NavigationEdit) -> NavigationUndo {
    switch consume edit {
    case .append(let route):
      path.append(route)
      return .pushed(1)
    case .removeLast(1):
      return .poppedOne(path.removeLast())
    case .removeLast(let count):
      let removed = Array(path[(path.count - count)...])
      path.removeLast(count)
      return .popped(removed)
    case .replacePath(let newPath):
      return .replacedPath(replacing(&path, with: newPath))
    case .replaceRoot(let newRoot):
      let oldRoot = replacing(&root, with: newRoot)
      return .replacedRoot(oldRoot, path: replacing(&path, with: []))
    }
  }
}

/// Moves `value` out and `newValue` in, without a copy of either.
private func replacing<Value>(_ value: inout Value, with newValue: consuming Value) -> Value {
  let old = consume value
  value = newValue
  return old
}
