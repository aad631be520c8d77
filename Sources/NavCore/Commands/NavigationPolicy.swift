/// How a navigation to a route treats the focused stack: push it, or reuse what is there.
public enum NavigationPolicy: Hashable, Sendable, CaseIterable {
  /// Pushes the route, whatever is on the stack.
  case push
  /// Pushes the route unless it is already on top: a double tap shows one screen.
  case singleTop
  /// Pops back to the route when it is already on the focused stack, at its topmost
  /// occurrence, instead of pushing a second; pushes it otherwise.
  case reuseExisting
  /// Replaces the top pushed route with it; pushes it when nothing is pushed.
  case replaceTop
}

extension NavigationState {
  /// The command `policy` makes of a navigation to `route` on the focused stack of this
  /// state: a push, a pop back to it, a replacement of the top, or none.
  func command(
    navigatingTo route: AnyRoute, policy: NavigationPolicy, in scope: CommandScope
  ) -> NavigationCommand? {
    guard policy != .push else { return .push(route) }
    let stack =
      scope.isWholeApp
      ? focusedStack
      : self[stack: scope.followsFocus ? focusedAddress(from: scope.base) : scope.base]
    let path = stack?.path ?? []
    switch policy {
    case .push:
      return .push(route)
    case .singleTop:
      return (path.last ?? stack?.root) == route ? nil : .push(route)
    case .reuseExisting:
      if path.lastIndex(of: route) != nil || stack?.root == route { return .popTo(route) }
      return .push(route)
    case .replaceTop:
      return path.isEmpty ? .push(route) : .replaceTop(route)
    }
  }
}
