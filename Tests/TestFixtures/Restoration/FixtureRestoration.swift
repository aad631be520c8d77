import NavCore

// The restoration tables of the fixtures, shared by the restoration tests and the state fuzzer
// (`Fuzz/`, `fuzz-state`), so both read saved states with exactly the same keys.

/// The keys every route kind of the random trees (`RandomCommands.route()`) is saved under,
/// at schema version 2.
private func currentKeys() -> [(any (Hashable & Sendable & Codable).Type, String)] {
  [
    (DashboardRoute.self, "dashboard"), (SettingsRoute.self, "settings"),
    (AuthRoute.self, "auth"), (Int.self, "int"), (Int64.self, "int64"), (Int8.self, "int8"),
    (String.self, "string"), (ThreeWordRoute.self, "three"), (WideRoute.self, "wide"),
    (CountingRoute.self, "counting"), (Int?.self, "optional"), (SettingsExit.self, "exit"),
  ]
}

/// The table for every route kind the random trees use, at schema version 2, with a migration
/// from version 1 (and anything older): "dash" became "dashboard", "login" became "auth", and
/// the "legacy" routes (sheet routes) are gone, so they are dropped.
public func fixtureRestoration() throws(CatalogError) -> RestorationTable {
  try fixtureSchema().restoration(version: 2, migration: fixtureMigration)
}

/// The keys of every route kind the random trees use, declared as a module would.
public func fixtureSchema() throws(CatalogError) -> RouteSchema {
  var schema = RouteSchema(module: "fixtures")
  for (type, key) in currentKeys() {
    try declare(type, key: key, in: &schema)
  }
  return schema
}

/// The migration from version 1 (and anything older) to version 2.
@Sendable public func fixtureMigration(_ key: String, savedVersion: Int)
  -> RestorationTable.Migration
{
  switch key {
  case "dash": .rename("dashboard")
  case "login": .rename("auth")
  case "legacy": .drop
  default: .keep
  }
}

/// The same routes as version 1 saved them — the dashboard's as "dash", the auth routes as
/// "login" — and the sheet routes, under "legacy", which version 2 no longer reads.
public func fixtureRestorationV1() throws(CatalogError) -> RestorationTable {
  var schema = RouteSchema(module: "fixtures")
  for (type, key) in currentKeys() {
    switch key {
    case "dashboard": try declare(type, key: "dash", in: &schema)
    case "auth": try declare(type, key: "login", in: &schema)
    default: try declare(type, key: key, in: &schema)
    }
  }
  try schema.add(SheetRoute.self, key: "legacy")
  return schema.restoration(version: 1)
}

/// Declares `type` under `key`: a route kind of the list, opened to its type.
private func declare<Route: Hashable & Sendable & Codable>(
  _ type: Route.Type, key: String, in schema: inout RouteSchema
) throws(CatalogError) {
  try schema.add(Route.self, key: key)
}
