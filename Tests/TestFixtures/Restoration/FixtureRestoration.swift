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
public func fixtureRestoration() throws(RestorationError) -> RestorationTable {
  var table = RestorationTable(version: 2)
  for (type, key) in currentKeys() {
    try table.register(type, key: key)
  }
  table.migration = { key, _ in
    switch key {
    case "dash": .rename("dashboard")
    case "login": .rename("auth")
    case "legacy": .drop
    default: .keep
    }
  }
  return table
}

/// The same routes as version 1 saved them — the dashboard's as "dash", the auth routes as
/// "login" — and the sheet routes, under "legacy", which version 2 no longer reads.
public func fixtureRestorationV1() throws(RestorationError) -> RestorationTable {
  var table = RestorationTable(version: 1)
  for (type, key) in currentKeys() {
    switch key {
    case "dashboard": try table.register(type, key: "dash")
    case "auth": try table.register(type, key: "login")
    default: try table.register(type, key: key)
    }
  }
  try table.register(SheetRoute.self, key: "legacy")
  return table
}
