/// Which stack an edit changes.
package enum StackTarget: Hashable, Sendable {
  /// The focused stack, found again from the root when the edit is made: a push or a pop does
  /// not move the focus, so the hot path never spells out an address.
  case focus
  /// The stack at this address.
  case address(StackAddress)
}

/// A change to a ``NavigationState`` already known to apply: what a command decided, before
/// anything changed.
package enum NavigationEdit: Sendable {
  /// Pushes a route onto the stack.
  case append(AnyRoute, at: StackTarget)
  /// Pops this many routes, at least one.
  case removeLast(Int, at: StackTarget)
  /// Replaces the top pushed route.
  case replaceLast(AnyRoute, at: StackTarget)
  /// Replaces the stack's path.
  case replacePath(RoutePath, at: StackTarget)
  /// Presents a layer over the stack, which presents nothing.
  indirect case present(PresentedLayer, over: StackAddress)
  /// Closes the layer presented over the stack, with everything in it.
  case dismiss(over: StackAddress)
  /// Selects the tab at this position of the stack's tab bar.
  case select(Int, at: StackAddress)
  /// Replaces the whole stack — root, path, layers and tabs.
  indirect case replaceState(NavigationState, at: StackAddress)
}

/// Whether an edit pushed onto or popped the focused stack, noted where the edit is made.
///
/// The router settles these two, its hot path, without working out the change; the undo that
/// records them holds routes, whose existential storage makes every pattern match on it copy
/// the whole value first, so the kind is noted beside it instead.
package enum FocusedPathEdit: Equatable, Sendable {
  /// Anything else, or nothing.
  case other
  /// Routes pushed onto the focused stack.
  case push(count: Int)
  /// Routes popped from the focused stack.
  case pop
}

extension NavigationState {
  /// Makes an edit that was decided for this state; it cannot fail.
  ///
  /// - Returns: How to undo it.
  package mutating func perform(_ edit: consuming NavigationEdit) -> NavigationUndo {
    var noted = FocusedPathEdit.other
    return perform(edit, noting: &noted)
  }

  /// Makes an edit, as ``perform(_:)`` does, and notes in `noted` whether it pushed onto or
  /// popped the focused stack.
  package mutating func perform(
    _ edit: consuming NavigationEdit, noting noted: inout FocusedPathEdit
  ) -> NavigationUndo {
    switch consume edit {
    case .append(let route, let target):
      modify(target) { $0.path.append(route) }
      if target == .focus { noted = .push(count: 1) }
      return .pushed(1, at: target)
    case .removeLast(let count, let target):
      if target == .focus { noted = .pop }
      return .popped(modify(target) { $0.path.removeLast(count: count) }, at: target)
    case .replaceLast(let route, let target):
      let old = modify(target) { stack in
        replacing(&stack.path[stack.path.count - 1], with: route)
      }
      return .replacedLast(old, at: target)
    case .replacePath(let path, let target):
      return .replacedPath(modify(target) { replacing(&$0.path, with: path) }, at: target)
    case .present(let layer, let address):
      modify(.address(address)) { $0.presented = layer }
      return .presented(over: address)
    case .dismiss(let address):
      let layer = modify(.address(address)) { $0.presented.take() }
      return .dismissed(layer, over: address)
    case .select(let index, let address):
      let old = modify(.address(address)) { stack in
        guard stack.tabs != nil else { preconditionFailure("tab selection at \(address): no tabs") }
        // Checked just above.
        return replacing(&stack.tabs!.selectedIndex, with: index)
      }
      return .selected(old, at: address)
    case .replaceState(let state, let address):
      return .replacedState(modify(.address(address)) { replacing(&$0, with: state) }, at: address)
    }
  }

  /// Changes the stack an edit targets. The edit was decided on this state, so its stack
  /// exists; a missing one is a broken invariant.
  package mutating func modify<Result>(
    _ target: StackTarget, _ body: (inout NavigationState) -> Result
  ) -> Result {
    switch target {
    case .focus:
      if presented == nil && tabs == nil { return body(&self) }
      return modifyFocused(body)
    case .address(let address):
      guard let result = modify(at: address, body) else {
        preconditionFailure("edit at \(address), which names no stack, on \(summary)")
      }
      return result
    }
  }
}

extension RoutePath {
  /// Pops `count` routes and returns them, bottom first; one route is returned without an
  /// array.
  fileprivate mutating func removeLast(count: Int) -> PoppedRoutes {
    if count == 1 { return .one(removeLast()) }
    let removed = Array(self[(self.count - count)...])
    removeLast(count)
    return .many(removed)
  }
}

/// Moves `value` out and `newValue` in, without a copy of either.
package func replacing<Value>(_ value: inout Value, with newValue: consuming Value) -> Value {
  let old = consume value
  value = newValue
  return old
}
