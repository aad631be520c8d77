import Foundation
import NavCore
import TestFixtures
import XCTest

/// The fixtures' routes under short keys, at schema `version`; from version 2 on, keys saved
/// by version 1 migrate: "dash" became "dashboard", "prefs" became "settings", and the
/// "legacy" routes are gone.
func restorationTable(version: Int = 1) throws -> RestorationTable {
  try restorationTable(
    version: version, keys: supportKeys(), migration: version > 1 ? migrateSupportKeys : nil)
}

/// The fixtures' routes under short keys, as ``restorationTable(version:)`` declares them.
func supportKeys() -> [(any (Hashable & Sendable & Codable).Type, String)] {
  [
    (DashboardRoute.self, "dashboard"), (SettingsRoute.self, "settings"), (AuthRoute.self, "auth"),
    (MainRoute.self, "main"), (MainTab.self, "tab"), (SheetRoute.self, "sheet"),
  ]
}

/// The migration of ``restorationTable(version:)`` from version 2 on.
@Sendable func migrateSupportKeys(_ key: String, savedVersion: Int) -> RestorationTable.Migration {
  switch (key, savedVersion) {
  case ("dash", 1): .rename("dashboard")
  case ("prefs", 1): .rename("settings")
  case ("legacy", 1): .drop
  default: .keep
  }
}

/// A table of `keys` at schema `version`, declared as a module would declare them.
func restorationTable(
  version: Int, keys: [(any (Hashable & Sendable & Codable).Type, String)],
  migration: (@Sendable (_ key: String, _ savedVersion: Int) -> RestorationTable.Migration)? = nil
) throws -> RestorationTable {
  var schema = RouteSchema(module: "fixtures")
  for (type, key) in keys {
    try declare(type, key: key, in: &schema)
  }
  return schema.restoration(version: version, migration: migration)
}

/// Declares `type` under `key`: a type of a list, opened to its type.
func declare<Route: Hashable & Sendable & Codable>(
  _ type: Route.Type, key: String, in schema: inout RouteSchema
) throws(CatalogError) {
  try schema.add(Route.self, key: key)
}

/// `state` saved with `table` as JSON text, its keys sorted so that it can be compared with a
/// literal.
func savedJSON(_ state: NavigationState, with table: RestorationTable) throws -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  return String(decoding: try encoder.encode(table.save(state)), as: UTF8.self)
}

/// `json` read with `table` and `policy`.
func restore(
  _ json: String, with table: RestorationTable, policy: RestorationTable.Policy = .strict
) throws -> RestoredNavigation {
  let decoder = JSONDecoder()
  decoder.userInfo[RestorationTable.userInfoKey] = table.reading(policy)
  return try decoder.decode(RestoredNavigation.self, from: Data(json.utf8))
}

/// Asserts that reading `json` with `table` and `policy` gives `state`, dropping `dropped`
/// (each error's text and location, since a test cannot build every error with a location).
func assertRestores(
  _ json: String,
  with table: RestorationTable,
  policy: RestorationTable.Policy = .strict,
  as state: NavigationState,
  dropping dropped: [(String, ScreenID?)] = [],
  file: StaticString = #filePath,
  line: UInt = #line
) {
  do {
    let restored = try restore(json, with: table, policy: policy)
    XCTAssertEqual(restored.state, state, file: file, line: line)
    XCTAssertEqual(restored.dropped.map(\.description), dropped.map(\.0), file: file, line: line)
    XCTAssertEqual(restored.dropped.map(\.location), dropped.map(\.1), file: file, line: line)
  } catch {
    XCTFail("\(policy) reading failed: \(error)", file: file, line: line)
  }
}

/// Asserts that reading `json` with `table` and `policy` fails with an error whose text starts
/// with `message`, located at `location`.
func assertRefuses(
  _ json: String,
  with table: RestorationTable,
  policy: RestorationTable.Policy = .strict,
  saying message: String,
  at location: ScreenID?,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertThrowsError(try restore(json, with: table, policy: policy), file: file, line: line) {
    error in
    let restoration = RestorationError.from(error)
    XCTAssertTrue(
      restoration.description.hasPrefix(message), "\(restoration)", file: file, line: line)
    XCTAssertEqual(restoration.location, location, file: file, line: line)
  }
}
