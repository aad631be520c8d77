/// What the world outside the process knows of an app's route types, each declared once: the
/// key its routes are saved under and the keys older releases used, the links that open them,
/// and where a link places them; and the keys of tab identities and of modules' exits.
///
/// A schema is a value, with no screens: code that has NavCore alone — a link parser in an
/// extension, a tool reading saves — declares the routes it reads here, and reads links and
/// saves with what the schema builds (``links``, ``appLinks(origins:)``,
/// ``restoration(version:migration:)``). ModuleRouting's `RouteCatalog` holds one, and adds
/// screens, dialogs and presentation on top of it.
///
/// ```swift
/// var schema = RouteSchema(module: "dashboard")
/// try schema.add(DashboardRoute.self, key: "dashboard", formerKeys: ["dash"]) { links in
///   try links.add("/dashboard", .home)
/// }
/// try schema.place(DashboardRoute.self) { _ in .push(under: []) }
/// let route = try schema.links.route(for: "/dashboard")  // AnyRoute(DashboardRoute.home)
/// ```
///
/// Every refusal is a ``CatalogError`` naming the module and the route type, and leaves the
/// schema as it was.
public struct RouteSchema: Sendable {
  /// The module the schema declares; for a merged schema, the name it was given.
  public let module: String
  /// The links of every route type declared.
  public internal(set) var links: DeepLinkTable
  /// The key coders of every type declared with a key, at no schema version yet.
  var keys = RestorationTable(version: 0)
  /// What was declared of each type, in order, with its indexes.
  var declarationList = DeclarationList()
  /// Keys older saves hold that are read as nothing, with the module that dropped each.
  var droppedKeys: [String: String] = [:]
  /// Where a route a link opens is placed, by its type's identity, with who placed it.
  var placements: [ObjectIdentifier: Placement] = [:]

  /// An empty schema of `module`, which conflicts name.
  public init(module: String) {
    self.module = module
    links = DeepLinkTable(module: module)
  }

  /// Declares `Route`: the key its routes are saved under and the links that open them.
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - key: The key its routes are saved under: stable across releases, never a type name.
  ///   - formerKeys: Keys older saves hold for it, read as `key` (renames).
  ///   - links: Declares the link patterns that open its routes; the first prints them.
  /// - Throws: ``CatalogError``: the type declared already, a key or a former key empty or
  ///   taken, a former key that is `key`, a link pattern invalid or matching the links of
  ///   another.
  public mutating func add<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, key: String, formerKeys: [String] = [],
    links: (inout RouteLinks<Route>) throws -> Void = { _ in }
  ) throws(CatalogError) {
    try declare(
      Route.self, kind: .route, key: key, formerKeys: formerKeys, links: links,
      coder: RouteCoder(key: key, type: Route.self))
  }

  /// Declares `Route`, whose routes are never saved — those of a running flow, which a saved
  /// state cannot bring back — with the links that open them.
  ///
  /// - Throws: As ``add(_:key:formerKeys:links:)``.
  public mutating func add<Route: Hashable & Sendable>(
    _ type: Route.Type, links: (inout RouteLinks<Route>) throws -> Void = { _ in }
  ) throws(CatalogError) {
    try declare(Route.self, kind: .route, key: nil, formerKeys: [], links: links, coder: nil)
  }

  /// Declares the type of a tab bar's tab identities: the key its values are saved under.
  ///
  /// - Throws: As ``add(_:key:formerKeys:links:)``.
  public mutating func addTabs<Tab: Hashable & Sendable & Codable>(
    _ type: Tab.Type, key: String, formerKeys: [String] = []
  ) throws(CatalogError) {
    try declare(
      Tab.self, kind: .tabs, key: key, formerKeys: formerKeys, links: { _ in },
      coder: RouteCoder(key: key, type: Tab.self))
  }

  /// Declares a module's `Exit` type: the key its exits are written under, so that a
  /// recording names them and reads them back, as it does routes.
  ///
  /// - Throws: As ``add(_:key:formerKeys:links:)``.
  public mutating func addExits<Exit: Hashable & Sendable & Codable>(
    _ type: Exit.Type, key: String, formerKeys: [String] = []
  ) throws(CatalogError) {
    try declare(
      Exit.self, kind: .exits, key: key, formerKeys: formerKeys, links: { _ in },
      coder: RouteCoder(key: key, type: Exit.self))
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

  /// Places the routes of `Route` that a link opens: the tab, the stack under it, pushed or
  /// presented. The composition root places every route type with links, whichever module
  /// declared it.
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
}

// MARK: Reading

extension RouteSchema {
  /// The route types declared with links and placed by no schema: a link could open them,
  /// but nobody said where.
  package var unplacedLinkTypes: [RouteType] {
    declarations.filter { !$0.patterns.isEmpty && placements[$0.routeType.id] == nil }
      .map(\.routeType)
  }

  /// The links of the route types declared, placed where the schemas placed them.
  ///
  /// - Parameter origins: The app's schemes and hosts; every link by default.
  public func appLinks(origins: LinkOrigins = .any) -> AppLinks {
    AppLinks(table: links, origins: origins, placements: placements.mapValues(\.place))
  }

