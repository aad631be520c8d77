import NavCore

/// A route type, identified by the type itself; its name is kept only for messages.
public struct RouteType: Hashable, Sendable {
  let id: ObjectIdentifier
  /// The type's qualified name, for messages.
  public let name: String

  /// The identity of `type`.
  public init(_ type: any (Hashable & Sendable).Type) {
    id = ObjectIdentifier(type)
    name = String(reflecting: type)
  }

  /// The identity of `route`'s type.
  init(of route: AnyRoute) {
    self.init(route.routeMetatype)
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
