/// How a change is recorded while commands apply, and made final once they all have.
///
/// While commands apply, a path's edit grows with each push and pop (``PathEdit``), and every
/// other part — a layer, a selection, a whole stack — holds what it was before the first
/// command touched it, and nothing of what it holds now. A change inside a part already kept
/// whole (a layer or a stack replaced earlier in the batch) is not recorded: the part's old
/// value already says what was there. A part kept whole after changes inside it takes those
/// changes back in its copy, so it holds what was there before the batch. Either way, putting
/// each part back gives the state before the batch (``NavigationState/revert(_:)``).
///
/// Once the commands have applied, ``settle(in:)`` keeps only what differs, and reads what
/// each part other than a path holds now. Sealed (``sealed(in:)``), each path edit made an edit
/// of the public record with the routes the path now holds copied in, the record is the one
/// ``NavigationChange/init(from:to:)`` finds, and stands on its own.
extension NavigationChange {
  /// Records that a route is about to be pushed on the stack at `address`, whose path is
  /// `path`.
  mutating func recordPush(at address: StackAddress, onto path: RoutePath) {
    if !isKept(address) { paths.modify(at: address, kept: path.count) { $0.push() } }
  }

  /// Records that `count` routes are about to be popped from the stack at `address`, whose
  /// path is `path`.
  mutating func recordPop(_ count: Int, at address: StackAddress, from path: RoutePath) {
    if !isKept(address) {
      paths.modify(at: address, kept: path.count) { $0.pop(count, from: path) }
    }
  }

  /// Records that the top route of the stack at `address`, whose path is `path`, is about to
  /// be replaced.
  mutating func recordReplaceTop(at address: StackAddress, of path: RoutePath) {
    if !isKept(address) { paths.modify(at: address, kept: path.count) { $0.replaceTop(of: path) } }
  }

  /// Records that the layer over the stack at `address`, which is `old`, is about to change.
  mutating func recordLayer(over address: StackAddress, old: PresentedLayer?) {
    let recorded = others.contains { edit in
      if case .layer(address, _, _) = edit { return true }
      return false
    }
    if recorded || isKept(address) { return }
    var old = old
    takeEdits(inside: address.presented) { edit, below in
      // Edits inside a layer exist only while it is presented.
      old?.state.undo(edit, below: below)
    }
    others.append(.layer(over: address, old: old, new: nil))
  }

  /// Records that the tab bar of the stack at `address`, showing `old`, is about to select
  /// another tab.
  mutating func recordSelection(of address: StackAddress, old: AnyRoute) {
    let recorded = others.contains { edit in
      if case .selection(address, _, _) = edit { return true }
      return false
    }
    if !recorded && !isKept(address) { others.append(.selection(of: address, old: old, new: old)) }
  }

  /// Records that the stack at `address`, which is `old`, is about to be replaced whole.
  mutating func recordStack(at address: StackAddress, old: NavigationState) {
    if isKept(address) { return }
    var old = old
    takeEdits(inside: address) { edit, below in old.undo(edit, below: below) }
    others.append(.stack(address, old: old, new: old))
  }

  /// Makes the record final, given the state the commands left: each part keeps only what
  /// differs from before, and each part but a path gets what it holds now.
  mutating func settle(in state: NavigationState) {
    paths.update { edit in
      if edit.needsSettling {
        // A path edit is only ever recorded at a stack that is there.
        edit.settle(in: state.read(at: edit.stack, { $0.path }) ?? [])
      }
      return edit.changesPath
    }
    guard !others.isEmpty else { return }
    let recorded = others
    others = []
    for edit in recorded {
      guard let stack = state[stack: edit.stack] else {
        preconditionFailure("sealing \(edit): no stack there in \(state.summary)")
      }
      settle(edit, in: stack, of: state)
    }
  }

