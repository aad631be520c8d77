/// Why a navigation command was not applied.
///
/// A refused command leaves the state exactly as it was. Refusals compare by reason, so tests
/// can write the expected one as a value:
///
/// ```swift
/// XCTAssertEqual(app.pop(count: 5), .refused(.popPastRoot(requested: 5, available: 1)))
/// ```
///
/// The reasons a pure state gives are defined here; a runtime adds its own (an exit nobody
/// handles, a request made while the router is busy) through ``init(reason:)``.
public struct NavigationRefusal: Error, Hashable, Sendable {
  enum Reason: Hashable, Sendable {
    case popPastRoot(requested: Int, available: Int)
    case negativePopCount(Int)
    case routeNotOnStack(AnyRoute)
    case noRouteMatches
    case other(OtherReason)
  }

  let reason: Reason

  init(_ reason: Reason) {
    self.reason = reason
  }

  /// A refusal for a reason a runtime defines: a small `Hashable` value whose description says
  /// what was refused and what to do instead.
  ///
  /// - Parameter reason: The reason; refusals made from equal reasons are equal.
  package init(reason: some Hashable & Sendable & CustomStringConvertible) {
    self.init(.other(OtherReason(reason)))
  }

  /// A pop of more routes than the path holds above the root.
  public static func popPastRoot(requested: Int, available: Int) -> Self {
    Self(.popPastRoot(requested: requested, available: available))
  }

  /// A pop of a negative number of routes.
  public static func negativePopCount(_ count: Int) -> Self {
    Self(.negativePopCount(count))
  }

  /// A pop to a route that is neither on the path nor the root.
  public static func routeNotOnStack(_ route: AnyRoute) -> Self {
    Self(.routeNotOnStack(route))
  }

  /// A pop to the last route matching a predicate, when none does.
  public static var noRouteMatches: Self {
    Self(.noRouteMatches)
  }
}

extension NavigationRefusal {
  /// A reason defined outside the core, compared by its type and value.
  struct OtherReason: Hashable, Sendable {
    let value: AnyRoute
    let description: String

    init(_ reason: some Hashable & Sendable & CustomStringConvertible) {
      value = AnyRoute(reason)
      description = reason.description
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(value)
    }
  }
}

extension NavigationRefusal: CustomStringConvertible {
  public var description: String {
    switch reason {
    case .popPastRoot(let requested, let available):
      "cannot pop \(requested) route(s): only \(available) above the root"
    case .negativePopCount(let count):
      "cannot pop a negative number of routes (\(count))"
    case .routeNotOnStack(let route):
      "cannot pop to \(route.debugDescription): it is not on the stack"
    case .noRouteMatches:
      "cannot pop: no route on the stack matches the predicate"
    case .other(let other):
      other.description
    }
  }
}
