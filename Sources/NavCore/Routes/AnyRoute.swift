/// One route of any `Hashable & Sendable` type, with its type kept.
///
/// `AnyRoute` is how a stack holds routes from many feature modules at once. Unlike
/// `AnyHashable`, it never treats values of different types as equal: `AnyRoute(1)` and
/// `AnyRoute(Int64(1))` are different routes. The value is stored directly in an existential
/// container, so a route of up to three words (most enums) is boxed without an allocation.
///
/// ```swift
/// let route = AnyRoute(DashboardRoute.details(id: 7))
/// route.value(as: DashboardRoute.self)  // .details(id: 7)
/// route.value(as: SettingsRoute.self)   // nil
/// ```
public struct AnyRoute: Sendable {
  /// The wrapped route, never itself an `AnyRoute`.
  package let base: any Hashable & Sendable

  /// Wraps a route. Wrapping an `AnyRoute` returns it unchanged, so routes never nest.
  ///
  /// - Parameter route: The route to wrap.
  public init<Route: Hashable & Sendable>(_ route: Route) {
    // The metatype comparison is a pointer compare; the cast below only runs when it matches.
    if Route.self == AnyRoute.self, let route = route as? AnyRoute {
      self = route
    } else {
      base = route
    }
  }

  /// The route as a value of `Route`, or `nil` when the route is of another type.
  ///
  /// The type must match exactly: an `Int` route is not read back as `Int?` or `AnyHashable`.
  ///
  /// - Parameter type: The route type to read back.
  /// - Returns: The route, or `nil`.
  public func value<Route: Hashable & Sendable>(as type: Route.Type = Route.self) -> Route? {
    guard routeType == ObjectIdentifier(Route.self) else { return nil }
    return base as? Route
  }

  /// Whether the route is of type `Route`.
  public func `is`<Route: Hashable & Sendable>(_ type: Route.Type) -> Bool {
    routeType == ObjectIdentifier(Route.self)
  }

  /// The identity of the route's dynamic type: the key registries use.
  package var routeType: ObjectIdentifier {
    ObjectIdentifier(type(of: base))
  }
}

extension AnyRoute: Hashable {
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    lhs.routeType == rhs.routeType && lhs.base.isEqual(to: rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(routeType)
    base.hash(into: &hasher)
  }
}

extension AnyRoute: CustomStringConvertible, CustomDebugStringConvertible {
  /// The route as it prints on its own: `details(id: 7)`.
  public var description: String {
    String(describing: base)
  }

  /// The route with its qualified type: `Dashboard.DashboardRoute.details(id: 7)`.
  public var debugDescription: String {
    String(reflecting: base)
  }
}

extension Hashable {
  /// Compares with a value already known to be of the same dynamic type.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
