import ModuleRouting

/// How the explorer names a screen in its findings and on the map: by route type, or by
/// route type and case, from the keys a catalog registered.
///
/// ```swift
/// ScreenNaming.cases(keysIn: catalog).name(of: AnyRoute(DashboardRoute.details(id: 7)))
/// // "dashboard.details"
/// ScreenNaming.types(keysIn: catalog).name(of: AnyRoute(DashboardRoute.details(id: 7)))
/// // "dashboard"
/// ```
///
/// A route type the catalog saves under no key (a flow's) is named by its qualified
/// description instead — `Onboarding.OnboardingRoute.welcome` — which only reads well; give
/// it a key, or name screens with ``init(_:)``, for names that survive a rename.
public struct ScreenNaming: Sendable {
  private let naming: @Sendable (AnyRoute) -> String

  /// Screens named by `name`.
  ///
  /// - Parameter name: The name of the screen showing a route; routes that name the same
  ///   screen get the same name.
  public init(_ name: @escaping @Sendable (AnyRoute) -> String) {
    naming = name
  }

  /// The name of the screen showing `route`.
  public func name(of route: AnyRoute) -> String {
    naming(route)
  }

  /// One screen per case: the route type's key in `catalog`, a dot, and the case without its
  /// values — `dashboard.details`.
  public static func cases<Screen>(keysIn catalog: RouteCatalog<Screen>) -> Self {
    let keys = catalog.keysByType
    return Self { route in
      guard let key = keys[route.routeType] else { return caseName(String(reflecting: route)) }
      return key + "." + caseName(route.description)
    }
  }

  /// One screen per route type: its key in `catalog` — `dashboard`.
  public static func types<Screen>(keysIn catalog: RouteCatalog<Screen>) -> Self {
    let keys = catalog.keysByType
    return Self { route in keys[route.routeType] ?? caseName(String(reflecting: route)) }
  }

  /// One screen per case, with no catalog: the route's qualified description without its
  /// values — `Dashboard.DashboardRoute.details`.
  package static var cases: Self {
    Self { route in caseName(String(reflecting: route)) }
  }

  /// A route's description up to its values: `details(id: 7)` → `details`.
  private static func caseName(_ description: String) -> String {
    String(description.prefix { $0 != "(" })
  }
}
