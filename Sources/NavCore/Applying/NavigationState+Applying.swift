extension NavigationState {
  /// Applies one command.
  ///
  /// - Parameter command: The change to make.
  /// - Throws: A ``NavigationRefusal`` when the command cannot apply in full; the state is then
  ///   exactly as it was.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationRefusal) {
    _ = try applyCommand(command)
  }

  /// Applies commands in order, all or none.
  ///
  /// The commands change the state in place, remembering how to undo what they did, so a batch
  /// costs what its commands cost however deep the stack is, and a refusal undoes only what
  /// the batch had done.
  ///
  /// - Parameter commands: The changes to make, as one batch.
  /// - Throws: The first command's ``NavigationRefusal``; the state is then exactly as it was,
  ///   whatever the commands before it did.
  public mutating func apply(_ commands: [NavigationCommand]) throws(NavigationRefusal) {
    var transaction = NavigationTransaction()
    try transaction.apply(commands, to: &self)
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
    try next.apply(commands)
    return next
  }
}
