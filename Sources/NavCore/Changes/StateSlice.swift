/// One part of a state that a view can read on its own, and be told of on its own.
package enum StateSlice: Hashable, Sendable {
  /// The whole state.
  case state
  /// The path of the stack at an address; empty when the address names no stack.
  case path(StackAddress)
  /// Which layer is presented over the stack at an address: its style and route.
  case presented(StackAddress)
  /// The selected tab of the tab bar at an address.
  case selectedTab(StackAddress)
  /// What the stack at an address shows at its bottom: its root route and its tabs, in order.
  case shape(StackAddress)
}

extension NavigationChange {
  /// Whether `slice` reads differently after the change than before.
  package func changed(_ slice: StateSlice) -> Bool {
    switch slice {
    case .state:
      return !isEmpty
    case .path(let address):
      if paths.contains(where: { $0.stack == address }) { return true }
      return others.contains { $0.changes(slice) }
    case .presented, .selectedTab, .shape:
      return others.contains { $0.changes(slice) }
    }
  }
}

extension NavigationChange.Edit {
  /// Whether this edit changed what `slice` reads. No two edits of a change overlap, so at
  /// most one of them can.
  fileprivate func changes(_ slice: StateSlice) -> Bool {
    guard let address = slice.address else { return true }
    switch self {
    case .path(let stack, _, _, _):
      if case .path = slice { return address == stack }
      return false
    case .selection(let stack, _, _):
      if case .selectedTab = slice { return address == stack }
      return false
    case .layer(let presenter, let old, let new):
      if case .presented = slice, address == presenter { return true }
      guard let inside = address.steps(insideLayerOver: presenter) else { return false }
      return slice.read(old?.state, at: inside) != slice.read(new?.state, at: inside)
    case .stack(let stack, let old, let new):
      guard let inside = address.steps(below: stack) else { return false }
      return slice.read(old, at: inside) != slice.read(new, at: inside)
    }
  }
}

extension StateSlice {
  /// The stack the slice reads from, or `nil` for the whole state.
  fileprivate var address: StackAddress? {
    switch self {
    case .state: nil
    case .path(let address), .presented(let address), .selectedTab(let address),
      .shape(let address):
      address
    }
  }

  /// What the slice reads in the stack at `steps` below `state`, compared as a view compares
  /// it: a layer by its style and route, a tab bar by its selected tab, a stack's shape by its
  /// root and its tabs.
  fileprivate func read(_ state: NavigationState?, at steps: ArraySlice<StackAddress.Step>)
    -> AnyHashable?
  {
    let found = state?.read(steps: steps) { $0 }
    if case .path = self { return found?.path ?? RoutePath() }
    guard let stack = found else { return nil }
    switch self {
    case .state, .path: return stack
    case .presented: return stack.presented.map { [AnyHashable($0.style), AnyHashable($0.route)] }
    case .selectedTab: return stack.tabs?.selected
    case .shape: return [AnyHashable(stack.root), AnyHashable(stack.tabs?.tabs)]
    }
  }
}

extension StackAddress {
  /// The steps from `stack` down to this address, when this address is `stack` or below it.
  func steps(below stack: StackAddress) -> ArraySlice<Step>? {
    hasPrefix(stack) ? steps.dropFirst(stack.steps.count) : nil
  }

  /// The steps from the layer over `presenter` down to this address, when this address is in
  /// that layer: the layer's own stack or below it.
  func steps(insideLayerOver presenter: StackAddress) -> ArraySlice<Step>? {
    let count = presenter.steps.count
    guard steps.count > count, steps[count] == .presented, hasPrefix(presenter) else { return nil }
    return steps.dropFirst(count + 1)
  }
}
