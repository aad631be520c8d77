/// The link patterns of one route type, as its declaration lists them: the first is
/// the one a route prints with (sharing); every one opens it.
///
/// ```swift
/// try catalog.add(DashboardRoute.self, key: "dashboard") { links in
///   try links.add("/dashboard", .home)
///   try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
///     if case .details(let id) = route { ["id": "\(id)"] } else { nil }
///   }
/// } screen: { route, screen in … }
/// ```
public struct RouteLinks<Route>: Sendable {
  // The type puts no requirement on `Route`; its methods do. A declaration's closure names
  // `RouteLinks<Route>`, whose metadata the runtime builds once per route type at launch from
  // the type's mangled name: a requirement here would make it look up `Route`'s `Hashable`
  // conformance, which searches every conformance record of the process — a search per route
  // type, each longer as the app grows (Benchmarks/RESULTS.md, issue 34).

  /// The schema declaring the route type, its links added to it as they come.
  private(set) var schema: RouteSchema
  /// The patterns added, in order.
  private(set) var patterns: [String] = []

  init(schema: RouteSchema) {
    self.schema = schema
  }
}

extension RouteLinks where Route: Hashable & Sendable {
  /// Adds a pattern with parameters: `/orders/:id`.
  ///
  /// - Parameters:
  ///   - pattern: The pattern.
  ///   - parse: Reads a route from the values a matching link gives; it throws when they do
  ///     not make a route.
  ///   - print: The values that write `route` with this pattern, by parameter name, or `nil`
  ///     when this pattern does not write it.
  /// - Throws: ``CatalogError``: an invalid pattern, or one that matches the links of a
  ///   pattern already declared.
  public mutating func add(
    _ pattern: String, parse: @escaping @Sendable (DeepLinkParameters) throws -> Route,
    print: @escaping @Sendable (Route) -> [String: String]?
  ) throws(CatalogError) {
    do {
      try schema.links.add(pattern, Route.self, parse: parse, print: print)
    } catch {
      throw schema.linkError(error, declaring: RouteType(Route.self))
    }
    patterns.append(pattern)
  }

  /// Adds a pattern with no parameters for one route: `/settings` for `SettingsRoute.main`.
  ///
  /// - Throws: As ``add(_:parse:print:)``.
  public mutating func add(_ pattern: String, _ route: Route) throws(CatalogError) {
    try add(pattern, parse: { _ in route }, print: { $0 == route ? [:] : nil })
  }
}
