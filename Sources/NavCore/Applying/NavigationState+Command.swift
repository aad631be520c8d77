/// What applying one command did.
package enum CommandOutcome: Sendable {
  /// The command applied and changed nothing.
  case unchanged
  /// The command made one edit, undone by this.
  case changed(NavigationUndo)
  /// The command held others for a scope, applied by this transaction.
  case scoped(NavigationTransaction)
}

extension NavigationState {
  /// Applies one command in place: decided, then made, with no transaction for a command that
  /// makes one edit, which is every command but the scopes.
  ///
  /// - Throws: The command's refusal; the state is then exactly as it was.
  package mutating func applyCommand(
    _ command: consuming NavigationCommand
  ) throws(NavigationRefusal) -> CommandOutcome {
    var noted = FocusedPathEdit.other
    return try applyCommand(command, noting: &noted)
  }

  /// Applies one command in place, as ``applyCommand(_:)`` does, and notes in `noted` whether
  /// it pushed onto or popped the focused stack.
  package mutating func applyCommand(
    _ command: consuming NavigationCommand, noting noted: inout FocusedPathEdit
  ) throws(NavigationRefusal) -> CommandOutcome {
    if command.holdsScope {
      return .scoped(try applyInTransaction(command))
    }
    if (presented != nil || tabs != nil) && command.isPathCommand {
      // A path command in a tree: decided and made on the focused stack in one walk down.
      return try modifyFocused(layerStyle: nil) { (stack, style) throws(NavigationRefusal) in
        guard let edit = try stack.pathEdit(for: command, layerStyle: style) else {
          return .unchanged
        }
        // On the focused stack, `.focus` is the stack itself.
        return .changed(stack.perform(edit, noting: &noted))
      }
    }
    guard let edit = try edit(for: command) else { return .unchanged }
    return .changed(perform(edit, noting: &noted))
  }

  /// Applies one command in place, as ``applyCommand(_:noting:)`` does, and leaves the
  /// command to the caller, which keeps it: a path command on a plain stack (a push, a pop)
  /// is decided on the command as it is, copying only the route the stack keeps; any other
  /// command is applied from a copy.
  package mutating func applyCommand(
    keeping command: NavigationCommand, noting noted: inout FocusedPathEdit
  ) throws(NavigationRefusal) -> CommandOutcome {
    if presented == nil && tabs == nil && command.isPathCommand {
      // A plain stack is the focused stack.
      guard let edit = try pathEdit(for: command, layerStyle: nil) else { return .unchanged }
      return .changed(perform(edit, noting: &noted))
    }
    return try applyCommand(command, noting: &noted)
  }

  private mutating func applyInTransaction(
    _ command: NavigationCommand
  ) throws(NavigationRefusal) -> NavigationTransaction {
    var transaction = NavigationTransaction()
    try transaction.apply(command, to: &self)
    return transaction
  }
}

extension NavigationCommand {
  /// Whether the command holds others for a scope: `inTab` or `at`.
  fileprivate var holdsScope: Bool {
    switch self {
    case .inTab, .at: true
    default: false
    }
  }

  /// Whether the command changes the focused stack's path and nothing else.
  fileprivate var isPathCommand: Bool {
    switch self {
    case .push, .pop, .popTo, .popToMatching, .popToRoot, .replaceTop, .setPath: true
    default: false
    }
  }
}
