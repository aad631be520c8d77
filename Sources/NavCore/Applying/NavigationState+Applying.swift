extension NavigationState {
  /// Applies one command.
  ///
  /// - Parameter command: The change to make.
  /// - Throws: A ``NavigationRefusal`` when the command cannot apply in full; the state is then
  ///   exactly as it was.
  public mutating func apply(_ command: NavigationCommand) throws(NavigationRefusal) {
    var focus: StackAddress?
    var change = NavigationChange()
    try apply(command, focus: &focus, recording: &change)
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
    var focus: StackAddress?
    var change = NavigationChange()
    try apply(commands, focus: &focus, recording: &change)
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

  /// Applies `commands` as one batch, all or none, recording what they changed in `change`,
  /// which starts empty: how a router changes its state.
  ///
  /// The record is settled, not sealed: seal it (``NavigationChange/sealed(in:)``) before it
  /// leaves the request.
  ///
  /// - Parameters:
  ///   - focus: The address of the focused stack (``focusedAddress``), if the caller knows it;
  ///     then the commands need not find it. On return, the address after the commands, or
  ///     `nil` when they may have moved the focus.
  /// - Throws: The first command's ``NavigationRefusal``; the state is then exactly as it was,
  ///   `focus` its focused stack's address or `nil`, and `change` empty.
  package mutating func apply(
    _ commands: [NavigationCommand], focus: inout StackAddress?,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    try applyAtFocus(&focus, recording: &change) {
      (state, scope, change) throws(NavigationRefusal) in
      for command in commands {
        try state.apply(command, in: scope, recording: &change)
        // Only a layer, a selection or a whole stack replaced moves the focus.
        if !change.others.isEmpty { scope.focus = nil }
      }
    }
  }

  /// Applies one command, recording what it changed in `change`, as
  /// ``apply(_:focus:recording:)-([NavigationCommand],_,_)`` does for a batch.
  package mutating func apply(
    _ command: NavigationCommand, focus: inout StackAddress?,
    recording change: inout NavigationChange
  ) throws(NavigationRefusal) {
    try applyAtFocus(&focus, recording: &change) {
      (state, scope, change) throws(NavigationRefusal) in
      try state.apply(command, in: scope, recording: &change)
    }
  }

  /// Runs `body` in the scope of the whole tree, with the focus known, as one batch: takes it
  /// back on a refusal, settles the record otherwise, and says whether the focus may have moved.
  private mutating func applyAtFocus(
    _ focus: inout StackAddress?, recording change: inout NavigationChange,
    _ body: (inout NavigationState, inout CommandScope, inout NavigationChange)
      throws(NavigationRefusal) -> Void
  ) throws(NavigationRefusal) {
    // The known address moves into the scope and back rather than be copied. An address below
    // the root keeps its steps in an array, and every copy retains it: an atomic write, cheap
    // in instructions but not in time (workload 7a's tree, with the borrow in
    // `applyToPath(_:in:recording:)`; Benchmarks/RESULTS.md).
    var scope = CommandScope(base: .root, followsFocus: true, focus: focus.take() ?? focusedAddress)
    do {
      try body(&self, &scope, &change)
    } catch {
      revert(change)
      change = NavigationChange()
      focus = scope.focus
      throw error
    }
    change.settle(in: self)
    // Only a layer, a selection or a whole stack replaced moves the focus.
    if change.others.isEmpty { focus = scope.focus.take() }
  }
}
