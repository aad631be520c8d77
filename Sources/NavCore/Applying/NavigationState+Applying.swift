extension NavigationState {
  /// Applies one command.
  ///
  /// - Parameter command: The change to make.
  /// - Throws: A ``NavigationRefusal`` when the command cannot apply in full; the state is then
  ///   exactly as it was.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationRefusal) {
    _ = try change(by: command)
  }

  /// Applies commands in order, all or none.
  ///
  /// The commands change the state in place, recording what each part they touch held before,
  /// so a batch costs what its commands cost however deep the stacks are, and a refusal puts
  /// back only what the batch had changed.
  ///
  /// - Parameter commands: The changes to make, as one batch.
  /// - Throws: The first command's ``NavigationRefusal``; the state is then exactly as it was,
  ///   whatever the commands before it did.
  public mutating func apply(_ commands: [NavigationCommand]) throws(NavigationRefusal) {
    _ = try change(by: commands)
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

  /// Applies `commands` as one batch, all or none, and returns what they changed: how a
  /// router changes its state.
  ///
  /// - Returns: The record of the change (``NavigationChange``), settled: seal it
  ///   (``NavigationChange/sealed(in:)``) before it leaves the request.
  /// - Throws: The first command's ``NavigationRefusal``; the state is then exactly as it was.
  package mutating func change(by commands: [NavigationCommand]) throws(NavigationRefusal)
    -> NavigationChange
  {
    var change = NavigationChange()
    do {
      try apply(commands, in: .app, recording: &change)
    } catch {
      revert(change)
      throw error
    }
    change.settle(in: self)
    return change
  }

  /// Applies one command and returns what it changed, as ``change(by:)-([NavigationCommand])``
  /// does for a batch.
  package mutating func change(by command: NavigationCommand) throws(NavigationRefusal)
    -> NavigationChange
  {
    var change = NavigationChange()
    do {
      try apply(command, in: .app, recording: &change)
    } catch {
      revert(change)
      throw error
    }
    change.settle(in: self)
    return change
  }
}
