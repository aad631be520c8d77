import Foundation
import NavCore
import TestFixtures
import XCTest

final class RestorationTests: XCTestCase {
  private func table(version: Int = 1) throws -> RestorationTable {
    try schema().restoration(version: version)
  }

  private func schema() throws -> RouteSchema {
    var schema = RouteSchema(module: "fixtures")
    try schema.add(DashboardRoute.self, key: "dashboard")
    try schema.add(SettingsRoute.self, key: "settings")
    try schema.add(AuthRoute.self, key: "auth")
    try schema.add(MainRoute.self, key: "main")
    try schema.addTabs(MainTab.self, key: "tab")
    try schema.add(SheetRoute.self, key: "sheet")
    return schema
  }

  private func saved(_ state: NavigationState, with table: RestorationTable) throws -> Data {
    try JSONEncoder().encode(table.save(state))
  }

  private func restore(
    _ data: Data, with table: RestorationTable, policy: RestorationTable.Policy = .strict
  ) throws -> RestoredNavigation {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(policy)
    return try decoder.decode(RestoredNavigation.self, from: data)
  }

  /// A tree with tabs, a pushed route, a sheet with its own stack and an alert over it.
  private var tree: NavigationState {
    var state = mainTabs(selected: .settings)
    try? state.apply([
      .inTab(MainTab.home, [.push(DashboardRoute.details(id: 7))]),
      .push(SettingsRoute.privacy), .present(SheetRoute.add, style: .sheet),
      .push(SheetRoute.edit(id: 3)), .present(SheetRoute.confirmDelete(id: 3), style: .alert),
    ])
    return state
  }

  func testRoundTrip_restoresTheWholeTree() throws {
    let table = try table()
    let restored = try restore(saved(tree, with: table), with: table)
    XCTAssertEqual(restored.state, tree)
    XCTAssertEqual(restored.dropped, [])
  }

  func testSavedForm_usesRegisteredKeys_neverTypeNames() throws {
    let json = try XCTUnwrap(String(data: saved(tree, with: table()), encoding: .utf8))
    XCTAssertTrue(json.contains("\"k\":\"dashboard\""), json)
    XCTAssertFalse(json.contains("DashboardRoute"), json)
    XCTAssertFalse(json.contains("TestFixtures"), json)
  }

  func testSave_aRouteTypeWithNoKey_failsNow_namingItAndWhere() throws {
    var state = tree
    try state.apply(.inTab(MainTab.home, [.push(WideRoute(a: 1, b: 2, c: 3, d: 4))]))
    XCTAssertThrowsError(try table().save(state)) { error in
      XCTAssertEqual(
        error as? RestorationError,
        .unregisteredType(
          "TestFixtures.WideRoute", at: ScreenID(stack: .tab(MainTab.home), depth: 2)))
      XCTAssertEqual(
        "\(error)",
        "cannot save TestFixtures.WideRoute at root › tab(home) @ 2: declare a key for it")
    }
  }

  func testRegister_aKeyOrATypeTwice_isAnError() throws {
    var schema = try schema()
    XCTAssertThrowsError(try schema.add(AnyRouteKeyed.self, key: "dashboard")) {
      XCTAssertEqual(
        $0 as? CatalogError,
        CatalogError(
          module: "fixtures", routeType: RouteType(AnyRouteKeyed.self),
          problem: .keyTaken("dashboard", module: "fixtures", type: RouteType(DashboardRoute.self))
        ))
    }
    XCTAssertThrowsError(try schema.add(DashboardRoute.self, key: "other")) {
      XCTAssertEqual(
        $0 as? CatalogError,
        CatalogError(
          module: "fixtures", routeType: RouteType(DashboardRoute.self),
          problem: .declaredTwice(firstIn: "fixtures")))
    }
  }

  /// A merge that meets a key already there adds none of the other schema's keys, not even
  /// those declared before it.
  func testMerge_aKeyTwice_isAnError_andAddsNothing() throws {
    var schema = RouteSchema(module: "dashboard")
    try schema.add(DashboardRoute.self, key: "dashboard")
    var other = RouteSchema(module: "other")
    try other.add(AuthRoute.self, key: "auth")
    try other.add(SheetRoute.self, key: "dashboard")
    try other.add(SettingsRoute.self, key: "settings")

    XCTAssertThrowsError(try RouteSchema(merging: [schema, other])) {
      XCTAssertEqual(
        $0 as? CatalogError,
        CatalogError(
          module: "other", routeType: RouteType(SheetRoute.self),
          problem: .keyTaken("dashboard", module: "dashboard", type: RouteType(DashboardRoute.self))
        ))
    }
    let table = schema.restoration(version: 1)
    XCTAssertEqual(table.key(of: AnyRoute(AuthRoute.login)), nil)
    XCTAssertEqual(table.key(of: AnyRoute(SettingsRoute.main)), nil)
    XCTAssertEqual(table.key(of: AnyRoute(DashboardRoute.home)), "dashboard")
  }

