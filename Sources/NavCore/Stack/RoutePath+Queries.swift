extension RoutePath {
  /// The top route, if it is of type `Route`.
  ///
  /// - Parameter type: The route type expected on top.
  /// - Returns: The top route, or `nil` when the path is empty or its top is of another type.
  package func last<Route: Hashable & Sendable>(as type: Route.Type) -> Route? {
    routes.last?.value(as: type)
  }

  /// The topmost route of type `Route`, wherever it is on the path.
  ///
  /// - Parameter type: The route type to look for.
  /// - Returns: The route of that type nearest the top, or `nil` when there is none.
  package func lastRoute<Route: Hashable & Sendable>(of type: Route.Type) -> Route? {
    for route in routes.reversed() {
      if let value = route.value(as: type) { return value }
    }
    return nil
  }

  /// Every route of type `Route`, bottom to top.
  ///
  /// - Parameter type: The route type to collect.
  public func routes<Route: Hashable & Sendable>(of type: Route.Type) -> [Route] {
    routes.compactMap { $0.value(as: type) }
  }

  /// How many routes of type `Route` are on the path.
  ///
  /// - Parameter type: The route type to count.
  package func count<Route: Hashable & Sendable>(of type: Route.Type) -> Int {
    routes.reduce(0) { $1.is(type) ? $0 + 1 : $0 }
  }

  /// Whether `route` is on the path.
  ///
  /// - Parameter route: A route of any type, compared with its type.
  public func contains<Route: Hashable & Sendable>(_ route: Route) -> Bool {
    routes.contains(AnyRoute(route))
  }

  /// The position of the bottommost occurrence of `route`.
  ///
  /// - Parameter route: A route of any type, compared with its type.
  public func firstIndex<Route: Hashable & Sendable>(of route: Route) -> Int? {
    routes.firstIndex(of: AnyRoute(route))
  }

  /// The position of the topmost occurrence of `route`.
  ///
  /// - Parameter route: A route of any type, compared with its type.
  public func lastIndex<Route: Hashable & Sendable>(of route: Route) -> Int? {
    routes.lastIndex(of: AnyRoute(route))
  }
}
