/// The eight ways a command changes a stack, each recorded in the change it belongs to before
/// it is made. Every command is made of these; nothing else writes a state while commands apply.
///
/// Each works on the stack it is called on, in place, given that stack's address in the tree
/// for the record: a command reaches the stack once, with ``editStack(at:_:)``, decides on it
/// and changes it there, so no copy of the stack is alive while its path changes (a copy
/// would make the change copy the whole path).
extension NavigationState {
  /// Changes the stack at `address` in place.
  ///
  /// - Throws: ``NavigationRefusal/noStack(_:)`` when the address names nothing, or what
  ///   `body` throws.
  mutating func editStack<Result>(
    at address: StackAddress, _ body: (inout NavigationState) throws(NavigationRefusal) -> Result
  ) throws(NavigationRefusal) -> Result {
    guard let result = try modify(at: address, body) else { throw .noStack(address) }
    return result
  }

  /// Pushes `route` on this stack, the one at `address`.
  mutating func push(
    _ route: AnyRoute, at address: StackAddress, recording change: inout NavigationChange
  ) {
    change.recordPath(at: address, from: path.count, removing: [])
    path.append(route)
  }

  /// Pops `count` routes from this stack, the one at `address`; a pop of none changes nothing.
  mutating func pop(
    _ count: Int, at address: StackAddress, recording change: inout NavigationChange
  ) {
    guard count > 0 else { return }
    let from = path.count - count
    change.recordPath(at: address, from: from, removing: path.copyOfRoutes(from: from))
    path.removeLast(count)
  }

  /// Replaces the top pushed route of this stack, the one at `address`, which has one.
  mutating func replaceTop(
    with route: AnyRoute, at address: StackAddress, recording change: inout NavigationChange
  ) {
    let index = path.count - 1
    change.recordPath(at: address, from: index, removing: [path[index]])
    path[index] = route
  }

  /// Replaces the path of this stack, the one at `address`, keeping the routes it shares at
  /// the bottom.
  mutating func setPath(
    _ newPath: RoutePath, at address: StackAddress, recording change: inout NavigationChange
  ) {
    let from = path.commonPrefixCount(with: newPath)
    change.recordPath(at: address, from: from, removing: path.copyOfRoutes(from: from))
    path.replaceSubrange(from..., with: newPath.routes[from...])
  }

  /// Presents `layer` over this stack, the one at `address`, or with `nil` closes its layer.
  mutating func setLayer(
    _ layer: PresentedLayer?, at address: StackAddress, recording change: inout NavigationChange
  ) {
    change.recordLayer(over: address, old: presented)
    presented = layer
  }

  /// Selects the tab at `index` of this stack's tab bar, the stack at `address`.
  mutating func selectTab(
    at index: Int, at address: StackAddress, recording change: inout NavigationChange
  ) {
    guard let selected = tabs?.selected else {
      preconditionFailure("selecting a tab in \(summary), which has no tab bar")
    }
    change.recordSelection(of: address, old: selected)
    tabs?.selectedIndex = index
  }

  /// Replaces this whole stack, the one at `address` — its root, path, layers and tabs.
  mutating func replace(
    with state: NavigationState, at address: StackAddress,
    recording change: inout NavigationChange
  ) {
    change.recordStack(at: address, old: self)
    self = state
  }
}
