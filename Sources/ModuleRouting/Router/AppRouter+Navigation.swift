import NavCore

extension AppRouter {
  /// Pushes a route of any type.
  ///
  /// - Parameter route: The route to push.
  /// - Returns: ``NavigationResult/applied``.
  @discardableResult
  public func navigate<Route: Hashable & Sendable>(to route: Route) -> NavigationResult {
    perform(.push(AnyRoute(route)))
  }

  /// Pops routes from the top.
  ///
  /// - Parameter count: How many routes to pop; 1 by default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when fewer routes are above the
  ///   root: then nothing is popped.
  @discardableResult
  public func pop(count: Int = 1) -> NavigationResult {
    perform(.pop(count: count))
  }

  /// Pops to the topmost occurrence of `route`, or to the root if `route` is the root.
  ///
  /// - Parameter route: A route of any type, compared with its type.
  /// - Returns: ``NavigationResult/applied``, or a refusal when `route` is nowhere on the
  ///   stack.
  @discardableResult
  public func popTo<Route: Hashable & Sendable>(_ route: Route) -> NavigationResult {
    perform(.popTo(AnyRoute(route)))
  }

  /// Pops every route above the root.
  @discardableResult
  public func popToRoot() -> NavigationResult {
    perform(.popToRoot)
  }

  /// Replaces the root and empties the path: a switch between whole flows.
  ///
  /// - Parameter root: The new first screen.
  @discardableResult
  public func setRoot<Root: Hashable & Sendable>(_ root: Root) -> NavigationResult {
    perform(.setRoot(AnyRoute(root)))
  }
}
