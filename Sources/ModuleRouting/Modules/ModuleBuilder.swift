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

extension AppRouter {
  /// Installs modules: their catalogs and the app's own are merged once, then every module's
  /// route type must be declared with a screen, every exit type have a handler (set the
  /// handlers first; a module with no way out names `Never`), every exit a catalog says
  /// expects a result a handler mapping one (``RouteCatalog/addExits(_:expecting:)``), and
  /// every route type with links a placement (``RouteCatalog/place(_:_:)``) — all checked in
  /// this one call.
  ///
  /// An exit type is answered by its plain handler or by a handler that expects a result. The
  /// check is by type, not by case: an exit type mixing cases of both kinds needs both
  /// handlers, and a plain case taken with no plain handler set is refused when taken, and
  /// reported.
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
  /// - Throws: ``CatalogError`` naming every problem found (``CatalogError/problems``): each
  ///   module's refused declaration, a collision of the merge, every exit without a handler,
  ///   every exit expecting a result that no handler maps; when every catalog merged, also
  ///   every route type without a screen and every route type with links and no placement.
  public func install<Screen>(
    _ modules: [any ModuleBuilder<Screen>], with own: RouteCatalog<Screen>? = nil
  ) throws(CatalogError) -> RouteCatalog<Screen> {
    var problems: [CatalogError] = []
    var catalogs: [RouteCatalog<Screen>] = own.map { [$0] } ?? []
    var names: [ObjectIdentifier: String] = [:]
    for module in modules {
      do {
        let catalog = try module.catalog()
        catalogs.append(catalog)
        names[ObjectIdentifier(type(of: module).routeType)] = catalog.module
      } catch {
        problems.append(error)
      }
    }
    let merging = Result { () throws(CatalogError) in try RouteCatalog(merging: catalogs) }
    if case .failure(let error) = merging { problems.append(error) }
    // Screens and placements are looked for only when every catalog merged: a refused one is
    // named.
    let merged = problems.isEmpty ? try? merging.get() : nil
    for module in modules {
      let routeType = type(of: module).routeType
      let exitType = type(of: module).exitType
      let name = names[ObjectIdentifier(routeType)] ?? "app"
      if let merged, !merged.declares(routeType) {
        problems.append(
          CatalogError(module: name, routeType: RouteType(routeType), problem: .missingScreen))
      }
      if exitType != Never.self && !answersExits(exitType) {
        problems.append(
          CatalogError(module: name, routeType: RouteType(exitType), problem: .noExitHandler))
      }
    }
    problems += unansweredExitResults(in: catalogs)
    for routeType in merged?.schema.unplacedLinkTypes ?? [] {
      problems.append(CatalogError(module: "app", routeType: routeType, problem: .noPlacement))
    }
    if let error = CatalogError.naming(problems) { throw error }
    return try merging.get()
  }
}
