/// Applies commands to a state in place and remembers how to take them back.
///
/// A batch is atomic without working on a copy: each command changes the state where it is,
/// and the transaction keeps what each one removed or replaced, so a refusal midway undoes
/// only what the batch did, and a runtime can learn afterwards what the batch changed (see
/// ``changes(in:)``). Either way the work is what the commands cost, however deep the stack.
package struct NavigationTransaction: Sendable {
  /// The first undo, kept inline: most requests are one command, and remember nothing else.
  private var first: NavigationUndo?
  /// The undos after the first, in the order the edits were made.
  private var rest: [NavigationUndo] = []
  /// How many undos belong to enclosing batches: a run of pushes merges only into an undo of
  /// the batch being applied, so that batch's refusal still takes back exactly its own edits.
  private var sealed = 0

  package init() {}

  /// Whether no edit was made: every command so far changed nothing, or there were none.
  package var isEmpty: Bool {
    first == nil
  }

  /// Applies `command` to `state` and remembers how to undo it.
  ///
  /// - Throws: The command's refusal; `state` and the transaction are then as they were.
  package mutating func apply(
    _ command: consuming NavigationCommand, to state: inout NavigationState
  ) throws(NavigationRefusal) {
    guard let edit = try state.edit(for: command) else { return }
    record(state.perform(edit))
  }

  /// Applies `commands` in order, all or none.
  ///
  /// - Throws: The first refusal; `state` and the transaction are then as they were before
  ///   this call.
  package mutating func apply(
    _ commands: [NavigationCommand], to state: inout NavigationState
  ) throws(NavigationRefusal) {
    let mark = count
    let enclosingSeal = sealed
    sealed = mark
    defer { sealed = enclosingSeal }
    do {
      for command in commands {
        try apply(command, to: &state)
      }
    } catch {
      rollBack(&state, to: mark)
      throw error
    }
  }

  /// Takes back every edit made through this transaction, newest first.
  package mutating func rollBack(_ state: inout NavigationState) {
    rollBack(&state, to: 0)
  }

  /// The undos, oldest first.
  package var undos: some BidirectionalCollection<NavigationUndo> {
    [first].compactMap { $0 } + rest
  }

  private var count: Int {
    first == nil ? 0 : 1 + rest.count
  }

  private mutating func record(_ undo: NavigationUndo) {
    // A run of pushes is one undo, so building a deep stack remembers one number.
    if case .pushed(let more) = undo, count > sealed {
      if rest.isEmpty, case .pushed(let earlier)? = first {
        first = .pushed(earlier + more)
        return
      }
      if case .pushed(let earlier)? = rest.last {
        rest[rest.count - 1] = .pushed(earlier + more)
        return
      }
    }
    if first == nil { first = undo } else { rest.append(undo) }
  }

  private mutating func rollBack(_ state: inout NavigationState, to mark: Int) {
    while count > mark {
      if let undo = rest.popLast() {
        state.revert(undo)
      } else if let undo = first.take() {
        state.revert(undo)
      }
    }
  }
}
