import NavCore

/// What an app knows about route types, each declared once: its screen, the key it is saved
/// under, the links that open it, and how it is presented; and the keys of its tab identities
/// and of its modules' exits.
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
  /// The module the catalog declares; for a merged catalog, the name it was given.
  public let module: String
  /// The screen of every route type declared.
  public internal(set) var screens = DestinationRegistry<Screen>()
  /// The alert or dialog content of every route type declared with one: read through the
  /// router, which binds the buttons (``AppRouter/topDialog(using:)``).
  var dialogs = DestinationRegistry<DialogContent>()
  /// The tab bar item of every tab identity type declared with one.
  var tabLabels = DestinationRegistry<Screen>()
  /// The links of every route type declared.
  public internal(set) var links: DeepLinkTable
  /// The keys of every route type declared with one, at no schema version yet.
  var keys = RestorationTable(version: 0)
  /// What was declared of each type, in order.
  var declarations: [Declaration] = []
  /// How each route type declared is presented, by its identity.
  var presentations: [ObjectIdentifier: RoutePresentation] = [:]
  /// Keys older saves hold that are read as nothing, with the module that dropped each.
  var droppedKeys: [String: String] = [:]
  /// Where a route a link opens is placed, by its type's identity, with who placed it.
  var placements: [ObjectIdentifier: Placement] = [:]

  /// Where the routes of one type are placed, and the module that said so.
  struct Placement: Sendable {
    let module: String
    let routeType: RouteType
    let place: @Sendable (AnyRoute) -> LinkPlacement
  }

  /// What one declaration said.
  struct Declaration: Sendable {
    let module: String
    let routeType: RouteType
    /// The key the type is saved under; `nil` when it is not saved.
    let key: String?
    /// Keys older saves hold for the type, read as `key`.
    let formerKeys: [String]
    /// Its link patterns, in order: the first prints.
    let patterns: [String]
    /// Whether it has a screen or a dialog: a route type has; a tab identity or an exit type
    /// has not.
    let hasScreen: Bool
  }

  /// An empty catalog of `module`, which conflicts name.
  public init(module: String) {
    self.module = module
    links = DeepLinkTable(module: module)
  }

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
    try declare(
      Route.self, key: key, formerKeys: formerKeys, presentation: presentation, links: links,
      builders: .screen(screen)
    ) { (keys: inout RestorationTable) throws(RestorationError) in
      try keys.register(Route.self, key: key)
    }
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
    try declare(
      Route.self, key: nil, formerKeys: [], presentation: presentation, links: links,
      builders: .screen(screen)
    ) { (_: inout RestorationTable) throws(RestorationError) in }
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
    try declareKey(of: Tab.self, key: key, formerKeys: formerKeys, builders: Builders(label: label))
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
    try declareKey(of: Exit.self, key: key, formerKeys: formerKeys, builders: Builders())
  }

  /// Declares keys this module's older releases saved and this one no longer reads: a route
  /// saved under one is dropped, as if its stack ended before it.
  ///
  /// - Throws: ``CatalogError/Problem/keyTaken(_:module:type:)`` for a key declared already,
  ///   ``CatalogError/Problem/emptyKey`` for an empty one.
  public mutating func drop(keys dropped: [String]) throws(CatalogError) {
    if dropped.contains("") {
      throw CatalogError(module: module, routeType: nil, problem: .emptyKey)
    }
    for key in dropped {
      if let owner = owner(of: key) {
        throw CatalogError(
          module: module, routeType: nil,
          problem: .keyTaken(key, module: owner.module, type: owner.type))
      }
    }
    for key in dropped { droppedKeys[key] = module }
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
    let routeType = RouteType(Route.self)
    if let first = placements[routeType.id] {
      throw CatalogError(
        module: module, routeType: routeType, problem: .placedTwice(firstIn: first.module))
    }
    // Only routes of `Route` are placed with it: `AppLinks` looks it up by their type.
    placements[routeType.id] = Placement(module: module, routeType: routeType) {
      placement($0.value(knownToBe: Route.self))
    }
  }

  /// The route types declared with links and placed by no catalog: a link could open them,
  /// but nobody said where.
  public var unplacedLinkTypes: [RouteType] {
    declarations.filter { !$0.patterns.isEmpty && placements[$0.routeType.id] == nil }
      .map(\.routeType)
  }

  /// The route types declared with a screen or a dialog, in the order declared.
  public var routeTypes: [RouteType] {
    declarations.filter(\.hasScreen).map(\.routeType)
  }

  /// Whether `Route` is declared with a screen or a dialog.
  public func declares<Route: Hashable & Sendable>(_ type: Route.Type) -> Bool {
    screens.canResolve(Route.self) || dialogs.canResolve(Route.self)
  }

  /// How the screens of `route`'s type are presented: as declared, or the defaults.
  public func presentation(for route: AnyRoute) -> RoutePresentation {
    presentations[route.routeType] ?? RoutePresentation()
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
    var table = RestorationTable(version: version, keysOf: keys)
    for declaration in declarations {
      for former in declaration.formerKeys { table.renamedKeys[former] = declaration.key }
    }
    table.droppedKeys = Set(droppedKeys.keys)
    table.migration = migration
    return table
  }

  // MARK: Declaring

  /// Declares a type with a key and no screen: a tab identity or an exit.
  private mutating func declareKey<Value: Hashable & Sendable & Codable>(
    of type: Value.Type, key: String, formerKeys: [String], builders: Builders<Value>
  ) throws(CatalogError) {
    let registerKey = { (keys: inout RestorationTable) throws(RestorationError) in
      try keys.register(Value.self, key: key)
    }
    try declare(
      Value.self, key: key, formerKeys: formerKeys, presentation: RoutePresentation(),
      links: { _ in }, builders: builders, registerKey: registerKey)
  }

  /// Declares a type on copies of the tables, kept only when every part is accepted.
  mutating func declare<Route: Hashable & Sendable>(
    _ type: Route.Type, key: String?, formerKeys: [String], presentation: RoutePresentation,
    links declareLinks: (inout RouteLinks<Route>) throws -> Void,
    builders: Builders<Route>,
    registerKey: (inout RestorationTable) throws(RestorationError) -> Void
  ) throws(CatalogError) {
    let routeType = RouteType(Route.self)
    func refuse(_ problem: CatalogError.Problem) -> CatalogError {
      CatalogError(module: module, routeType: routeType, problem: problem)
    }
    guard !RouteType.isTypeErased(Route.self) else { throw refuse(.typeErased) }
    if let first = declarations.first(where: { $0.routeType == routeType }) {
      throw refuse(.declaredTwice(firstIn: first.module))
    }
    if let problem = Self.problem(key: key, formerKeys: formerKeys) { throw refuse(problem) }
    for taken in [key].compactMap({ $0 }) + formerKeys {
      if let owner = owner(of: taken) {
        throw refuse(.keyTaken(taken, module: owner.module, type: owner.type))
      }
    }
    var keys = keys
    var routeLinks = RouteLinks<Route>(table: links)
    do {
      try declareLinks(&routeLinks)
    } catch let error as DeepLinkError {
      throw linkError(error, declaring: routeType)
    } catch {
      throw refuse(.linksThrew("\(error)"))
    }
    do {
      try registerKey(&keys)
    } catch {
      // Both were checked above: the type and its key are new here.
      throw refuse(.declaredTwice(firstIn: module))
    }
    builders.register(Route.self, in: &self)
    self.keys = keys
    links = routeLinks.table
    presentations[routeType.id] = presentation
    declarations.append(
      Declaration(
        module: module, routeType: routeType, key: key, formerKeys: formerKeys,
        patterns: routeLinks.patterns, hasScreen: builders.showsRoutes))
  }

  /// What is wrong with a type's keys in themselves, whatever else is declared: an empty key,
  /// or a former key that is the key.
  private static func problem(key: String?, formerKeys: [String]) -> CatalogError.Problem? {
    if key == "" || formerKeys.contains("") { return .emptyKey }
    if let key, formerKeys.contains(key) { return .formerKeyIsKey(key) }
    return nil
  }

  /// The module and the route type a key is declared for, if it is (`nil` type: dropped).
  func owner(of key: String) -> (module: String, type: RouteType?)? {
    if let declaration = declarations.first(where: { $0.key == key || $0.formerKeys.contains(key) })
    {
      return (declaration.module, declaration.routeType)
    }
    return droppedKeys[key].map { ($0, nil) }
  }

  /// The catalog error a link table's error is, for a declaration of `routeType`.
  func linkError(_ error: DeepLinkError, declaring routeType: RouteType?) -> CatalogError {
    guard let conflict = error.conflict else {
      return CatalogError(module: module, routeType: routeType, problem: .invalidLink(error))
    }
    let other = declarations.first {
      $0.module == conflict.otherModule && $0.patterns.contains(conflict.other)
    }
    // Not declared yet: a pattern of the declaration being made.
    let otherType = other?.routeType ?? (conflict.otherModule == module ? routeType : nil)
    return CatalogError(
      module: conflict.module, routeType: routeType,
      problem: .linkTaken(
        conflict.pattern, other: conflict.other, module: conflict.otherModule, type: otherType))
  }
}
