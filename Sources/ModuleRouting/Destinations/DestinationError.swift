/// A route whose screen could not be built: its type has no screen in the catalog.
///
/// ```swift
/// try catalog.screens.screen(for: AnyRoute(AuthRoute.login))
/// // throws DestinationError.missingScreen(AuthRoute.self):
/// // "no screen is registered for Auth.AuthRoute"
/// ```
///
/// A catalog refuses a wrong declaration with a ``CatalogError``, and
/// ``AppRouter/install(_:with:)`` names every module's route type without a screen at launch.
public struct DestinationError: Error, Hashable, Sendable {
  /// The route type with no screen.
  public let routeType: RouteType

  /// A route whose type has no screen.
  public static func missingScreen<Route: Hashable & Sendable>(_ type: Route.Type) -> Self {
    Self(routeType: RouteType(type))
  }
}

extension DestinationError: CustomStringConvertible {
  public var description: String {
    "no screen is registered for \(routeType)"
  }
}
