/// A test on routes, as a value a command can carry: a route type, a route, or a function.
///
/// ```swift
/// state.apply(.popTo(where: .type(SettingsRoute.self)))
/// state.apply(.popTo(where: RoutePredicate { $0.value(as: HomeRoute.self) == .feed }))
/// ```
///
/// Predicates made from a type or a route compare by that type or route; a predicate made from
/// a function is equal only to itself (and its copies).
public struct RoutePredicate: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    /// The type's name is read only by ``description``, so it is not computed until then:
    /// reflecting a type's name searches the process's conformance records, every one.
    case type(RouteType)
    case route(AnyRoute)
    case function(FunctionBox)
  }

  private let kind: Kind

  /// Matches the routes for which `test` is true.
  ///
  /// - Parameter test: The test.
  public init(_ test: @escaping @Sendable (AnyRoute) -> Bool) {
    kind = .function(FunctionBox(test))
  }

  private init(kind: Kind) {
    self.kind = kind
  }

  /// Matches every route of type `Route`, exactly.
  ///
  /// - Parameter type: The route type.
  public static func type<Route: Hashable & Sendable>(_ type: Route.Type) -> Self {
    Self(kind: .type(RouteType(Route.self)))
  }

  /// Matches routes equal to `route`, compared with their type.
  ///
  /// - Parameter route: The route.
  public static func route<Route: Hashable & Sendable>(_ route: Route) -> Self {
    Self(kind: .route(AnyRoute(route)))
  }

  /// The route type a predicate made from a type matches; `nil` for the others.
  package var matchedType: ObjectIdentifier? {
    if case .type(let routeType) = kind { routeType.id } else { nil }
  }

  /// The route a predicate made from a route matches; `nil` for the others.
  package var matchedRoute: AnyRoute? {
    if case .route(let route) = kind { route } else { nil }
  }

  /// Whether the predicate was made from a function, which no saved form can hold.
  package var isFunction: Bool {
    if case .function = kind { true } else { false }
  }

  /// Whether `route` matches.
  ///
  /// - Parameter route: A route of any type.
  public func matches(_ route: AnyRoute) -> Bool {
    switch kind {
    case .type(let routeType): route.routeType == routeType.id
    case .route(let expected): route == expected
    case .function(let box): box.test(route)
    }
  }
}

extension RoutePredicate: CustomStringConvertible {
  public var description: String {
    switch kind {
    case .type(let routeType): "type(\(routeType.name))"
    case .route(let route): "route(\(route.debugDescription))"
    case .function: "function"
    }
  }
}

/// A predicate's function, compared by identity.
private final class FunctionBox: Hashable, Sendable {
  let test: @Sendable (AnyRoute) -> Bool

  init(_ test: @escaping @Sendable (AnyRoute) -> Bool) {
    self.test = test
  }

  static func == (lhs: FunctionBox, rhs: FunctionBox) -> Bool {
    lhs === rhs
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
