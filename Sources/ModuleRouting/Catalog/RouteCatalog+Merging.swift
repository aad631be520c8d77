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
    self.init(module: module)
    var names: Set<String> = []
    for catalog in catalogs {
      // Conflicts are told by module name: two catalogs of one name could not be told apart.
      guard names.insert(catalog.module).inserted else {
        throw CatalogError(module: catalog.module, routeType: nil, problem: .moduleNamedTwice)
      }
      try merge(catalog)
    }
    do throws(DeepLinkError) {
      links = try DeepLinkTable(merging: catalogs.map(\.links), module: module)
    } catch {
      let declaring = error.conflict.flatMap { conflict in
        declarations.first {
          $0.module == conflict.module && $0.patterns.contains(conflict.pattern)
        }
      }
      throw linkError(error, declaring: declaring?.routeType)
    }
  }

  /// Adds every declaration of `other` — part of merging catalogs — refusing one whose type or
  /// key is declared here already.
  mutating func merge(_ other: RouteCatalog) throws(CatalogError) {
    for declaration in other.declarations {
      func refuse(_ problem: CatalogError.Problem) -> CatalogError {
        CatalogError(module: declaration.module, routeType: declaration.routeType, problem: problem)
      }
      if let first = declarations.first(where: { $0.routeType == declaration.routeType }) {
        throw refuse(.declaredTwice(firstIn: first.module))
      }
      for taken in [declaration.key].compactMap({ $0 }) + declaration.formerKeys {
        if let owner = owner(of: taken) {
          throw refuse(.keyTaken(taken, module: owner.module, type: owner.type))
        }
      }
      declarations.append(declaration)
    }
    for (key, dropper) in other.droppedKeys {
      if let owner = owner(of: key) {
        throw CatalogError(
          module: dropper, routeType: nil,
          problem: .keyTaken(key, module: owner.module, type: owner.type))
      }
      droppedKeys[key] = dropper
    }
    for (type, placement) in other.placements {
      if let first = placements[type] {
        throw CatalogError(
          module: placement.module, routeType: placement.routeType,
          problem: .placedTwice(firstIn: first.module))
      }
      placements[type] = placement
    }
    screens.insertRegistrations(of: other.screens)
    dialogs.insertRegistrations(of: other.dialogs)
    tabLabels.insertRegistrations(of: other.tabLabels)
    presentations.merge(other.presentations) { _, new in new }
    do {
      try keys.merge(other.keys)
    } catch {
      // Cannot happen: every type and key of `other` was found new here above.
      throw CatalogError(
        module: other.module, routeType: nil, problem: .declaredTwice(firstIn: module))
    }
  }

}
