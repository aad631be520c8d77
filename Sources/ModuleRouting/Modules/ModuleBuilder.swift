import NavCore

/// A module's one public entry point: it declares each of the module's route types once — its
/// screen, the key it is saved under, its links — builds each screen's router and model with
/// the app router it was given, and names the module's route and exit types, so the
/// composition root never constructs the module's internals.
///
/// ```swift
/// // In the Customers module:
/// public struct CustomersBuilder: ModuleBuilder {
///   public typealias Route = CustomerRoute
///   public typealias Exit = CustomersExit
///   let app: AppRouter
///   public init(app: AppRouter) { self.app = app }
///
///   public func catalog() throws(CatalogError) -> RouteCatalog<AnyView> {
///     var catalog = RouteCatalog<AnyView>(module: "customers")
///     try catalog.add(CustomerRoute.self, key: "customers") { links in
///       try links.add("/customers/:id", parse: { try .details(id: $0.int("id")) }) { route in
///         if case .details(let id) = route { ["id": "\(id)"] } else { nil }
///       }
///     } screen: { route, screen in
///       let model = app.object(for: screen) { CustomerModel(route, router: CustomersRouter(app)) }
///       return AnyView(CustomerView(model: model))
///     }
///     return catalog
///   }
/// }
///
/// // In the composition root:
/// let catalog = try app.install([CustomersBuilder(app: app), SettingsBuilder(app: app)])
/// ```
@MainActor
public protocol ModuleBuilder<Screen>: ModuleInterface {
  /// What a screen is: a SwiftUI `AnyView`, a `UIViewController`, a `String` in tests.
  associatedtype Screen

  /// The module's route types, each declared once.
  ///
  /// - Throws: ``CatalogError`` for a declaration the catalog refused.
  func catalog() throws(CatalogError) -> RouteCatalog<Screen>
}

/// What is wrong with a set of modules: a catalog that refused a declaration or could not be
/// merged, route types left without a screen, exit types left without a handler, route types
/// with links left without a placement.
public struct ModuleSetupError: Error, Hashable, Sendable {
  /// The first error a catalog threw — a module's, or the merge's — if one did.
  public var catalog: CatalogError?
  /// The modules' route types without a screen.
  public var missingScreens: [RouteType]
  /// The modules' exit types without a handler.
  public var unhandledExits: [RouteType]
  /// The route types declared with links that no catalog placed.
  public var unplacedLinks: [RouteType]

  /// An error naming these problems.
  public init(
    catalog: CatalogError? = nil, missingScreens: [RouteType] = [],
    unhandledExits: [RouteType] = [], unplacedLinks: [RouteType] = []
  ) {
    self.catalog = catalog
    self.missingScreens = missingScreens
    self.unhandledExits = unhandledExits
    self.unplacedLinks = unplacedLinks
  }
}

extension ModuleSetupError: CustomStringConvertible {
  public var description: String {
    var problems: [String] = []
    if let catalog { problems.append("\(catalog)") }
    if !missingScreens.isEmpty {
      problems.append("no screen for " + missingScreens.map(\.name).joined(separator: ", "))
    }
    if !unhandledExits.isEmpty {
      problems.append("no exit handler for " + unhandledExits.map(\.name).joined(separator: ", "))
    }
    if !unplacedLinks.isEmpty {
      problems.append("no placement for " + unplacedLinks.map(\.name).joined(separator: ", "))
    }
    return problems.joined(separator: "; ")
  }
}

extension AppRouter {
  /// Installs modules: their catalogs and the app's own are merged once, then every module's
  /// route type must be declared with a screen, every exit type have a handler (set the
  /// handlers first; a module with no way out names `Never`), and every route type with links
  /// a placement (``RouteCatalog/place(_:_:)``) — all checked in this one call.
  ///
  /// ```swift
  /// let modules: [any ModuleBuilder<String>] = [
  ///   DashboardBuilder(app: app), SettingsBuilder(app: app),
  /// ]
  /// let catalog = try app.install(modules, with: own)
  /// app.showOnly(routesIn: catalog)
  /// let restoration = catalog.restoration(version: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - modules: The modules' builders.
  ///   - own: The app's own catalog: the routes and tabs no module declares, and where the
  ///     routes links open are placed.
  /// - Returns: The merged catalog, whose screens, links and keys the app uses.
  /// - Throws: ``ModuleSetupError``: the first catalog refusal or collision, if any, and every
  ///   exit without a handler; with no catalog error, also every route type without a screen
  ///   and every route type with links and no placement.
  public func install<Screen>(
    _ modules: [any ModuleBuilder<Screen>], with own: RouteCatalog<Screen>? = nil
  ) throws(ModuleSetupError) -> RouteCatalog<Screen> {
    var error = ModuleSetupError()
    var catalogs: [RouteCatalog<Screen>] = own.map { [$0] } ?? []
    for module in modules {
      do {
        catalogs.append(try module.catalog())
      } catch let failure {
        error.catalog = error.catalog ?? failure
      }
    }
    var merged = RouteCatalog<Screen>(module: "app")
    do {
      merged = try RouteCatalog(merging: catalogs)
    } catch let failure {
      error.catalog = error.catalog ?? failure
    }
    for module in modules {
      let routeType = type(of: module).routeType
      let exitType = type(of: module).exitType
      // Screens are looked for only in catalogs that all merged: a refused one is named.
      if error.catalog == nil && !merged.declares(routeType) {
        error.missingScreens.append(RouteType(routeType))
      }
      if exitType != Never.self && !handlesExits(exitType) {
        error.unhandledExits.append(RouteType(exitType))
      }
    }
    if error.catalog == nil { error.unplacedLinks = merged.unplacedLinkTypes }
    if error.catalog != nil || !error.missingScreens.isEmpty || !error.unhandledExits.isEmpty
      || !error.unplacedLinks.isEmpty
    {
      throw error
    }
    return merged
  }
}