  /// The restoration table of the types declared with a key, for states saved with schema
  /// `version`: a key read from a save is first renamed or dropped as the schemas declared,
  /// whatever version saved it, then `migration` is asked about it when an older version did.
  ///
  /// - Parameters:
  ///   - version: The app's schema version.
  ///   - migration: The app's own migration from older versions, after the schemas'.
  public func restoration(
    version: Int,
    migration: (@Sendable (_ key: String, _ savedVersion: Int) -> RestorationTable.Migration)? =
      nil
  ) -> RestorationTable {
    var table = keys
    table.version = version
    for declaration in declarations {
      for former in declaration.formerKeys { table.renamedKeys[former] = declaration.key }
    }
    table.droppedKeys = Set(droppedKeys.keys)
    table.migration = migration
    return table
  }

  /// The key of each type declared with one, by its identity.
  package var keysByType: [ObjectIdentifier: String] {
    var keys: [ObjectIdentifier: String] = [:]
    for declaration in declarations {
      if let key = declaration.key { keys[declaration.routeType.id] = key }
    }
    return keys
  }

  /// The module that declared each route type, by its identity: the name its catalog was
  /// made with, kept through merging. Tab and exit types are left out: they have no screens.
  package var modulesByType: [ObjectIdentifier: String] {
    var modules: [ObjectIdentifier: String] = [:]
    for declaration in declarations where declaration.kind == .route {
      modules[declaration.routeType.id] = declaration.module
    }
    return modules
  }
}

// MARK: Declaring

extension RouteSchema {
  /// What one declaration said.
  package struct Declaration: Sendable {
    /// What a declared type is.
    package enum Kind: Sendable {
      /// A route type, with screens.
      case route
      /// A tab bar's tab identities.
      case tabs
      /// A module's exits.
      case exits
    }

    package let module: String
    package let routeType: RouteType
    package let kind: Kind
    /// The key the type is saved under; `nil` when it is not saved.
    package let key: String?
    /// Keys older saves hold for the type, read as `key`.
    package let formerKeys: [String]
    /// Its link patterns, in order: the first prints.
    package let patterns: [String]
  }

  /// Where the routes of one type are placed, and the module that said so.
  struct Placement: Sendable {
    let module: String
    let routeType: RouteType
    let place: @Sendable (AnyRoute) -> LinkPlacement
  }

  /// What was declared of each type, in order.
  package var declarations: [Declaration] { declarationList.all }

  /// Whether `Route` is declared, as whatever kind.
  package func declares<Route>(_ type: Route.Type) -> Bool {
    declarationList.declares(typeIdentity(of: Route.self))
  }

  /// Declares a type, changing nothing until every part is accepted: the links added before
  /// one is refused are undone.
  private mutating func declare<Route: Hashable & Sendable>(
    _ type: Route.Type, kind: Declaration.Kind, key: String?, formerKeys: [String],
    links declareLinks: (inout RouteLinks<Route>) throws -> Void, coder: RouteCoder?
  ) throws(CatalogError) {
    let routeType = RouteType(Route.self)
    func refuse(_ problem: CatalogError.Problem) -> CatalogError {
      CatalogError(module: module, routeType: routeType, problem: problem)
    }
    guard !RouteType.isTypeErased(Route.self) else { throw refuse(.typeErased) }
    if let first = declarationList.declaration(of: routeType) {
      throw refuse(.declaredTwice(firstIn: first.module))
    }
    if let problem = Self.problem(key: key, formerKeys: formerKeys) { throw refuse(problem) }
    for taken in [key].compactMap({ $0 }) + formerKeys {
      if let owner = owner(of: taken) {
        throw refuse(.keyTaken(taken, module: owner.module, type: owner.type))
      }
    }
    // The links are added to the schema's own table, moved into `routeLinks` so that adding
    // copies nothing: copying it for every declaration would cost the whole table each time.
    let mark = links.mark
    var routeLinks = RouteLinks<Route>(schema: self)
    links = DeepLinkTable(module: module)
    do {
      try declareLinks(&routeLinks)
    } catch {
      links = routeLinks.schema.links
      links.undo(to: mark)
      if let error = error as? CatalogError { throw error }
      throw refuse(.linksThrew("\(error)"))
    }
    // The type and its key were found new above, so the coder goes in.
    if let coder { keys.insert(coder) }
    links = routeLinks.schema.links
    declarationList.append(
      Declaration(
        module: module, routeType: routeType, kind: kind, key: key, formerKeys: formerKeys,
        patterns: routeLinks.patterns))
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
    if let declaration = declarationList.declaration(withKey: key) {
      return (declaration.module, declaration.routeType)
    }
    return droppedKeys[key].map { ($0, nil) }
  }

  /// The catalog error a link table's error is, for a declaration of `routeType`.
  func linkError(_ error: DeepLinkError, declaring routeType: RouteType?) -> CatalogError {
    if case .invalidPattern(let pattern, let problem) = error.kind {
      return CatalogError(
        module: module, routeType: routeType, problem: .invalidLink(pattern, problem: problem))
    }
    guard let conflict = error.conflict else {
      return CatalogError(module: module, routeType: routeType, problem: .linksThrew("\(error)"))
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
