import Foundation
import NavCore
import TestFixtures
import XCTest

/// The fixtures' routes under short keys, at schema `version`; from version 2 on, keys saved
/// by version 1 migrate: "dash" became "dashboard", "prefs" became "settings", and the
/// "legacy" routes are gone.
func restorationTable(version: Int = 1) throws -> RestorationTable {
  var table = RestorationTable(version: version)
  try table.register(DashboardRoute.self, key: "dashboard")
  try table.register(SettingsRoute.self, key: "settings")
  try table.register(AuthRoute.self, key: "auth")
  try table.register(MainRoute.self, key: "main")
  try table.register(MainTab.self, key: "tab")
  try table.register(SheetRoute.self, key: "sheet")
  if version > 1 {
    table.migration = { key, savedVersion in
      switch (key, savedVersion) {
      case ("dash", 1): .rename("dashboard")
      case ("prefs", 1): .rename("settings")
      case ("legacy", 1): .drop
      default: .keep
      }
    }
  }
  return table
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