  /// Adds what `edit`, a layer, a selection or a whole stack, became, given the stack it is
  /// about as the commands left it, in `state`.
  private mutating func settle(
    _ edit: Edit, in stack: NavigationState, of state: NavigationState
  ) {
    let address = edit.stack
    switch edit {
    case .path:
      preconditionFailure("a path edit among the other edits: \(edit)")
    case .layer(_, let old, _):
      compareLayers(old, stack.presented, over: address)
    case .selection(_, let old, _):
      if let new = stack.tabs?.selected, new != old {
        others.append(.selection(of: address, old: old, new: new))
      }
    case .stack(_, let old, _):
      guard address.steps.last == .presented, let presenter = address.parent,
        let layer = state[stack: presenter]?.presented
      else {
        return compare(old, stack, at: address)
      }
      // A layer's own stack: a new root is a new layer, as comparing the trees finds.
      compareLayers(PresentedLayer(layer.style, state: old), layer, over: presenter)
    }
  }

  // MARK: Finding edits

  /// Whether a part kept whole holds the stack at `address`: a layer it is in, or a stack it
  /// is or is in.
  private func isKept(_ address: StackAddress) -> Bool {
    others.contains { edit in
      switch edit {
      case .layer(let presenter, _, _):
        address.steps(insideLayerOver: presenter) != nil
      case .stack(let stack, _, _):
        address.hasPrefix(stack)
      case .path, .selection:
        false
      }
    }
  }

  /// Removes the edits at `address` and below it, and passes each, newest first, to `undo`
  /// with `address`: the part kept whole there takes them back.
  private mutating func takeEdits(
    inside address: StackAddress, _ undo: (Edit, StackAddress) -> Void
  ) {
    let inside = others.filter { $0.stack.hasPrefix(address) }
    others.removeAll { $0.stack.hasPrefix(address) }
    for edit in inside.reversed() { undo(edit, address) }
    for edit in paths.remove(inside: address) {
      undo(.path(edit.stack, kept: edit.kept, removed: edit.removed, added: []), address)
    }
  }
}

extension NavigationState {
  /// Takes back what a change did: puts each part it changed back as it was.
  ///
  /// - Parameter change: A change this state is the result of, recorded or sealed.
  package mutating func revert(_ change: NavigationChange) {
    for edit in change.paths { undo(edit, below: .root) }
    for edit in change.others.reversed() { undo(edit, below: .root) }
  }

  /// Puts back the path `edit` changed, `edit` being recorded against the stack at `base`,
  /// which this state is.
  mutating func undo(_ edit: PathEdit, below base: StackAddress) {
    undo(.path(edit.stack, kept: edit.kept, removed: edit.removed, added: []), below: base)
  }

  /// Puts back the part `edit` changed, `edit` being recorded against the stack at `base`,
  /// which this state is.
  mutating func undo(_ edit: NavigationChange.Edit, below base: StackAddress) {
    guard let steps = edit.stack.steps(below: base) else {
      preconditionFailure("undoing \(edit) below \(base), which does not hold it")
    }
    let found: Void? = modify(at: StackAddress(steps: Array(steps))) { stack in
      switch edit {
      case .path(_, let kept, let removed, _):
        stack.path.replaceSubrange(kept..., with: removed)
      case .layer(_, let old, _):
        stack.presented = old
      case .selection(_, let old, _):
        if let index = stack.tabs?.index(of: old) { stack.tabs?.selectedIndex = index }
      case .stack(_, let old, _):
        stack = old
      }
    }
    if found == nil { preconditionFailure("undoing \(edit): no stack there in \(summary)") }
  }
}

extension NavigationChange {
  /// The change standing on its own: each path edit made an edit of the public record, with
  /// the routes it added copied in from `state`, the state the change left.
  package func sealed(in state: NavigationState) -> NavigationChange {
    guard !isSealed else { return self }
    var sealed = NavigationChange()
    sealed.others = paths.map { edit in
      // A path edit is only ever recorded at a stack that is there.
      edit.edit(leaving: state.read(at: edit.stack, { $0.path }) ?? [])
    }
    sealed.others += others
    return sealed
  }
}
