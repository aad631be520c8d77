import ModuleRouting
import TestFixtures
import XCTest

/// One module run alone: its exits recorded instead of refused, another module's routes shown
/// as placeholders naming them, and its own screens and dialogs built by its catalog.
@MainActor
final class ModuleSandboxTests: IssueRecordingTestCase {
  /// An alert of the Dashboard module, declared as a dialog.
  private enum DashboardAlert: Hashable, Sendable {
    case confirmLogout
  }

  /// The Dashboard module: a screen for each route, with a link, and its alert.
  private struct Dashboard: ModuleBuilder {
    typealias Route = DashboardRoute
    typealias Exit = DashboardExit
    let app: AppRouter

    func catalog() throws(CatalogError) -> RouteCatalog<String> {
      var catalog = RouteCatalog<String>(module: "dashboard")
      try catalog.add(DashboardRoute.self, key: "dashboard") { links in
        try links.add("/dashboard/:id", parse: { try .details(id: $0.int("id")) }) { route in
          if case .details(let id) = route { ["id": "\(id)"] } else { nil }
        }
      } screen: { route, screen in
        "Dashboard \(route) at depth \(screen?.depth ?? -1)"
      }
      try catalog.addDialogs(DashboardAlert.self) { _ in
        DialogContent(title: "Log out?", buttons: [DialogButton("Cancel", role: .cancel)])
      }
      return catalog
    }
  }

  /// A module with no way out.
  private struct Settings: ModuleBuilder {
    typealias Route = SettingsRoute
    typealias Exit = Never
    let app: AppRouter

    func catalog() throws(CatalogError) -> RouteCatalog<String> {
      var catalog = RouteCatalog<String>(module: "settings")
      try catalog.add(SettingsRoute.self) { route, _ in "Settings \(route)" }
      return catalog
    }
  }

  private func dashboardAlone(
    root: DashboardRoute = .home, path: [DashboardRoute] = []
  ) throws -> ModuleSandbox<Dashboard> {
    try ModuleSandbox(Dashboard.init(app:), root: root, path: path) { "[\($0)]" }
  }

  /// The Cart module, whose checkout exit expects an order confirmation.
  private struct Cart: ModuleBuilder {
    typealias Route = CartRoute
    typealias Exit = CartExit
    let app: AppRouter

    func catalog() throws(CatalogError) -> RouteCatalog<String> {
      var catalog = RouteCatalog<String>(module: "cart")
      try catalog.add(CartRoute.self, key: "cart") { route, _ in "Cart \(route)" }
      catalog.addExits(CartExit.self, expecting: OrderConfirmation.self)
      return catalog
    }
  }

  /// An exit expecting a result is recorded like any other, and the module awaiting it is
  /// told it was cancelled: nothing here answers it, and install refuses nothing.
  func testAnExitExpectingAResult_isRecorded_andEndsCancelled() async throws {
    let sandbox = try ModuleSandbox(Cart.init(app:), root: .cart) { $0 }
    let cart = CartRouter(sandbox.app)
    let outcome = await cart.exit(.checkout(items: [1, 2]), expecting: OrderConfirmation.self)
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(sandbox.exits, [.checkout(items: [1, 2])])
    XCTAssertEqual(sandbox.app.state, NavigationState(root: CartRoute.cart))
    XCTAssertEqual(issues.recorded, [])
  }

  // MARK: Exits

