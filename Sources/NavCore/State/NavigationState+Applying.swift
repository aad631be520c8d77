extension NavigationState {
  /// Applies one command.
  ///
  /// - Parameter command: The change to make.
  /// - Throws: A ``NavigationRefusal`` when the command cannot apply in full; the state is then
  ///   exactly as it was.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationRefusal) {
    if let edit = try edit(for: command) { perform(edit) }
  }

  /// Applies commands in order, all or none.
  ///
  /// - Parameter commands: The changes to make, as one batch.
  /// - Throws: The first command's ``NavigationRefusal``; the state is then exactly as it was,
  ///   whatever the commands before it did.
  public mutating func apply(_ commands: [NavigationCommand]) throws(NavigationRefusal) {
    if commands.count == 1 {
      try apply(commands[0])
    } else {
      self = try applying(commands)
    }
  }

  /// The state after `commands`, all applied in order; this state is left as it is.
  ///
  /// - Parameter commands: The changes to make, as one batch.
  /// - Returns: The new state.
  /// - Throws: The first command's ``NavigationRefusal``.
  public func applying(_ commands: [NavigationCommand]) throws(NavigationRefusal)
    -> NavigationState
  {
    var next = self
    for command in commands {
      try next.apply(command)
    }
    return next
  }

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
  package mutating func perform(_ edit: consuming NavigationEdit) {
    switch consume edit {
    case .append(let route): path.append(route)
    case .removeLast(let count): path.removeLast(count)
    case .replacePath(let newPath): path = newPath
    case .replaceRoot(let newRoot):
      root = newRoot
      path.removeAll()
    }
  }
}

/// A change to a ``NavigationState`` already known to apply.
package enum NavigationEdit: Hashable, Sendable {
  case append(AnyRoute)
  case removeLast(Int)
  case replacePath(RoutePath)
  case replaceRoot(AnyRoute)
}
