import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// What a catalog declares for a UI beside screens — tab labels and dialogs — merged like the
/// rest, and a catalog made into one of another kind of screen.
@MainActor
final class RouteCatalogUITests: XCTestCase {
  private func app() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(MainRoute.self, key: "main") { _, _ in "Main" }
    try catalog.addTabs(MainTab.self, key: "tab") { tab in "Tab \(tab)" }
    try catalog.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
    return catalog
  }

  private func alerts() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "alerts")
    try catalog.addDialogs(SheetRoute.self, key: "alert", formerKeys: ["old-alert"]) { links in
      try links.add("/alerts/add", .add)
    } content: { route in
      DialogContent(title: "\(route)", buttons: [DialogButton("OK")])
    }
    return catalog
  }

  func testATabType_withALabel_givesEachTabsLabel_andNoneForAnotherType() async throws {
    let catalog = try app()
    XCTAssertEqual(catalog.tabLabel(for: AnyRoute(MainTab.home)), "Tab home")
    XCTAssertEqual(catalog.tabLabel(for: AnyRoute(MainTab.profile)), "Tab profile")
    XCTAssertNil(catalog.tabLabel(for: AnyRoute(MainRoute.tabBar)))
    XCTAssertEqual(catalog.routeTypes, [RouteType(MainRoute.self)])

    var unlabelled = RouteCatalog<String>(module: "tabs")
    try unlabelled.addTabs(MainTab.self, key: "tab")
    XCTAssertNil(unlabelled.tabLabel(for: AnyRoute(MainTab.home)))
  }

  func testMerging_keepsEveryCatalogsLabelsAndDialogs() async throws {
    let merged = try RouteCatalog(merging: [app(), alerts(), dashboardCatalog()])
    XCTAssertEqual(merged.tabLabel(for: AnyRoute(MainTab.settings)), "Tab settings")
    XCTAssertEqual(
      merged.routeTypes,
      [RouteType(MainRoute.self), RouteType(SheetRoute.self), RouteType(DashboardRoute.self)])
    XCTAssertTrue(merged.declares(SheetRoute.self))
    XCTAssertEqual(try merged.links.route(for: "/alerts/add"), AnyRoute(SheetRoute.add))

    let app = AppRouter(root: DashboardRoute.home)
    app.present(SheetRoute.edit(id: 3), style: .confirmationDialog)
    XCTAssertEqual(try app.topDialog(using: merged)?.title, "edit(id: 3)")
    XCTAssertNoThrow(try merged.restoration(version: 1).save(app.state))
  }

  func testDialogsDeclaredTwice_orBesideAScreen_areRefused_namingTheFirstModule() async throws {
    var other = RouteCatalog<String>(module: "other")
    try other.add(SheetRoute.self) { _, _ in "Sheet" }
    XCTAssertThrowsError(try RouteCatalog(merging: [alerts(), other])) { error in
      XCTAssertEqual(
        error as? CatalogError,
        CatalogError(
          module: "other", routeType: RouteType(SheetRoute.self),
          problem: .declaredTwice(firstIn: "alerts")))
    }
    var alerts = try alerts()
    XCTAssertThrowsError(
      try alerts.addDialogs(SheetRoute.self) { _ in DialogContent(title: "", buttons: []) }
    ) { error in
      XCTAssertEqual((error as? CatalogError)?.problem, .declaredTwice(firstIn: "alerts"))
    }
    XCTAssertThrowsError(try alerts.add(SheetRoute.self) { _, _ in .screen("Sheet") }) { error in
      XCTAssertEqual((error as? CatalogError)?.problem, .declaredTwice(firstIn: "alerts"))
    }
  }

  func testMapScreens_makesEveryScreenAndLabel_andKeepsTheRest() async throws {
    let texts = try RouteCatalog(merging: [app(), alerts(), dashboardCatalog()], module: "texts")
    let mapped = texts.mapScreens { text, route, screen in
      "[\(text)] for \(route) at \(screen.map(\.description) ?? "nowhere")"
    }

    XCTAssertEqual(mapped.module, "texts")
    XCTAssertEqual(
      try mapped.screens.screen(
        for: AnyRoute(DashboardRoute.home), at: ScreenID(stack: .root, depth: 0)),
      "[Dashboard home] for home at root @ 0")
    XCTAssertEqual(mapped.tabLabel(for: AnyRoute(MainTab.home)), "[Tab home] for home at nowhere")
    XCTAssertEqual(mapped.routeTypes, texts.routeTypes)
    XCTAssertEqual(mapped.schema.unplacedLinkTypes, texts.schema.unplacedLinkTypes)
    XCTAssertEqual(mapped.schema.unplacedLinkTypes, [RouteType(SheetRoute.self)])
    XCTAssertEqual(
      mapped.presentation(for: AnyRoute(DashboardRoute.home)),
      RoutePresentation(detents: [.medium, .large], interactiveDismissal: false))
    XCTAssertEqual(try mapped.links.route(for: "/d/7"), AnyRoute(DashboardRoute.details(id: 7)))
    XCTAssertEqual(
      try mapped.appLinks(origins: LinkOrigins(schemes: ["app"])).route(for: "app://dashboard"),
      AnyRoute(DashboardRoute.home))

    let app = AppRouter(root: DashboardRoute.home)
    app.present(SheetRoute.add, style: .alert)
    XCTAssertEqual(try app.topDialog(using: mapped)?.title, "add")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(
      try encoder.encode(mapped.restoration(version: 1).save(app.state)),
      try encoder.encode(texts.restoration(version: 1).save(app.state)))
  }
}
