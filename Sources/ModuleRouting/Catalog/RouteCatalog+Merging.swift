import NavCore

extension RouteCatalog {
  /// The catalogs of an app's modules, merged: every declaration of each, checked against all
  /// the others once — one screen or dialog per route type, one route type per key, links that match
  /// one pattern each.
  ///
  /// ```swift
  /// let catalog = try RouteCatalog(merging: [app, dashboard, settings])
  /// ```
  ///
  /// - Parameters:
  ///   - catalogs: The catalogs, the app's own among them.
  ///   - module: The merged catalog's name.
  /// - Throws: ``CatalogError`` naming the later module's declaration and what it collided
  ///   with, or two catalogs of one module name.
  public init(merging catalogs: [RouteCatalog], module: String = "app") throws(CatalogError) {
    // The schema refuses a type declared twice: the screens merged below are each new.
    schema = try RouteSchema(merging: catalogs.map(\.schema), module: module)
    for catalog in catalogs {
      screens.insertRegistrations(of: catalog.screens)
      dialogs.insertRegistrations(of: catalog.dialogs)
      tabLabels.insertRegistrations(of: catalog.tabLabels)
      presentations.merge(catalog.presentations) { _, new in new }
      exitResults += catalog.exitResults.filter { !exitResults.contains($0) }
    }
  }
}
