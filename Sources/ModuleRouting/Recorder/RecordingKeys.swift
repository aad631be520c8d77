import NavCore

/// How a recording names routes outside the process: each route type by its catalog key, and
/// its payload only for the types the app chose to reveal.
struct RecordingKeys: Sendable {
  /// How routes and trees are written and read: with the catalog's keys, payloads only for the
  /// route types revealed.
  let coding: TreeCoding
  /// The route type declared under each key, for the module a request came from.
  let typesByKey: [String: RouteType]
  /// The key of each route type declared with one, by its identity.
  let keysByType: [ObjectIdentifier: String]

  init<Screen>(catalog: RouteCatalog<Screen>, revealed: [any (Hashable & Sendable).Type]) {
    coding = TreeCoding(table: catalog.restoration(version: 0), payloads: .revealing(revealed))
    var types: [String: RouteType] = [:]
    for declaration in catalog.schema.declarations {
      if let key = declaration.key { types[key] = declaration.routeType }
    }
    typesByKey = types
    keysByType = catalog.keysByType
  }

  /// The catalog's keys.
  var table: RestorationTable {
    coding.table
  }

  /// The key of `route`'s type, or `nil` when the catalog has none for it.
  func key(of route: AnyRoute) -> String? {
    table.key(of: route)
  }

  /// Whether `route`'s payload is written.
  func reveals(_ route: AnyRoute) -> Bool {
    coding.writesPayload(of: route)
  }

  /// The key of a route type, or `nil` when the catalog has none for it.
  func key(of type: RouteType) -> String? {
    keysByType[type.id]
  }

  /// The route in one short line: its key, with its value when revealed; `?` for a type with
  /// no key.
  func text(of route: AnyRoute) -> String {
    guard let key = key(of: route) else { return "?" }
    return reveals(route) ? "\(key)(\(route))" : key
  }
}
