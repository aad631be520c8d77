import NavCore

/// What an app knows about route types, each declared once: its screen, the key it is saved
/// under, the links that open it, and how it is presented; and the keys of its tab identities
/// and of its modules' exits. The one place an app declares them: the screens, links and keys
/// a router uses are read from it — it is the destination registry that maps each route type
/// to its screen.
///
/// What needs no screen — keys, former keys, links, placements — is the catalog's
/// ``schema``, a NavCore value that code without the main actor can declare alone; the
/// catalog adds screens and presentation on top of it.
///
/// A module declares its route types in one catalog, which its builder hands to the app
/// (``ModuleBuilder/catalog()``); the composition root merges the catalogs once
/// (``AppRouter/install(_:with:)``), and the screens, links and keys a router uses are read
/// from the merged one.
///
/// ```swift
/// var catalog = RouteCatalog<String>(module: "dashboard")
/// try catalog.add(DashboardRoute.self, key: "dashboard", formerKeys: ["dash"]) { links in
///   try links.add("/dashboard", .home)
///   try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
///     if case .details(let id) = route { ["id": "\(id)"] } else { nil }
///   }
/// } screen: { route, screen in
///   "Dashboard › \(route)"
/// }
/// ```
///
/// Every refusal is a ``CatalogError`` naming the module and the route type, and leaves the
/// catalog as it was.
public struct RouteCatalog<Screen>: Sendable {
  /// What the catalog declares that needs no screen: keys, former keys, links, placements.
  public internal(set) var schema: RouteSchema
  /// The screen of every route type declared.
  public internal(set) var screens = DestinationRegistry<Screen>()
  /// The alert or dialog content of every route type declared with one: read through the
  /// router, which binds the buttons (``AppRouter/topDialog(using:)``).
  var dialogs = DestinationRegistry<DialogContent>()
  /// The tab bar item of every tab identity type declared with one.
  var tabLabels = DestinationRegistry<Screen>()
  /// How each route type declared is presented, by its identity.
  var presentations: [ObjectIdentifier: RoutePresentation] = [:]
  /// The results the modules' exits expect, in the order declared.
  var exitResults: [ExitResultDeclaration] = []

  /// An empty catalog of `module`, which conflicts name.
  public init(module: String) {
    schema = RouteSchema(module: module)
  }

  /// The module the catalog declares; for a merged catalog, the name it was given.
  package var module: String { schema.module }

  /// The links of every route type declared.
  package var links: DeepLinkTable { schema.links }

