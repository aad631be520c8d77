extension RouteSchema {
  /// The schemas of an app's modules, merged: every declaration of each, checked against all
  /// the others once — one declaration per type, one type per key, links that match one
  /// pattern each, one placement per route type.
  ///
  /// ```swift
  /// let schema = try RouteSchema(merging: [app, dashboard, settings])
  /// ```
  ///
  /// - Parameters:
  ///   - schemas: The schemas, the app's own among them.
  ///   - module: The merged schema's name.
  /// - Throws: ``CatalogError`` naming the later module's declaration and what it collided
  ///   with, or two schemas of one module name.
  public init(merging schemas: [RouteSchema], module: String = "app") throws(CatalogError) {
    self.init(module: module)
    var names: Set<String> = []
    for schema in schemas {
      // Conflicts are told by module name: two schemas of one name could not be told apart.
      guard names.insert(schema.module).inserted else {
        throw CatalogError(module: schema.module, routeType: nil, problem: .moduleNamedTwice)
      }
      try merge(schema)
    }
    do throws(DeepLinkError) {
      links = try DeepLinkTable(merging: schemas.map(\.links), module: module)
    } catch {
      let declaring = error.conflict.flatMap { conflict in
        declarations.first {
          $0.module == conflict.module && $0.patterns.contains(conflict.pattern)
        }
      }
      throw linkError(error, declaring: declaring?.routeType)
    }
  }

  /// Adds every declaration of `other` — part of merging schemas — refusing one whose type or
  /// key is declared here already.
  private mutating func merge(_ other: RouteSchema) throws(CatalogError) {
    for declaration in other.declarations {
      func refuse(_ problem: CatalogError.Problem) -> CatalogError {
        CatalogError(module: declaration.module, routeType: declaration.routeType, problem: problem)
      }
      if let first = declarationList.declaration(of: declaration.routeType) {
        throw refuse(.declaredTwice(firstIn: first.module))
      }
      for taken in [declaration.key].compactMap({ $0 }) + declaration.formerKeys {
        if let owner = owner(of: taken) {
          throw refuse(.keyTaken(taken, module: owner.module, type: owner.type))
        }
      }
      declarationList.append(declaration)
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
    // Every type and key of `other` was found new here above.
    keys.insert(contentsOf: other.keys)
  }
}
