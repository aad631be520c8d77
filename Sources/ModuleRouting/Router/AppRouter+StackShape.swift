import NavCore

extension AppRouter {
  /// The route at the bottom of the stack at `address`, or `nil` when the address names no
  /// stack.
  ///
  /// For a UI that builds one container per stack: the root screen, or for a tab bar the
  /// screen holding it. A view that reads it is told only when the stack's root or its tabs
  /// change — when the stack is replaced, or a layer is presented or closed around it — never
  /// on a push, a pop or a tab selection.
  ///
  /// - Parameter address: The stack, from the root.
  package func root(at address: StackAddress) -> AnyRoute? {
    track(.shape(address))
    return storage.state[stack: address]?.root
  }

  /// The tabs of the tab bar at `address`, in order, or `nil` when the stack there has no tab
  /// bar or the address names no stack.
  ///
  /// A view that reads it is told only when the stack's root or its tabs change, as for
  /// ``root(at:)``; read the selection with ``selectedTab(at:)``.
  ///
  /// - Parameter address: The stack holding the tab bar, from the root.
  package func tabs(at address: StackAddress) -> [AnyRoute]? {
    track(.shape(address))
    return storage.state[stack: address]?.tabs?.tabs
  }

  /// The route of the screen `screen`, or `nil` when the tree has no such screen.
  ///
  /// For a screen's view or model that needs its own route: a view that reads it is told only
  /// when the stack holding the screen changes — its path for a pushed screen, its root or tabs
  /// for a root — never when another stack or tab does, as reading ``state`` would be.
  ///
  /// - Parameter screen: A screen of the tree.
  public func route(of screen: ScreenID) -> AnyRoute? {
    track(screen.depth == 0 ? .shape(screen.stack) : .path(screen.stack))
    return storage.state.route(of: screen)
  }
}
