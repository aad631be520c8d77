/// A route type that is a class, with a subclass: the one case where a route's static type and
/// its runtime type differ.
public class BaseRoute: Hashable, @unchecked Sendable {
  // Immutable after init, so sharing it across threads is safe.
  public let id: Int

  public init(id: Int) {
    self.id = id
  }

  public static func == (lhs: BaseRoute, rhs: BaseRoute) -> Bool {
    lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}

/// A subclass of ``BaseRoute``.
public final class SubRoute: BaseRoute, @unchecked Sendable {}