  func testExits_areRecordedAsValuesAndAsText_inOrder_andLeaveTheStateAsItWas() async throws {
    let sandbox = try dashboardAlone(path: [.details(id: 7)])
    let router = DashboardRouter(sandbox.app)

    XCTAssertEqual(router.exit(.openSettings), .applied)
    XCTAssertEqual(router.exit(.logout), .applied)
    XCTAssertEqual(router.exit(.openSettings), .applied)

    XCTAssertEqual(sandbox.exits, [.openSettings, .logout, .openSettings])
    XCTAssertEqual(
      sandbox.exitLog,
      [
        "left through DashboardExit.openSettings", "left through DashboardExit.logout",
        "left through DashboardExit.openSettings",
      ])
    XCTAssertEqual(
      sandbox.app.state,
      NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)]))
    XCTAssertEqual(issues.recorded, [])
  }

  func testExits_noneTaken_recordNothing() async throws {
    let sandbox = try dashboardAlone()

    XCTAssertEqual(sandbox.exits, [])
    XCTAssertEqual(sandbox.exitLog, [])
  }

  func testSandbox_installsWhereAPlainInstallReportsNoExitHandlerAndNoPlacement() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertThrowsError(try app.install([Dashboard(app: app)])) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "dashboard", routeType: RouteType(DashboardExit.self), problem: .noExitHandler),
          CatalogError(
            module: "app", routeType: RouteType(DashboardRoute.self), problem: .noPlacement),
        ])
    }

    let sandbox = try dashboardAlone()

    XCTAssertEqual(
      sandbox.catalog.routeTypes, [RouteType(DashboardRoute.self), RouteType(DashboardAlert.self)])
    XCTAssertTrue(sandbox.app.handlesExits(DashboardExit.self))
    XCTAssertEqual(sandbox.app.state, NavigationState(root: DashboardRoute.home))
  }

  func testSandbox_ofAModuleWithNoWayOut_installs() async throws {
    let sandbox = try ModuleSandbox(Settings.init(app:), root: .main) { $0 }

    XCTAssertEqual(sandbox.exits, [])
    XCTAssertEqual(
      try sandbox.catalog.screens.screen(for: AnyRoute(SettingsRoute.main)), "Settings main")
  }

  func testSandbox_throwsWhatInstallRefuses_aRouteTypeWithNoScreen() async {
    struct Empty: ModuleBuilder {
      typealias Route = SettingsRoute
      typealias Exit = SettingsExit
      let app: AppRouter
      func catalog() throws(CatalogError) -> RouteCatalog<String> {
        RouteCatalog<String>(module: "empty")
      }
    }

    XCTAssertThrowsError(try ModuleSandbox(Empty.init(app:), root: .main) { $0 }) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "empty", routeType: RouteType(SettingsRoute.self), problem: .missingScreen)
        ])
    }
  }

  func testSandbox_namesADeclarationTheModuleGotWrong_asInstallNamesIt() async {
    struct Twice: ModuleBuilder {
      typealias Route = SettingsRoute
      typealias Exit = SettingsExit
      let app: AppRouter
      func catalog() throws(CatalogError) -> RouteCatalog<String> {
        var catalog = RouteCatalog<String>(module: "twice")
        try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "Settings" }
        try catalog.add(SettingsRoute.self, key: "again") { _, _ in "Settings" }
        return catalog
      }
    }

    XCTAssertThrowsError(try ModuleSandbox(Twice.init(app:), root: .main) { $0 }) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "twice", routeType: RouteType(SettingsRoute.self),
            problem: .declaredTwice(firstIn: "twice"))
        ])
    }
  }

  // MARK: Screens

  func testTheModulesOwnScreens_areBuiltByItsFactory() async throws {
    let sandbox = try dashboardAlone(root: .home, path: [.details(id: 3), .details(id: 7)])
    let state = sandbox.app.state

    let screens = try (0...2).map { depth in
      try sandbox.catalog.screens.screen(ScreenID(stack: .root, depth: depth), in: state)
    }

    XCTAssertEqual(
      screens,
      [
        "Dashboard home at depth 0", "Dashboard details(id: 3) at depth 1",
        "Dashboard details(id: 7) at depth 2",
      ])
  }

  func testAnotherModulesRoute_pushedOrPresented_showsAPlaceholderNamingIt() async throws {
    let sandbox = try dashboardAlone()
    let screens = sandbox.catalog.screens

    XCTAssertEqual(sandbox.app.navigate(to: SettingsRoute.privacy), .applied)
    XCTAssertEqual(sandbox.app.present(AuthRoute.login, style: .sheet), .applied)

    XCTAssertEqual(
      sandbox.app.state,
      NavigationState(
        root: DashboardRoute.home, path: [SettingsRoute.privacy],
        presented: PresentedLayer(AuthRoute.login, style: .sheet)))
    XCTAssertTrue(screens.hasScreen(for: AnyRoute(SettingsRoute.privacy)))
    XCTAssertEqual(
      try screens.screen(for: AnyRoute(SettingsRoute.privacy)),
      "[SettingsRoute.privacy — another module]")
    XCTAssertEqual(
      try screens.screen(for: AnyRoute(AuthRoute.login)), "[AuthRoute.login — another module]")
    XCTAssertEqual(issues.recorded, [])
  }

  func testAnotherModulesRoute_inAnAlert_showsAPlaceholderNamingIt() async throws {
    let sandbox = try dashboardAlone()
    sandbox.app.present(SettingsRoute.main, style: .alert)

    let alert = try XCTUnwrap(sandbox.app.topDialog(using: sandbox.catalog))

    XCTAssertEqual(alert.title, "SettingsRoute.main — another module")
    XCTAssertEqual(alert.buttons.map(\.title), ["OK"])
    XCTAssertEqual(sandbox.app.choose(alert.buttons[0]), .applied)
    XCTAssertEqual(sandbox.app.state, NavigationState(root: DashboardRoute.home))
  }

  func testTheModulesOwnAlert_showsItsContent_andNeverAPlaceholderScreen() async throws {
    let sandbox = try dashboardAlone()
    sandbox.app.present(DashboardAlert.confirmLogout, style: .alert)

    XCTAssertEqual(try sandbox.app.topDialog(using: sandbox.catalog)?.title, "Log out?")
    XCTAssertFalse(sandbox.catalog.screens.hasScreen(for: AnyRoute(DashboardAlert.confirmLogout)))
    XCTAssertThrowsError(
      try sandbox.catalog.screens.screen(for: AnyRoute(DashboardAlert.confirmLogout)))
    XCTAssertEqual(issues.recorded, [.destination(.missingScreen(DashboardAlert.self))])
  }

  func testPlaceholders_surviveMappingTheScreens() async throws {
    let sandbox = try dashboardAlone()
    let lengths = sandbox.catalog.mapScreens { text, _, _ in text.count }

    XCTAssertEqual(
      try lengths.screens.screen(for: AnyRoute(SettingsRoute.privacy)),
      "[SettingsRoute.privacy — another module]".count)
    XCTAssertEqual(
      try lengths.screens.screen(for: AnyRoute(DashboardRoute.home)),
      "Dashboard home at depth -1".count)
  }

  // MARK: Links

  func testAModuleLink_opensPushedOnTheRootStack() async throws {
    let sandbox = try dashboardAlone()

    XCTAssertEqual(sandbox.app.open("/dashboard/7", using: sandbox.catalog.appLinks()), .applied)

    XCTAssertEqual(
      sandbox.app.state,
      NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)]))
  }
}
