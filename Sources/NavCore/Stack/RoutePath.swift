/// A navigation stack of routes of any types, in push order.
///
/// `RoutePath` plays the part of SwiftUI's `NavigationPath`, but it can be read: it is a
/// random-access, mutable, range-replaceable collection of ``AnyRoute``, so
/// `NavigationStack(path:)` binds to it directly and every route on it can be inspected,
/// compared and read back with its type.
///
/// ```swift
/// var path: RoutePath = [DashboardRoute.home, SettingsRoute.main]
/// path.append(DashboardRoute.details(id: 7))
/// path.last(as: DashboardRoute.self)  // .details(id: 7)
/// try path.pop(count: 2)              // path == [DashboardRoute.home]
/// ```
///
/// The collection requirements keep the standard library's contracts (`removeLast()` on an
/// empty path traps, as it does on an array). The navigation operations in
/// `RoutePath+Popping.swift` never trap: they throw a ``NavigationRefusal`` and leave the path
/// as it was.
public struct RoutePath: Hashable, Sendable {
  @usableFromInline var routes: [AnyRoute]

  /// An empty path.
  public init() {
    routes = []
  }

  /// A path holding `routes` in order.
  ///
  /// - Parameter routes: Routes of one type, first pushed first.
  public init<Route: Hashable & Sendable>(_ routes: [Route]) {
    // An index loop: the generic `map` reads each element through a coroutine whose frame,
    // unspecialized, is allocated on the heap once per element.
    var wrapped: [AnyRoute] = []
    wrapped.reserveCapacity(routes.count)
    for index in routes.indices {
      wrapped.append(AnyRoute(routes[index]))
    }
    self.routes = wrapped
  }

  /// A path holding `routes` in order.
  ///
  /// Without this overload, `RoutePath([AnyRoute])` would be ambiguous between the two
  /// generic initializers beside it.
  ///
  /// - Parameter routes: Routes of any types, first pushed first.
  public init(_ routes: [AnyRoute]) {
    self.routes = routes
  }

  /// Pushes a route of any type; an `AnyRoute` is pushed as it is, never wrapped again.
  ///
  /// - Parameter route: The route to push on top.
  @inlinable
  public mutating func append<Route: Hashable & Sendable>(_ route: Route) {
    routes.append(AnyRoute(route))
  }
}

extension RoutePath: ExpressibleByArrayLiteral {
  /// A path written as a literal of routes, which may be of different types:
  /// `[DashboardRoute.home, SettingsRoute.main]`.
  public init(arrayLiteral routes: any Hashable & Sendable...) {
    self.routes = routes.map { AnyRoute($0) }
  }
}

extension RoutePath: CustomStringConvertible {
  public var description: String {
    "[" + routes.map(\.debugDescription).joined(separator: ", ") + "]"
  }
}
