/// Why a navigation command was not applied.
///
/// A refused command leaves the state exactly as it was. Refusals compare by reason, so tests
/// can write the expected one as a value:
///
/// ```swift
/// XCTAssertEqual(app.pop(count: 5), .refused(.popPastRoot(requested: 5, available: 1)))
/// ```
public struct NavigationRefusal: Error, Hashable, Sendable {
  enum Reason: Hashable, Sendable {
    case popPastRoot(requested: Int, available: Int)
    case negativePopCount(Int)
    case routeNotOnStack(AnyRoute)
    case noRouteMatches
    case unhandledExit(AnyRoute)
    case navigationInsideExitHandler
    case navigationDuringChange
  }

  let reason: Reason

  init(_ reason: Reason) {
    self.reason = reason
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

  /// A module's exit for which the composition root set no handler.
  public static func unhandledExit(_ exit: AnyRoute) -> Self {
    Self(.unhandledExit(exit))
  }

  /// A request made from inside an exit handler, which must return its commands instead, so
  /// that the exit applies as one batch.
  public static var navigationInsideExitHandler: Self {
    Self(.navigationInsideExitHandler)
  }

  /// A request made while observers are told of a change, before the change is made: it
  /// would work on a state about to change under it.
  public static var navigationDuringChange: Self {
    Self(.navigationDuringChange)
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
    case .unhandledExit(let exit):
      "no handler for exit \(exit.debugDescription): set one with handleExits(_:_:)"
    case .navigationInsideExitHandler:
      "cannot navigate from inside an exit handler: return the commands instead"
    case .navigationDuringChange:
      "cannot navigate while observers are told of a change: navigate once it is made"
    }
  }
}
