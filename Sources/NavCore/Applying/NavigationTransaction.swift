/// Applies commands to a state in place and remembers how to take them back.
///
/// A batch is atomic without working on a copy: each command changes the state where it is,
/// and the transaction keeps what each one removed or replaced, so a refusal midway undoes
/// only what the batch did, and a runtime can learn afterwards what the batch changed (see
/// ``changes(in:)``). Either way the work is what the commands cost, however deep the stacks.
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

  /// The undos, oldest first.
  package var undos: [NavigationUndo] {
    guard let first else { return [] }
    return [first] + rest
  }

  /// Applies `command` to `state` and remembers how to undo it.
  ///
  /// - Parameter scope: Where the command acts; the focused stack of the tree by default.
  /// - Throws: The command's refusal; `state` and the transaction are then as they were.
  package mutating func apply(
    _ command: consuming NavigationCommand, in scope: CommandScope = .app,
    to state: inout NavigationState
  ) throws(NavigationRefusal) {
    switch consume command {
    case .inTab(let tab, let commands):
      let base = try state.tabAddress(tab, in: scope)
      try apply(commands, in: CommandScope(base: base, followsFocus: true), to: &state)
    case .at(let address, let commands):
      let base = scope.base.appending(address)
      guard state[stack: base] != nil else { throw .noStack(base) }
      try apply(commands, in: CommandScope(base: base, followsFocus: false), to: &state)
    case let command:
      guard let edit = try state.edit(for: command, in: scope) else { return }
      if !edit.keepsFocus {
        // Undos recorded as "the focused stack" must name it before the focus moves.
        nameFocusedStack(in: state)
      }
      record(state.perform(edit))
    }
  }

  /// Applies `commands` in order, all or none.
  ///
  /// - Parameter scope: Where the commands act; the focused stack of the tree by default.
  /// - Throws: The first refusal; `state` and the transaction are then as they were before
  ///   this call.
  package mutating func apply(
    _ commands: [NavigationCommand], in scope: CommandScope = .app,
    to state: inout NavigationState
  ) throws(NavigationRefusal) {
    let mark = count
    let enclosingSeal = sealed
    sealed = mark
    defer { sealed = enclosingSeal }
    do {
      for command in commands {
        try apply(command, in: scope, to: &state)
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

  /// What the edits changed, against `state` as they left it.
  package func changes(in state: NavigationState) -> NavigationChanges {
    var named = self
    named.nameFocusedStack(in: state)
    return NavigationChanges(undos: named.undos, in: state)
  }

  /// Replaces "the focused stack" in the undos with its address in `state`, where the focus
  /// has not moved since they were recorded.
  private mutating func nameFocusedStack(in state: NavigationState) {
    guard let first, first.target == .focus || rest.contains(where: { $0.target == .focus })
    else { return }
    let address = state.focusedAddress
    self.first = first.naming(focus: address)
    for index in rest.indices {
      rest[index] = rest[index].naming(focus: address)
    }
  }

  private var count: Int {
    first == nil ? 0 : 1 + rest.count
  }

  private mutating func record(_ undo: NavigationUndo) {
    // A run of pushes onto one stack is one undo, so building a deep stack remembers one
    // number.
    if count > sealed, case .pushed(let more, let target) = undo {
      if rest.isEmpty, case .pushed(let earlier, target)? = first {
        first = .pushed(earlier + more, at: target)
        return
      }
      if case .pushed(let earlier, target)? = rest.last {
        rest[rest.count - 1] = .pushed(earlier + more, at: target)
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

extension NavigationEdit {
  /// Whether the edit leaves the focus where it was: it changes one stack's path only.
  fileprivate var keepsFocus: Bool {
    switch self {
    case .append, .removeLast, .replaceLast, .replacePath: true
    case .present, .dismiss, .select, .replaceState: false
    }
  }
}
