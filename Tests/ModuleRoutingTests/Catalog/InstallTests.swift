import ModuleRouting
import TestFixtures
import XCTest

/// Installing modules: their catalogs merged once with the app's, and everything a module
/// forgot — a refused declaration, a conflict with another module, a route type with no
/// screen, an exit with no handler — named in the one call.
@MainActor
final class InstallTests: IssueRecordingTestCase {
  /// A module of `Route`, leaving through `Exit`, whose catalog `declare` fills.
  private struct Module<Route: Hashable & Sendable, Exit: Hashable & Sendable>: ModuleBuilder {
    let name: String
    let declare: @MainActor (inout RouteCatalog<String>) throws(CatalogError) -> Void

    func catalog() throws(CatalogError) -> RouteCatalog<String> {
      var catalog = RouteCatalog<String>(module: name)
      try declare(&catalog)
      return catalog
    }
  }

  private func dashboard() -> Module<DashboardRoute, DashboardExit> {
    Module(name: "dashboard") { (catalog: inout RouteCatalog<String>) throws(CatalogError) in
      try catalog.add(DashboardRoute.self, key: "dashboard") { links in
        try links.add("/dashboard", .home)
      } screen: { route, _ in
        "Dashboard \(route)"
      }
    }
  }

  func testInstall_mergesTheCatalogsOnce_andReturnsTheMergedOne() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self) { _ in [] }
    app.handleExits(SettingsExit.self) { _ in [] }
    var own = RouteCatalog<String>(module: "app")
    try own.add(MainRoute.self, key: "main") { _, _ in "Main" }
    try own.place(DashboardRoute.self) { _ in .push() }
    let settings = Module<SettingsRoute, SettingsExit>(name: "settings") {
      (catalog: inout RouteCatalog<String>) throws(CatalogError) in
      try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "Settings" }
    }

    let catalog = try app.install([dashboard(), settings], with: own)

    XCTAssertEqual(
      catalog.routeTypes,
      [RouteType(MainRoute.self), RouteType(DashboardRoute.self), RouteType(SettingsRoute.self)])
    XCTAssertEqual(try catalog.screens.screen(for: AnyRoute(DashboardRoute.home)), "Dashboard home")
    XCTAssertEqual(try catalog.links.route(for: "/dashboard"), AnyRoute(DashboardRoute.home))
  }

  func testInstall_namesAConflictBetweenModules_andEveryExitWithoutAHandler() async {
    let app = AppRouter(root: DashboardRoute.home)
    let settings = Module<SettingsRoute, SettingsExit>(name: "settings") {
      (catalog: inout RouteCatalog<String>) throws(CatalogError) in
      try catalog.add(SettingsRoute.self, key: "dashboard") { _, _ in "Settings" }
    }

    XCTAssertThrowsError(try app.install([dashboard(), settings])) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "settings", routeType: RouteType(SettingsRoute.self),
            problem: .keyTaken(
              "dashboard", module: "dashboard", type: RouteType(DashboardRoute.self))),
          CatalogError(
            module: "dashboard", routeType: RouteType(DashboardExit.self), problem: .noExitHandler),
          CatalogError(
            module: "settings", routeType: RouteType(SettingsExit.self), problem: .noExitHandler),
        ])
    }
  }

  func testInstall_namesADeclarationAModuleGotWrong() async {
    let app = AppRouter(root: DashboardRoute.home)
    let broken = Module<SettingsRoute, Never>(name: "settings") {
      (catalog: inout RouteCatalog<String>) throws(CatalogError) in
      try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "Settings" }
      try catalog.add(SettingsRoute.self, key: "again") { _, _ in "Settings" }
    }

    XCTAssertThrowsError(try app.install([broken])) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "settings", routeType: RouteType(SettingsRoute.self),
            problem: .declaredTwice(firstIn: "settings"))
        ])
    }
  }

  func testBounds_install_namesAModuleThatDeclaredAnEmptyKeyOrAFormerKeyEqualToItsKey() async {
    let app = AppRouter(root: DashboardRoute.home)
    let keys: [(String, [String], CatalogError.Problem)] = [
      ("", [], .emptyKey), ("settings", ["settings"], .formerKeyIsKey("settings")),
    ]
    for (key, formerKeys, problem) in keys {
      let broken = Module<SettingsRoute, Never>(name: "settings") {
        (catalog: inout RouteCatalog<String>) throws(CatalogError) in
        try catalog.add(SettingsRoute.self, key: key, formerKeys: formerKeys) { _, _ in "" }
      }
      XCTAssertThrowsError(try app.install([broken])) { error in
        XCTAssertEqual(
          (error as? CatalogError)?.problems,
          [
            CatalogError(
              module: "settings", routeType: RouteType(SettingsRoute.self), problem: problem)
          ])
      }
    }
  }

  func testInstall_namesAModuleWhoseRouteTypeHasNoScreen() async {
    let app = AppRouter(root: DashboardRoute.home)
    let elsewhere = Module<SettingsRoute, Never>(name: "settings") {
      (catalog: inout RouteCatalog<String>) throws(CatalogError) in
      try catalog.addTabs(MainTab.self, key: "tab")
    }

    XCTAssertThrowsError(try app.install([elsewhere])) { error in
      XCTAssertEqual(
        error as? CatalogError,
        CatalogError(
          module: "settings", routeType: RouteType(SettingsRoute.self), problem: .missingScreen))
      XCTAssertEqual(
        "\(error)", "settings: TestFixtures.SettingsRoute: no screen is declared for it")
    }
  }

  func testInstall_namesEveryModulesRouteTypeWithoutAScreen_inOrder() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let modules: [any ModuleBuilder<String>] = [
      Module<DashboardRoute, Never>(name: "dashboard") { _ throws(CatalogError) in },
      Module<SettingsRoute, Never>(name: "settings") { _ throws(CatalogError) in },
    ]
    XCTAssertThrowsError(try app.install(modules)) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "dashboard", routeType: RouteType(DashboardRoute.self), problem: .missingScreen),
          CatalogError(
            module: "settings", routeType: RouteType(SettingsRoute.self), problem: .missingScreen),
        ])
      XCTAssertEqual(
        "\(error)",
        "dashboard: TestFixtures.DashboardRoute: no screen is declared for it; "
          + "settings: TestFixtures.SettingsRoute: no screen is declared for it")
    }
    var own = RouteCatalog<String>(module: "app")
    try own.add(SettingsRoute.self) { route, _ in "\(route)" }
    try own.add(DashboardRoute.self) { route, _ in "\(route)" }
    XCTAssertNoThrow(try app.install(modules, with: own))
  }

  func testInstall_aModuleRouteTypeDeclaredWithDialogs_hasWhatItShows() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let alerts = Module<SheetRoute, Never>(name: "alerts") {
      (catalog: inout RouteCatalog<String>) throws(CatalogError) in
      try catalog.addDialogs(SheetRoute.self, key: "alert") { route in
        DialogContent(title: "\(route)", buttons: [DialogButton("OK")])
      }
    }
    let catalog = try app.install([alerts])
    XCTAssertEqual(catalog.routeTypes, [RouteType(SheetRoute.self)])
    XCTAssertTrue(catalog.declares(SheetRoute.self))
    XCTAssertFalse(catalog.screens.canResolve(SheetRoute.self))
    app.present(SheetRoute.add, style: .alert)
    XCTAssertEqual(try app.topDialog(using: catalog)?.title, "add")
  }

  func testTheShowableRoutesCheck_isDerivedFromTheMergedCatalog() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self) { _ in [] }
    var own = RouteCatalog<String>(module: "app")
    try own.place(DashboardRoute.self) { _ in .push() }
    let catalog = try app.install([dashboard()], with: own)

    app.showOnly(routesIn: catalog)

    XCTAssertEqual(app.navigate(to: DashboardRoute.details(id: 1)), .applied)
    XCTAssertEqual(
      app.navigate(to: SettingsRoute.privacy),
      .refused(.noScreen(for: RouteType(SettingsRoute.self))))
  }
}
