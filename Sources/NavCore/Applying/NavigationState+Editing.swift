/// The eight ways a command changes a state, each recorded in the change it belongs to before
/// it is made. Every command is made of these; nothing else writes a state while commands apply.
extension NavigationState {
  /// Pushes `route` on the stack at `address`.
  mutating func push(
    _ route: AnyRoute, at address: StackAddress, recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      change.recordPath(at: address, from: stack.path.count, removing: [])
      stack.path.append(route)
    }
  }

  /// Pops `count` routes, at least one, from the stack at `address`.
  mutating func pop(
    _ count: Int, at address: StackAddress, recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      let from = stack.path.count - count
      change.recordPath(at: address, from: from, removing: Array(stack.path.routes[from...]))
      stack.path.removeLast(count)
    }
  }

  /// Replaces the top pushed route of the stack at `address`, which has one.
  mutating func replaceTop(
    with route: AnyRoute, at address: StackAddress, recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      let index = stack.path.count - 1
      change.recordPath(at: address, from: index, removing: [stack.path[index]])
      stack.path[index] = route
    }
  }

  /// Replaces the path of the stack at `address`, keeping the routes it shares at the bottom.
  mutating func setPath(
    _ path: RoutePath, at address: StackAddress, recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      let from = stack.path.commonPrefixCount(with: path)
      change.recordPath(at: address, from: from, removing: Array(stack.path.routes[from...]))
      stack.path.replaceSubrange(from..., with: path.routes[from...])
    }
  }

  /// Presents `layer` over the stack at `address`, or with `nil` closes the layer there.
  mutating func setLayer(
    _ layer: PresentedLayer?, over address: StackAddress,
    recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      change.recordLayer(over: address, old: stack.presented)
      stack.presented = layer
    }
  }

  /// Selects the tab at `index` of the tab bar of the stack at `address`.
  mutating func selectTab(
    at index: Int, of address: StackAddress, recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      guard let selected = stack.tabs?.selected else {
        preconditionFailure("selecting a tab in \(stack.summary), which has no tab bar")
      }
      change.recordSelection(of: address, old: selected)
      stack.tabs?.selectedIndex = index
    }
  }

  /// Replaces the whole stack at `address` — its root, path, layers and tabs — with `state`.
  mutating func replaceStack(
    at address: StackAddress, with state: NavigationState,
    recording change: inout NavigationChange
  ) {
    editStack(at: address) { stack in
      change.recordStack(at: address, old: stack)
      stack = state
    }
  }

  /// Changes the stack at `address`, which a command has found there.
  private mutating func editStack(
    at address: StackAddress, _ body: (inout NavigationState) -> Void
  ) {
    if modify(at: address, body) == nil {
      preconditionFailure("editing the stack at \(address), which names none, in \(summary)")
    }
  }
}