  func testStrict_anUnknownKey_failsNamingItAndWhere() throws {
    let data = try saved(tree, with: table())
    let narrower = try restorationTable(
      version: 1,
      keys: [
        (MainRoute.self, "main"), (MainTab.self, "tab"), (DashboardRoute.self, "dashboard"),
        (AuthRoute.self, "auth"),
      ])
    XCTAssertThrowsError(try restore(data, with: narrower)) { error in
      XCTAssertEqual(
        error as? RestorationError,
        .unknownKey("settings", at: ScreenID(stack: .tab(MainTab.settings), depth: 0)))
    }
  }

  func testLenient_keepsTheLongestValidPrefix_dropsLayersAndTabs_andSaysWhat() throws {
    var table = try table()
    let data = try saved(tree, with: table)
    table = try restorationTable(
      version: 1,
      keys: [
        (MainRoute.self, "main"), (MainTab.self, "tab"), (DashboardRoute.self, "dashboard"),
        (AuthRoute.self, "auth"), (SettingsRoute.self, "settings"),
      ])
    let restored = try restore(data, with: table, policy: .lenient)
    var expected = tree
    try expected.apply(.at(.tab(MainTab.settings), [.dismiss]))
    XCTAssertEqual(restored.state, expected)
    XCTAssertEqual(
      restored.dropped,
      [
        .unknownKey(
          "sheet", at: ScreenID(stack: StackAddress.tab(MainTab.settings).presented, depth: 0))
      ])
  }

  func testMigration_renamesAndDropsKeysSavedByAnOlderVersion() throws {
    let old = try restorationTable(
      version: 1, keys: [(DashboardRoute.self, "dash"), (SettingsRoute.self, "prefs")])
    let state = NavigationState(
      root: DashboardRoute.home,
      path: [DashboardRoute.details(id: 1), SettingsRoute.main, DashboardRoute.details(id: 2)])
    let data = try saved(state, with: old)
    let current = try restorationTable(version: 2, keys: [(DashboardRoute.self, "dashboard")]) {
      key, version in
      switch (key, version) {
      case ("dash", 1): .rename("dashboard")
      case ("prefs", 1): .drop
      default: .keep
      }
    }
    // The route after the dropped one goes with it, which migration does not name.
    let after = RestorationError.droppedByMigration(
      "dash", at: ScreenID(stack: .root, depth: 3), with: "prefs",
      at: ScreenID(stack: .root, depth: 2))
    XCTAssertThrowsError(try restore(data, with: current)) {
      XCTAssertEqual($0 as? RestorationError, after)
    }
    let restored = try restore(data, with: current, policy: .lenient)
    XCTAssertEqual(
      restored.state,
      NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
    XCTAssertEqual(
      restored.dropped,
      [.droppedByMigration("prefs", at: ScreenID(stack: .root, depth: 2)), after])
  }

  func testNewerVersion_isRefused() throws {
    let data = try saved(tree, with: table(version: 3))
    XCTAssertThrowsError(try restore(data, with: table(version: 2))) {
      XCTAssertEqual($0 as? RestorationError, .newerVersion(found: 3, supported: 2))
    }
  }

  func testLimits_boundDepthAndSize() throws {
    var deep = NavigationState(root: DashboardRoute.home)
    for id in 0..<40 {
      deep = NavigationState(
        root: DashboardRoute.details(id: id), presented: PresentedLayer(.sheet, state: deep))
    }
    let table = try table()
    XCTAssertThrowsError(try restore(saved(deep, with: table), with: table)) {
      XCTAssertEqual($0 as? RestorationError, .tooDeep(limit: 32))
    }
    var small = table
    small.limits.routes = 10
    let long = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 20))
    XCTAssertThrowsError(try restore(saved(long, with: table), with: small, policy: .lenient)) {
      XCTAssertEqual($0 as? RestorationError, .tooLarge(limit: 10))
    }
  }

  func testMissingTable_isATypedError() throws {
    let data = try saved(tree, with: table())
    XCTAssertThrowsError(try JSONDecoder().decode(RestoredNavigation.self, from: data)) {
      XCTAssertEqual($0 as? RestorationError, .missingTable)
    }
  }
}

/// A codable route type no table registers.
private struct AnyRouteKeyed: Hashable, Sendable, Codable {}
