extension NavigationState {
  /// Does again what a change did: puts in each part it changed what the part became.
  ///
  /// The reverse of ``revert(_:)``: applied to the state a change was recorded from, it gives
  /// the state the change left, in the time the change's edits take, however large the tree.
  ///
  /// - Parameter change: A sealed change whose parts this state holds as they were before it.
  /// - Returns: Whether every edit found its stack; when one did not, the state is left as the
  ///   edits before it made it.
  @discardableResult
  package mutating func replay(_ change: NavigationChange) -> Bool {
    for edit in change.edits {
      guard redo(edit) else { return false }
    }
    return true
  }

  /// Puts in the part `edit` changed what it became.
  private mutating func redo(_ edit: NavigationChange.Edit) -> Bool {
    let found: Bool? = modify(at: edit.stack) { stack in
      switch edit {
      case .path(_, let kept, _, let added):
        guard stack.path.count >= kept else { return false }
        stack.path.replaceSubrange(kept..., with: added)
      case .layer(_, _, let new):
        stack.presented = new
      case .selection(_, _, let new):
        guard let index = stack.tabs?.index(of: new) else { return false }
        stack.tabs?.selectedIndex = index
      case .stack(_, _, let new):
        stack = new
      }
      return true
    }
    return found ?? false
  }
}
