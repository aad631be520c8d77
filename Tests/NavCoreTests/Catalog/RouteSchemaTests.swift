import Foundation
import NavCore
import Synchronization
import TestFixtures
import XCTest

/// A route schema, with NavCore alone: the keys, former keys, links and placements of route
/// types declared once, the links and saves read with what it builds, and one error type for
/// every declaration refused.
final class RouteSchemaTests: XCTestCase {
  private func dashboard() throws -> RouteSchema {
    var schema = RouteSchema(module: "dashboard")
    try schema.add(DashboardRoute.self, key: "dashboard", formerKeys: ["dash"]) { links in
      try links.add("/dashboard", .home)
      try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      }
    }
    return schema
  }

  private func app() throws -> RouteSchema {
    var schema = RouteSchema(module: "app")
    try schema.add(MainRoute.self, key: "main")
    try schema.addTabs(MainTab.self, key: "tab")
    try schema.drop(keys: ["legacy"])
    try schema.place(DashboardRoute.self) { route in
      route == .home ? .root(ofTab: MainTab.home) : .push(inTab: MainTab.home)
    }
    return schema
  }

  func testASchemaAlone_readsAndPrintsLinks_andPlacesTheirRoutes() throws {
    let schema = try RouteSchema(merging: [app(), dashboard()])

    XCTAssertEqual(
      try schema.links.route(for: "/dashboard/items/7"), AnyRoute(DashboardRoute.details(id: 7)))
    XCTAssertEqual(try schema.links.path(for: DashboardRoute.details(id: 7)), "/dashboard/items/7")
    let links = schema.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: []))
    XCTAssertEqual(
      links.placement(for: AnyRoute(DashboardRoute.details(id: 7))),
      .push(inTab: MainTab.home))
    XCTAssertEqual(try links.link(for: DashboardRoute.home), "myapp://dashboard")
    XCTAssertEqual(schema.unplacedLinkTypes, [])
  }

  func testASchemaAlone_savesUnderItsKeys_andReadsFormerAndDroppedKeys() throws {
    let schema = try RouteSchema(merging: [app(), dashboard()])
    let restoration = schema.restoration(version: 3)
    let state = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 2)])

    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(restoration.save(state))
    let text = String(decoding: data, as: UTF8.self)
    XCTAssertTrue(text.contains("\"dashboard\""), text)
    XCTAssertFalse(text.contains("DashboardRoute"), "no type name is saved: \(text)")
    XCTAssertEqual(try read(data, with: restoration).state, state)

    let older = Data(
      text.replacingOccurrences(of: "\"dashboard\"", with: "\"dash\"").utf8)
    XCTAssertEqual(try read(older, with: restoration).state, state, "a former key reads as the key")

    let dropped = Data(
      text.replacingOccurrences(of: #"{"k":"dashboard","v":["#, with: #"{"k":"legacy","v":["#).utf8)
    XCTAssertNotEqual(dropped, data, "the path's run is saved under the dashboard's key")
    XCTAssertEqual(
      try read(dropped, with: restoration).state, NavigationState(root: DashboardRoute.home),
      "a route under a dropped key goes, as if its stack ended before it")
  }

  func testTheAppsMigration_isAskedAfterTheSchemasRenames() throws {
    let old = try RouteSchema(merging: [app(), dashboard()]).restoration(version: 1)
    var schema = RouteSchema(module: "dashboard")
    try schema.add(DashboardRoute.self, key: "board")
    let data = try JSONEncoder().encode(old.save(NavigationState(root: DashboardRoute.home)))

    let asked = MigrationLog()
    let current = schema.restoration(version: 2) { key, version in
      asked.append("\(key)@\(version)")
      return key == "dashboard" ? .rename("board") : .keep
    }

    XCTAssertEqual(try read(data, with: current).state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(asked.keys, ["dashboard@1"])
  }

  func testEveryRefusal_isACatalogError_andLeavesTheSchemaAsItWas() throws {
    var schema = try dashboard()
    let before = schema.links.patterns

    let refusals: [(CatalogError, (inout RouteSchema) throws -> Void)] = [
      (
        CatalogError(
          module: "dashboard", routeType: RouteType(DashboardRoute.self),
          problem: .declaredTwice(firstIn: "dashboard")),
        { try $0.add(DashboardRoute.self, key: "again") }
      ),
      (
        CatalogError(
          module: "dashboard", routeType: RouteType(SettingsRoute.self),
          problem: .keyTaken("dash", module: "dashboard", type: RouteType(DashboardRoute.self))),
        { try $0.add(SettingsRoute.self, key: "dash") }
      ),
      (
        CatalogError(
          module: "dashboard", routeType: RouteType(SettingsRoute.self),
          problem: .invalidLink("/settings//x", problem: "a segment is empty")),
        { try $0.add(SettingsRoute.self, key: "settings") { try $0.add("/settings//x", .main) } }
      ),
      (
        CatalogError(
          module: "dashboard", routeType: RouteType(SettingsRoute.self),
          problem: .linkTaken(
            "/dashboard", other: "/dashboard", module: "dashboard",
            type: RouteType(DashboardRoute.self))),
        { try $0.add(SettingsRoute.self, key: "settings") { try $0.add("/dashboard", .main) } }
      ),
      (
        CatalogError(module: "dashboard", routeType: nil, problem: .emptyKey),
        { try $0.drop(keys: [""]) }
      ),
    ]
    for (expected, declare) in refusals {
      XCTAssertThrowsError(try declare(&schema)) { error in
        XCTAssertEqual(error as? CatalogError, expected)
      }
      XCTAssertEqual(schema.links.patterns, before)
      XCTAssertThrowsError(try schema.links.route(for: "/settings")) { error in
        XCTAssertEqual((error as? DeepLinkError)?.isNoMatch, true, "nothing half-declared")
      }
    }
  }

  func testADeclarationRefusedHalfwayThroughItsLinks_leavesNoneOfThem() throws {
    // Given: the dashboard's links, and a declaration whose first links are new and whose last
    // is taken.
    var schema = try dashboard()
    let refused: (inout RouteLinks<SettingsRoute>) throws -> Void = { links in
      try links.add("/settings", .main)
      try links.add("/settings/privacy/*rest", .privacy)
      try links.add("/dashboard/items/:item", .privacy)
    }

    // When
    XCTAssertThrowsError(try schema.add(SettingsRoute.self, key: "settings", links: refused)) {
      error in
      XCTAssertEqual(
        error as? CatalogError,
        CatalogError(
          module: "dashboard", routeType: RouteType(SettingsRoute.self),
          problem: .linkTaken(
            "/dashboard/items/:item", other: "/dashboard/items/:id", module: "dashboard",
            type: RouteType(DashboardRoute.self))))
    }

    // Then: none of its links opens anything, the dashboard's still do, and the same links
    // are declared afresh.
    XCTAssertEqual(schema.links.patterns, ["/dashboard", "/dashboard/items/:id"])
    for link in ["/settings", "/settings/privacy/a/b"] {
      XCTAssertThrowsError(try schema.links.route(for: link)) { error in
        XCTAssertEqual((error as? DeepLinkError)?.isNoMatch, true, link)
      }
    }
    try schema.add(SettingsRoute.self, key: "settings") { links in
      try links.add("/settings/privacy/*rest", .privacy)
      try links.add("/settings", .main)
    }
    XCTAssertEqual(
      try schema.links.route(for: "/settings/privacy/a/b"), AnyRoute(SettingsRoute.privacy))
    XCTAssertEqual(try schema.links.route(for: "/settings"), AnyRoute(SettingsRoute.main))
    XCTAssertEqual(try schema.links.path(for: SettingsRoute.main), "/settings")
    XCTAssertEqual(
      try schema.links.route(for: "/dashboard/items/7"), AnyRoute(DashboardRoute.details(id: 7)))
  }

  func testMerging_namesTheDeclarationMadeFirst_forEveryCollision() throws {
    // Given: the dashboard's schema, whose former key is "dash", and the app's, which drops
    // "legacy".
    let earlier = [try dashboard(), try app()]
    var again = RouteSchema(module: "again")
    try again.add(DashboardRoute.self, key: "dashboard2")
    var formerKey = RouteSchema(module: "settings")
    try formerKey.add(SettingsRoute.self, key: "dash")
    var droppedKey = RouteSchema(module: "settings")
    try droppedKey.add(SettingsRoute.self, key: "settings", formerKeys: ["legacy"])

    // When / Then: each later schema collides with a declaration of an earlier one.
    let collisions: [(RouteSchema, CatalogError)] = [
      (
        again,
        CatalogError(
          module: "again", routeType: RouteType(DashboardRoute.self),
          problem: .declaredTwice(firstIn: "dashboard"))
      ),
      (
        formerKey,
        CatalogError(
          module: "settings", routeType: RouteType(SettingsRoute.self),
          problem: .keyTaken("dash", module: "dashboard", type: RouteType(DashboardRoute.self)))
      ),
      (
        droppedKey,
        CatalogError(
          module: "settings", routeType: RouteType(SettingsRoute.self),
          problem: .keyTaken("legacy", module: "app", type: nil))
      ),
    ]
    for (later, expected) in collisions {
      XCTAssertThrowsError(try RouteSchema(merging: earlier + [later])) { error in
        XCTAssertEqual(error as? CatalogError, expected)
      }
    }
  }

  func testMerging_keepsEveryDeclarationInOrder_andFindsEachByTypeAndKey() throws {
    let merged = try RouteSchema(merging: [try dashboard(), try app()])

    XCTAssertEqual(
      merged.declarations.map(\.routeType),
      [RouteType(DashboardRoute.self), RouteType(MainRoute.self), RouteType(MainTab.self)])
    XCTAssertTrue(merged.declares(DashboardRoute.self))
    XCTAssertTrue(merged.declares(MainTab.self))
    XCTAssertFalse(merged.declares(SettingsRoute.self))
    XCTAssertEqual(
      merged.keysByType,
      [
        RouteType(DashboardRoute.self).id: "dashboard", RouteType(MainRoute.self).id: "main",
        RouteType(MainTab.self).id: "tab",
      ])
  }

  func testATypePredicate_namesItsTypeOnlyWhenDescribed_andComparesByType() {
    let predicate = RoutePredicate.type(DashboardRoute.self)

    XCTAssertEqual(predicate.description, "type(TestFixtures.DashboardRoute)")
    XCTAssertEqual(predicate, .type(DashboardRoute.self))
    XCTAssertEqual(predicate.hashValue, RoutePredicate.type(DashboardRoute.self).hashValue)
    XCTAssertNotEqual(predicate, .type(SettingsRoute.self))
    XCTAssertTrue(predicate.matches(AnyRoute(DashboardRoute.home)))
    XCTAssertFalse(predicate.matches(AnyRoute(SettingsRoute.main)))
  }

  private func read(_ data: Data, with table: RestorationTable) throws -> RestoredNavigation {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(.strict)
    return try decoder.decode(RestoredNavigation.self, from: data)
  }
}

/// The keys a migration was asked about, in order.
private final class MigrationLog: Sendable {
  private let asked = Mutex<[String]>([])

  func append(_ key: String) {
    asked.withLock { $0.append(key) }
  }

  var keys: [String] { asked.withLock { $0 } }
}
