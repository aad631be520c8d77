/// A route type, identified by the type itself; its name is kept only for messages.
public struct RouteType: Hashable, Sendable {
  package let id: ObjectIdentifier
  /// The type itself, for its name.
  private let metatype: any (Hashable & Sendable).Type

  /// The type's qualified name, for messages.
  public var name: String {
    String(reflecting: metatype)
  }

  /// The identity of `Route`.
  ///
  /// It is the identity ``AnyRoute`` gives the routes it wraps: the static type. A metatype
  /// held as a superclass's (`let type: Base.Type = Sub.self`) names `Base`, as a route of
  /// static type `Base` does; an existential metatype opens to the type it holds.
  public init<Route: Hashable & Sendable>(_ type: Route.Type) {
    id = typeIdentity(of: Route.self)
    metatype = Route.self
  }

  /// The identity of `route`'s type.
  package init(of route: AnyRoute) {
    self.init(route.routeMetatype)
  }

  /// Whether `Route` is ``AnyRoute`` itself, which no route ever is once wrapped.
  package static func isTypeErased<Route>(_ type: Route.Type) -> Bool {
    Route.self == AnyRoute.self
  }

  public static func == (lhs: RouteType, rhs: RouteType) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

extension RouteType: CustomStringConvertible {
  public var description: String { name }
}
