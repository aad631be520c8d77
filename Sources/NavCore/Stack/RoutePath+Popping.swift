extension RoutePath {
  /// Pops `count` routes from the top.
  ///
  /// - Parameter count: How many routes to pop; `0` changes nothing.
  /// - Throws: ``NavigationRefusal/popPastRoot(requested:available:)`` when the path holds
  ///   fewer routes, ``NavigationRefusal/negativePopCount(_:)`` when `count` is negative. The
  ///   path is then unchanged.
  @inlinable
  public mutating func pop(count: Int = 1) throws(NavigationRefusal) {
    removeLast(try removalCount(popping: count))
  }

  /// Pops every route above the topmost occurrence of `route`.
  ///
  /// - Parameter route: A route of any type, compared with its type.
  /// - Throws: ``NavigationRefusal/routeNotOnStack(_:)`` when `route` is not on the path; the
  ///   path is then unchanged.
  public mutating func popTo<Route: Hashable & Sendable>(_ route: Route) throws(NavigationRefusal) {
    let route = AnyRoute(route)
    guard let count = removalCount(poppingTo: route) else {
      throw NavigationRefusal.routeNotOnStack(route)
    }
    removeLast(count)
  }

  /// Pops every route above the topmost one matching `predicate`.
  ///
  /// - Parameter predicate: Picks the route to stop at.
  /// - Throws: ``NavigationRefusal/noRouteMatches`` when no route matches; the path is then
  ///   unchanged.
  public mutating func popTo(where predicate: (AnyRoute) -> Bool) throws(NavigationRefusal) {
    guard let index = routes.lastIndex(where: predicate) else {
      throw NavigationRefusal.noRouteMatches
    }
    removeLast(routes.count - 1 - index)
  }

  /// How many routes a pop of `count` removes, or why it cannot.
  @inlinable
  func removalCount(popping count: Int) throws(NavigationRefusal) -> Int {
    guard count >= 0 else { throw .negativePopCount(count) }
    guard count <= routes.count else {
      throw .popPastRoot(requested: count, available: routes.count)
    }
    return count
  }

  /// How many routes lie above the topmost occurrence of `route`, or `nil` if it is absent.
  @usableFromInline func removalCount(poppingTo route: AnyRoute) -> Int? {
    routes.lastIndex(of: route).map { routes.count - 1 - $0 }
  }
}
