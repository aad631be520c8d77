/// How a change is recorded while commands apply, and made final once they all have.
///
/// While commands apply, each edit holds what its part was before the first command touched
/// it — the routes a path had from the lowest position any command changed, the layer, the
/// selected tab, the whole stack — and nothing of what the part holds now. An edit inside a
/// part already kept whole (a layer or a stack replaced earlier in the batch) is not recorded:
/// the part's old value already says what was there. A part kept whole after edits inside it
/// takes those edits back in its copy, so it holds what was there before the batch. Either way,
/// putting each old part back gives the state before the batch (``NavigationState/revert(_:)``).
///
/// Once the commands have applied, ``seal(in:)`` reads what each part holds now and keeps only
/// what differs: the record is then the one ``NavigationChange/init(from:to:)`` finds.
extension NavigationChange {
  /// Records that the routes of the path of the stack at `address` from `index` up, which are
  /// `removed`, are about to be replaced.
  mutating func recordPath(at address: StackAddress, from index: Int, removing removed: [AnyRoute])
  {
    if isKept(address) { return }
    guard let position = pathEdit(at: address) else {
      edits.append(.path(address, kept: index, removed: removed, added: []))
      return
    }
    guard case .path(_, let kept, let old, _) = edits[position], index < kept else { return }
    // Routes at `kept` and above were pushed by this batch: only those below were there before.
    let newlyRemoved = removed.prefix(kept - index)
    edits[position] = .path(
      address, kept: index, removed: Array(newlyRemoved) + old,
      added: [])
  }

  /// Records that the layer over the stack at `address`, which is `old`, is about to change.
  mutating func recordLayer(over address: StackAddress, old: PresentedLayer?) {
    let recorded = edits.contains { edit in
      if case .layer(address, _, _) = edit { return true }
      return false
    }
    if recorded || isKept(address) { return }
    var old = old
    for edit in takeEdits(inside: address.presented) {
      // Edits inside a layer exist only while it is presented.
      old?.state.undo(edit, below: address.presented)
    }
    edits.append(.layer(over: address, old: old, new: nil))
  }

  /// Records that the tab bar of the stack at `address`, showing `old`, is about to select
  /// another tab.
  mutating func recordSelection(of address: StackAddress, old: AnyRoute) {
    if isKept(address) { return }
    let selected = edits.contains { edit in
      if case .selection(address, _, _) = edit { return true }
      return false
    }
    if !selected { edits.append(.selection(of: address, old: old, new: old)) }
  }

  /// Records that the stack at `address`, which is `old`, is about to be replaced whole.
  mutating func recordStack(at address: StackAddress, old: NavigationState) {
    if isKept(address) { return }
    var old = old
    for edit in takeEdits(inside: address) {
      old.undo(edit, below: address)
    }
    edits.append(.stack(address, old: old, new: old))
  }

  /// Makes the record final, given the state the commands left: each edit gets what its part
  /// holds now, and keeps only what differs from before.
  mutating func seal(in state: NavigationState) {
    var sealed: [Edit] = []
    for edit in edits {
      let address = edit.stack
      guard let stack = state[stack: address] else {
        preconditionFailure("sealing \(edit): no stack there in \(state.summary)")
      }
      switch edit {
      case .path(_, let kept, let removed, _):
        let same = zip(removed, stack.path[kept...]).prefix { $0 == $1 }.count
        if removed.count != same || stack.path.count != kept + same {
          sealed.append(
            .path(
              address, kept: kept + same, removed: Array(removed.dropFirst(same)),
              added: stack.path.copyOfRoutes(from: kept + same)))
        }
      case .layer(_, let old, _):
        Self.compareLayers(old, stack.presented, over: address, into: &sealed)
      case .selection(_, let old, _):
        if let new = stack.tabs?.selected, new != old {
          sealed.append(.selection(of: address, old: old, new: new))
        }
      case .stack(_, let old, _):
        guard address.steps.last == .presented, let presenter = address.parent,
          let layer = state[stack: presenter]?.presented
        else {
          Self.compare(old, stack, at: address, into: &sealed)
          continue
        }
        // A layer's own stack: a new root is a new layer, as comparing the trees finds.
        let before = PresentedLayer(layer.style, state: old)
        Self.compareLayers(before, layer, over: presenter, into: &sealed)
      }
    }
    edits = sealed
  }

  // MARK: Finding edits

  /// Whether a part kept whole holds the stack at `address`: a layer it is in, or a stack it
  /// is or is in.
  private func isKept(_ address: StackAddress) -> Bool {
    edits.contains { edit in
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

  /// The position of the edit of the path of the stack at `address`, if one is recorded.
  private func pathEdit(at address: StackAddress) -> Int? {
    edits.firstIndex { edit in
      if case .path(address, _, _, _) = edit { return true }
      return false
    }
  }

  /// Removes the edits at `address` and below it, and returns them, newest first.
  private mutating func takeEdits(inside address: StackAddress) -> [Edit] {
    var taken: [Edit] = []
    var kept: [Edit] = []
    for edit in edits {
      if edit.stack.hasPrefix(address) { taken.append(edit) } else { kept.append(edit) }
    }
    edits = kept
    return taken.reversed()
  }
}

extension NavigationState {
  /// Takes back what a change did: puts each part it changed back as it was.
  ///
  /// - Parameter change: A change this state is the result of, recorded or sealed.
  package mutating func revert(_ change: NavigationChange) {
    for edit in change.edits.reversed() {
      undo(edit, below: .root)
    }
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
