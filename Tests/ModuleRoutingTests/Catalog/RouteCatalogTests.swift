import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// A route catalog: each route type declared once — screen, key, links, presentation — and
/// the screens, links and keys derived from it; refusals that name the module and the type
/// and leave the catalog as it was; catalogs merged once.
@MainActor
final class RouteCatalogTests: XCTestCase {
  private func dashboard() throws -> RouteCatalog<String> { try dashboardCatalog() }

  private func settings() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "settings")
    try catalog.add(SettingsRoute.self, key: "settings") { links in
      try links.add("/settings", .main)
      try links.add("/settings/privacy", .privacy)
    } screen: { route, _ in
      "Settings \(route)"
    }
    try catalog.drop(keys: ["prefs-v0"])
    return catalog
  }

  private func app() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(MainRoute.self, key: "main") { _, _ in "Main" }
    try catalog.addTabs(MainTab.self, key: "tab")
    return catalog
  }

  private func assertRefuses(
    _ expected: CatalogError, _ description: String, file: StaticString = #filePath,
    line: UInt = #line, _ body: () throws -> Void
  ) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
      XCTAssertEqual(error as? CatalogError, expected, file: file, line: line)
      XCTAssertEqual("\(error)", description, file: file, line: line)
    }
  }

  // MARK: What a declaration gives

  func testADeclaration_givesTheScreenTheLinksTheKeyAndThePresentation() async throws {
    let catalog = try dashboard()

    XCTAssertEqual(
      try catalog.screens.screen(for: AnyRoute(DashboardRoute.details(id: 7))),
      "Dashboard details(id: 7)")
    XCTAssertEqual(
      try catalog.links.route(for: "/dashboard/items/7"), AnyRoute(DashboardRoute.details(id: 7)))
    XCTAssertEqual(try catalog.links.route(for: "/d/7"), AnyRoute(DashboardRoute.details(id: 7)))
    XCTAssertEqual(
      try catalog.links.path(for: DashboardRoute.details(id: 7)), "/dashboard/items/7",
      "a route prints with the first pattern declared")
    XCTAssertEqual(
      catalog.presentation(for: AnyRoute(DashboardRoute.home)),
      RoutePresentation(detents: [.medium, .large], interactiveDismissal: false))
    XCTAssertEqual(catalog.presentation(for: AnyRoute(SettingsRoute.main)), RoutePresentation())
    XCTAssertEqual(catalog.routeTypes, [RouteType(DashboardRoute.self)])
    XCTAssertTrue(catalog.declares(DashboardRoute.self))
    XCTAssertFalse(catalog.declares(SettingsRoute.self))

    let state = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
    let table = catalog.restoration(version: 1)
    XCTAssertEqual(try restored(JSONEncoder().encode(table.save(state)), with: table), state)
  }

  func testATabType_hasAKey_andNoScreen() async throws {
    let catalog = try app()
    XCTAssertEqual(catalog.routeTypes, [RouteType(MainRoute.self)])
    XCTAssertFalse(catalog.screens.canResolve(MainTab.self))
    let state = mainTabs()
    let merged = try RouteCatalog(merging: [catalog, dashboard(), settings(), auth()])
    let table = merged.restoration(version: 1)
    XCTAssertEqual(try restored(JSONEncoder().encode(table.save(state)), with: table), state)
  }

  func testARouteTypeDeclaredWithoutAKey_isNotSaved() async throws {
    var catalog = RouteCatalog<String>(module: "onboarding")
    try catalog.add(SheetRoute.self) { _, _ in "sheet" }
    XCTAssertTrue(catalog.declares(SheetRoute.self))
    XCTAssertThrowsError(
      try catalog.restoration(version: 1).save(NavigationState(root: SheetRoute.add))
    ) { error in
      XCTAssertEqual(
        error as? RestorationError,
        .unregisteredType(
          String(reflecting: SheetRoute.self), at: ScreenID(stack: .root, depth: 0)))
    }
  }

  // MARK: Refusals, each leaving the catalog as it was

  func testDeclaringATypeTwice_isRefused_namingTheModule() async throws {
    var catalog = try dashboard()
    let before = catalog.links.patterns
    assertRefuses(
      CatalogError(
        module: "dashboard", routeType: RouteType(DashboardRoute.self),
        problem: .declaredTwice(firstIn: "dashboard")),
      "dashboard: TestFixtures.DashboardRoute: declared already, by dashboard"
    ) {
      try catalog.add(DashboardRoute.self, key: "other") { links in
        try links.add("/elsewhere", .home)
      } screen: { _, _ in
        ""
      }
    }
    XCTAssertEqual(catalog.links.patterns, before)
    XCTAssertThrowsError(try catalog.links.route(for: "/elsewhere"))
  }

  func testAKeyTaken_currentFormerOrDropped_isRefused_namingItsOwner() async throws {
    var catalog = try dashboard()
    try catalog.drop(keys: ["old"])
    for (key, formerKeys, problem, description) in [
      (
        "dashboard", [String](),
        CatalogError.Problem.keyTaken(
          "dashboard", module: "dashboard", type: RouteType(DashboardRoute.self)),
        #"the key "dashboard" is dashboard's, for TestFixtures.DashboardRoute"#
      ),
      (
        "settings", ["dash"],
        .keyTaken("dash", module: "dashboard", type: RouteType(DashboardRoute.self)),
        #"the key "dash" is dashboard's, for TestFixtures.DashboardRoute"#
      ),
      (
        "old", [], .keyTaken("old", module: "dashboard", type: nil),
        #"the key "old" is dashboard's, dropped"#
      ),
    ] {
      assertRefuses(
        CatalogError(
          module: "dashboard", routeType: RouteType(SettingsRoute.self), problem: problem),
        "dashboard: TestFixtures.SettingsRoute: " + description
      ) {
        try catalog.add(SettingsRoute.self, key: key, formerKeys: formerKeys) { _, _ in "" }
      }
    }
    XCTAssertFalse(catalog.declares(SettingsRoute.self))
    assertRefuses(
      CatalogError(
        module: "dashboard", routeType: nil,
        problem: .keyTaken("dash", module: "dashboard", type: RouteType(DashboardRoute.self))),
      #"dashboard: the key "dash" is dashboard's, for TestFixtures.DashboardRoute"#
    ) { try catalog.drop(keys: ["fine", "dash"]) }
    try catalog.add(SettingsRoute.self, key: "fine") { _, _ in "" }
  }

  func testBounds_anEmptyKey_isRefused_currentFormerOrDropped() async throws {
    var catalog = try dashboard()
    for (key, formerKeys) in [("", [String]()), ("settings", [""])] {
      assertRefuses(
        CatalogError(
          module: "dashboard", routeType: RouteType(SettingsRoute.self), problem: .emptyKey),
        "dashboard: TestFixtures.SettingsRoute: a key cannot be empty"
      ) {
        try catalog.add(SettingsRoute.self, key: key, formerKeys: formerKeys) { _, _ in "" }
      }
    }
    assertRefuses(
      CatalogError(module: "dashboard", routeType: RouteType(MainTab.self), problem: .emptyKey),
      "dashboard: TestFixtures.MainTab: a key cannot be empty"
    ) { try catalog.addTabs(MainTab.self, key: "") }
    assertRefuses(
      CatalogError(module: "dashboard", routeType: nil, problem: .emptyKey),
      "dashboard: a key cannot be empty"
    ) { try catalog.drop(keys: ["fine", ""]) }
    XCTAssertFalse(catalog.declares(SettingsRoute.self))
    try catalog.drop(keys: ["fine"])
  }

  func testBounds_aFormerKeyEqualToTheKey_isRefused() async throws {
    var catalog = try dashboard()
    assertRefuses(
      CatalogError(
        module: "dashboard", routeType: RouteType(SettingsRoute.self),
        problem: .formerKeyIsKey("settings")),
      #"dashboard: TestFixtures.SettingsRoute: the former key "settings" is its key"#
    ) {
      try catalog.add(SettingsRoute.self, key: "settings", formerKeys: ["prefs", "settings"]) {
        _, _ in ""
      }
    }
    assertRefuses(
      CatalogError(
        module: "dashboard", routeType: RouteType(MainTab.self), problem: .formerKeyIsKey("tab")),
      #"dashboard: TestFixtures.MainTab: the former key "tab" is its key"#
    ) { try catalog.addTabs(MainTab.self, key: "tab", formerKeys: ["tab"]) }
    XCTAssertFalse(catalog.declares(SettingsRoute.self))
    try catalog.add(SettingsRoute.self, key: "settings", formerKeys: ["prefs"]) { _, _ in "" }
  }

  func testALinkThatMatchesAnother_orIsInvalid_isRefused_namingBothSides() async throws {
    var catalog = try dashboard()
    assertRefuses(
      CatalogError(
        module: "dashboard", routeType: RouteType(SettingsRoute.self),
        problem: .linkTaken(
          "/dashboard/items/:name", other: "/dashboard/items/:id", module: "dashboard",
          type: RouteType(DashboardRoute.self))),
      "dashboard: TestFixtures.SettingsRoute: the link /dashboard/items/:name matches "
        + "/dashboard/items/:id, dashboard's, for TestFixtures.DashboardRoute"
    ) {
      try catalog.add(SettingsRoute.self, key: "settings") { links in
        try links.add("/settings", .main)
        try links.add("/dashboard/items/:name", parse: { _ in .privacy }) { _ in nil }
      } screen: { _, _ in
        ""
      }
    }
    XCTAssertThrowsError(try catalog.links.route(for: "/settings"), "nothing of it was kept")
    XCTAssertThrowsError(
      try catalog.add(SettingsRoute.self, key: "settings") { links in
        try links.add("/settings/:", .main)
      } screen: { _, _ in
        ""
      }
    ) { error in
      guard case .invalidLink? = (error as? CatalogError)?.problem else {
        return XCTFail("\(error)")
      }
    }
    XCTAssertFalse(catalog.declares(SettingsRoute.self))
  }

  func testAnyRoute_isRefused() async {
    var catalog = RouteCatalog<String>(module: "app")
    XCTAssertThrowsError(try catalog.add(AnyRoute.self) { _, _ in "" }) { error in
      XCTAssertEqual((error as? CatalogError)?.problem, .typeErased)
    }
  }

  // MARK: Merging

  func testMerging_givesEveryModulesScreensLinksAndKeys() async throws {
    let catalog = try RouteCatalog(merging: [app(), dashboard(), settings()])

    XCTAssertEqual(
      catalog.routeTypes,
      [RouteType(MainRoute.self), RouteType(DashboardRoute.self), RouteType(SettingsRoute.self)])
    XCTAssertEqual(
      try catalog.screens.screen(for: AnyRoute(SettingsRoute.privacy)), "Settings privacy")
    XCTAssertEqual(
      try catalog.links.route(for: "/settings/privacy"), AnyRoute(SettingsRoute.privacy))
    XCTAssertEqual(try catalog.links.route(for: "/d/3"), AnyRoute(DashboardRoute.details(id: 3)))
    XCTAssertEqual(
      catalog.presentation(for: AnyRoute(DashboardRoute.home)).detents, [.medium, .large])
  }

  /// Each route type's module is the catalog that declared it, kept through merging — also
  /// when merged catalogs are merged again — and through a change of screens.
  func testMerging_keepsTheModuleThatDeclaredEachRouteType() async throws {
    let alone = try dashboard()
    XCTAssertEqual(alone.module(of: AnyRoute(DashboardRoute.details(id: 1))), "dashboard")
    XCTAssertNil(alone.module(of: AnyRoute(SettingsRoute.main)))

    var sheets = RouteCatalog<String>(module: "sheets")
    try sheets.addDialogs(SheetRoute.self, key: "sheet") { _ in
      DialogContent(title: "Sheet", buttons: [])
    }
    let features = try RouteCatalog(merging: [dashboard(), settings()], module: "features")
    let catalog = try RouteCatalog(merging: [app(), features, sheets])
    let mapped = catalog.mapScreens { text, _, _ in text.count }

    for merged in [catalog.module(of:), mapped.module(of:)] {
      XCTAssertEqual(merged(AnyRoute(MainRoute.tabBar)), "app")
      XCTAssertEqual(merged(AnyRoute(DashboardRoute.home)), "dashboard")
      XCTAssertEqual(merged(AnyRoute(SettingsRoute.privacy)), "settings")
      XCTAssertEqual(merged(AnyRoute(SheetRoute.add)), "sheets")
      XCTAssertNil(merged(AnyRoute(AuthRoute.login)))
    }
  }

  func testMerging_aTypeOrAKeyOrALinkTwice_isRefused_namingTheLaterModuleAndBothTypes() async throws
  {
    var copy = RouteCatalog<String>(module: "copy")
    try copy.add(DashboardRoute.self, key: "copy") { _, _ in "" }
    assertRefuses(
      CatalogError(
        module: "copy", routeType: RouteType(DashboardRoute.self),
        problem: .declaredTwice(firstIn: "dashboard")),
      "copy: TestFixtures.DashboardRoute: declared already, by dashboard"
    ) { _ = try RouteCatalog(merging: [dashboard(), copy]) }

    var key = RouteCatalog<String>(module: "auth")
    try key.add(AuthRoute.self, key: "settings") { _, _ in "" }
    assertRefuses(
      CatalogError(
        module: "auth", routeType: RouteType(AuthRoute.self),
        problem: .keyTaken("settings", module: "settings", type: RouteType(SettingsRoute.self))),
      #"auth: TestFixtures.AuthRoute: the key "settings" is settings's, for TestFixtures.SettingsRoute"#
    ) { _ = try RouteCatalog(merging: [settings(), key]) }

    var dropped = RouteCatalog<String>(module: "auth")
    try dropped.add(AuthRoute.self, key: "prefs-v0") { _, _ in "" }
    assertRefuses(
      CatalogError(
        module: "auth", routeType: RouteType(AuthRoute.self),
        problem: .keyTaken("prefs-v0", module: "settings", type: nil)),
      #"auth: TestFixtures.AuthRoute: the key "prefs-v0" is settings's, dropped"#
    ) { _ = try RouteCatalog(merging: [settings(), dropped]) }

    var link = RouteCatalog<String>(module: "auth")
    try link.add(AuthRoute.self, key: "auth") { links in
      try links.add("/settings/privacy", .login)
    } screen: { _, _ in
      ""
    }
    assertRefuses(
      CatalogError(
        module: "auth", routeType: RouteType(AuthRoute.self),
        problem: .linkTaken(
          "/settings/privacy", other: "/settings/privacy", module: "settings",
          type: RouteType(SettingsRoute.self))),
      "auth: TestFixtures.AuthRoute: the link /settings/privacy matches /settings/privacy, "
        + "settings's, for TestFixtures.SettingsRoute"
    ) { _ = try RouteCatalog(merging: [settings(), link]) }
  }

  func testMerging_twoCatalogsOfOneModuleName_isRefused() async throws {
    var other = RouteCatalog<String>(module: "dashboard")
    try other.add(AuthRoute.self, key: "auth") { _, _ in "" }
    assertRefuses(
      CatalogError(module: "dashboard", routeType: nil, problem: .moduleNamedTwice),
      "dashboard: two catalogs have this module name"
    ) { _ = try RouteCatalog(merging: [dashboard(), other]) }
  }

  // MARK: Restoration

  func testRestoration_renamesAndDropsAsTheCatalogsSay_thenRunsTheAppsMigration() async throws {
    let catalog = try RouteCatalog(merging: [app(), dashboard(), settings()])
    let asked = KeysAsked()
    let table = catalog.restoration(version: 3) { key, version in
      asked.append("\(key)@\(version)")
      return key == "settings" ? .rename("dashboard") : .keep
    }
    let json =
      #"{"version":2,"tree":{"root":{"k":"dash","v":{"home":{}}},"runs":["#
      + #"{"k":"dash","v":[{"details":{"id":1}}]},{"k":"settings","v":[{"details":{"id":2}}]},"#
      + #"{"k":"prefs-v0","v":[{"gone":{}}]}]}}"#

    XCTAssertEqual(
      try restored(Data(json.utf8), with: table),
      NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)]))
    XCTAssertEqual(
      asked.keys, ["dashboard@2", "dashboard@2", "settings@2"],
      "the app's migration is asked after the renames, and not about a dropped key")
  }

  /// A module's renames and drops need no new schema version: a save of this version holding
  /// a former key reads, and one holding a dropped key drops its run.
  func testRestoration_renamesAndDrops_atTheSameVersionToo() async throws {
    let catalog = try RouteCatalog(merging: [app(), dashboard(), settings()])
    let json =
      #"{"version":1,"tree":{"root":{"k":"dash","v":{"home":{}}},"runs":["#
      + #"{"k":"dash","v":[{"details":{"id":1}}]},{"k":"prefs-v0","v":[{"gone":{}}]}]}}"#

    XCTAssertEqual(
      try restored(Data(json.utf8), with: catalog.restoration(version: 1)),
      NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
  }

  private func auth() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "auth")
    try catalog.add(AuthRoute.self, key: "auth") { _, _ in "Auth" }
    return catalog
  }

  private func restored(_ data: Data, with table: RestorationTable) throws -> NavigationState {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(.strict)
    return try decoder.decode(RestoredNavigation.self, from: data).state
  }
}

/// The keys a migration was asked about, in order; the lock makes each record safe, though the
/// test reads in one synchronous decode.
private final class KeysAsked: @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String] = []

  var keys: [String] {
    lock.withLock { asked }
  }

  func append(_ key: String) {
    lock.withLock { asked.append(key) }
  }
}
