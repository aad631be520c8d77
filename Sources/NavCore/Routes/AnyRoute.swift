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
  @usableFromInline let base: any Hashable & Sendable

  /// Wraps a route. Wrapping an `AnyRoute` returns it unchanged, so routes never nest.
  ///
  /// Inlinable so that a push specializes for the route's type in the caller, which the push
  /// benchmark shows matters (Benchmarks/RESULTS.md).
  ///
  /// - Parameter route: The route to wrap.
  @inlinable
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
    guard routeType == typeIdentity(of: Route.self) else { return nil }
    return base.unchecked(as: Route.self)
  }

  /// Whether the route is of type `Route`, exactly.
  ///
  /// - Parameter type: The route type to check for.
  /// - Returns: `true` when ``value(as:)`` would return the route.
  public func `is`<Route: Hashable & Sendable>(_ type: Route.Type) -> Bool {
    routeType == typeIdentity(of: Route.self)
  }

  /// The identity of the route's type: the key registries use.
  ///
  /// It is the type the route was wrapped as, which for values (enums, structs) is their only
  /// type; a class instance wrapped as its superclass keeps the superclass.
  package var routeType: ObjectIdentifier {
    base.openedTypeIdentity
  }

  /// The route's type, as ``routeType`` identifies it.
  package var routeMetatype: any (Hashable & Sendable).Type {
    metatype(of: base)
  }

  /// The route as a value of `Route`, which the caller has already matched with
  /// ``routeType``: a registry that found a factory by the route's type, say.
  package func value<Route: Hashable & Sendable>(knownToBe type: Route.Type) -> Route {
    assert(routeType == typeIdentity(of: Route.self), "\(debugDescription) is not a \(Route.self)")
    return base.unchecked(as: Route.self)
  }
}

extension AnyRoute: Hashable {
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    lhs.routeType == rhs.routeType && lhs.base.isEqual(toSameType: rhs.base)
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

/// The identity of a route type, as every registry and ``AnyRoute`` key it: the static type
/// `Route`, never the runtime value of a metatype, so `let type: Base.Type = Sub.self` names
/// `Base` everywhere, as a route wrapped with static type `Base` does.
///
/// - Parameter type: The route type.
package func typeIdentity<Route>(of type: Route.Type) -> ObjectIdentifier {
  ObjectIdentifier(Route.self)
}

extension Hashable {
  /// The identity of the type the value was wrapped as: the type an existential holding it
  /// opens to, read from the container without asking the runtime for its dynamic type.
  fileprivate var openedTypeIdentity: ObjectIdentifier {
    typeIdentity(of: Self.self)
  }

  /// Compares with a value whose dynamic type is known to be `Self`.
  fileprivate func isEqual(toSameType other: some Hashable) -> Bool {
    self == other.unchecked(as: Self.self)
  }

  /// This value as `T`, when `T` is `Self`.
  ///
  /// Safe because every caller first checks `ObjectIdentifier(T.self)` against the identity of
  /// `Self` (``AnyRoute/routeType``): equal identities are the same type, so the bits already
  /// are a `T` of the same size, and the dynamic cast `as?` would make is skipped.
  fileprivate func unchecked<T>(as type: T.Type) -> T {
    assert(Self.self == T.self, "\(Self.self) read back as \(T.self)")
    return unsafeBitCast(self, to: T.self)
  }
}

/// The type a route existential opens to.
private func metatype<Route: Hashable & Sendable>(of route: Route) -> any (Hashable & Sendable).Type
{
  Route.self
}