  /// Declares `Route`: the screen of its routes, the key they are saved under, the links that
  /// open them, and how they are presented.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - key: The key its routes are saved under: stable across releases, never a type name.
  ///   - formerKeys: Keys older saves hold for it, read as `key` (renames).
  ///   - presentation: How its screens are presented, when they are.
  ///   - links: Declares the link patterns that open its routes; the first prints them.
  ///   - screen: Builds the screen of one route at one place in the tree.
  /// - Throws: ``CatalogError``: the type declared already, a key or a former key empty or
  ///   taken, a former key that is `key`, a link pattern invalid or matching the links of
  ///   another.
  public mutating func add<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, key: String, formerKeys: [String] = [],
    presentation: RoutePresentation = RoutePresentation(),
    links: (inout RouteLinks<Route>) throws -> Void = { _ in },
    screen: @escaping DestinationRegistry<Screen>.ScreenFactory<Route>
  ) throws(CatalogError) {
    try schema.add(Route.self, key: key, formerKeys: formerKeys, links: links)
    record(Route.self, presentation: presentation, builders: .screen(screen))
  }

  /// Declares `Route`, whose routes are never saved — those of a running flow, which a saved
  /// state cannot bring back: a state showing one cannot be saved.
  ///
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func add<Route: Hashable & Sendable>(
    _ type: Route.Type, presentation: RoutePresentation = RoutePresentation(),
    links: (inout RouteLinks<Route>) throws -> Void = { _ in },
    screen: @escaping DestinationRegistry<Screen>.ScreenFactory<Route>
  ) throws(CatalogError) {
    try schema.add(Route.self, links: links)
    record(Route.self, presentation: presentation, builders: .screen(screen))
  }

  /// Declares the type of a tab bar's tab identities, which has no screen: the key its values
  /// are saved under, and the tab bar item of each (``tabLabel(for:)``).
  ///
  /// ```swift
  /// try catalog.addTabs(MainTab.self, key: "tab") { tab in
  ///   tab == .home ? "Home" : "Settings"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the tab identities.
  ///   - key: The key its values are saved under.
  ///   - formerKeys: Keys older saves hold for it, read as `key`.
  ///   - label: Builds the tab bar item of one tab; none by default.
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func addTabs<Tab: Hashable & Sendable & Codable>(
    _ type: Tab.Type, key: String, formerKeys: [String] = [],
    label: (@MainActor @Sendable (Tab) -> Screen)? = nil
  ) throws(CatalogError) {
    try schema.addTabs(Tab.self, key: key, formerKeys: formerKeys)
    Builders(label: label).register(Tab.self, in: &self)
  }

  /// Declares a module's `Exit` type, which has no screen: the key its exits are written
  /// under, so that a recording (``FlightRecorder``) names them and reads them back, as it
  /// does routes. A recorder attached to a router that handles an exit type with no key
  /// reports it.
  ///
  /// ```swift
  /// try catalog.addExits(DashboardExit.self, key: "dashboard.exit")
  /// ```
  ///
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func addExits<Exit: Hashable & Sendable & Codable>(
    _ type: Exit.Type, key: String, formerKeys: [String] = []
  ) throws(CatalogError) {
    try schema.addExits(Exit.self, key: key, formerKeys: formerKeys)
  }

  /// Declares keys this module's older releases saved and this one no longer reads: a route
  /// saved under one is dropped, as if its stack ended before it.
  ///
  /// - Throws: ``CatalogError/Problem/keyTaken(_:module:type:)`` for a key declared already,
  ///   ``CatalogError/Problem/emptyKey`` for an empty one.
  public mutating func drop(keys dropped: [String]) throws(CatalogError) {
    try schema.drop(keys: dropped)
  }

  /// Places the routes of `Route` that a link or ``AppRouter/show(_:using:fileID:line:)``
  /// opens: the tab, the stack under it, pushed or presented. The composition root places
  /// every route type with links, whichever module declared it (``AppRouter/install(_:with:)``
  /// checks).
  ///
  /// - Throws: ``CatalogError/Problem/placedTwice(firstIn:)`` when `Route` is placed already.
  public mutating func place<Route: Hashable & Sendable>(
    _ type: Route.Type, _ placement: @escaping @Sendable (Route) -> LinkPlacement
  ) throws(CatalogError) {
    try schema.place(Route.self, placement)
  }

  /// The route types declared with a screen or a dialog, in the order declared.
  package var routeTypes: [RouteType] {
    schema.declarations.filter { $0.kind == .route }.map(\.routeType)
  }

  /// The module that declared each route type, by its identity: the name of the catalog it
  /// was declared in, kept through merging — what NavigationTesting's map groups screens by.
  package var modulesByType: [ObjectIdentifier: String] {
    schema.modulesByType
  }

  /// Whether `Route` is declared with a screen or a dialog.
  package func declares<Route: Hashable & Sendable>(_ type: Route.Type) -> Bool {
    screens.canResolve(Route.self) || dialogs.canResolve(Route.self)
  }

  /// The module that declared `route`'s type: the name of the catalog it was added to, which
  /// merging keeps; `nil` for a type no catalog declared.
  ///
  /// ```swift
  /// let catalog = try RouteCatalog(merging: [app, dashboard, settings])
  /// catalog.module(of: AnyRoute(SettingsRoute.privacy))  // "settings"
  /// ```
  public func module(of route: AnyRoute) -> String? {
    schema.declarations.first { $0.routeType.id == route.routeType }?.module
  }

  /// How the screens of `route`'s type are presented: as declared, or the defaults.
  public func presentation(for route: AnyRoute) -> RoutePresentation {
    presentations[route.routeType] ?? RoutePresentation()
  }

  /// The links of the route types declared, placed where the catalogs placed them.
  ///
  /// - Parameter origins: The app's schemes and hosts; every link by default.
  public func appLinks(origins: LinkOrigins = .any) -> AppLinks {
    schema.appLinks(origins: origins)
  }

  /// The restoration table of the route types declared with a key, for states saved with
  /// schema `version`: a key read from a save is first renamed or dropped as the catalogs
  /// declared, whatever version saved it, then `migration` is asked about it when an older
  /// version did.
  ///
  /// - Parameters:
  ///   - version: The app's schema version.
  ///   - migration: The app's own migration from older versions, after the catalogs'.
  public func restoration(
    version: Int,
    migration: (@Sendable (_ key: String, _ savedVersion: Int) -> RestorationTable.Migration)? =
      nil
  ) -> RestorationTable {
    schema.restoration(version: version, migration: migration)
  }

  /// Records what the catalog builds for the routes of `Route` — screens, dialogs — and how
  /// they are presented: the schema just accepted `Route`, so it is new here.
  mutating func record<Route: Hashable & Sendable>(
    _ type: Route.Type, presentation: RoutePresentation, builders: Builders<Route>
  ) {
    builders.register(Route.self, in: &self)
    presentations[typeIdentity(of: Route.self)] = presentation
  }
}
