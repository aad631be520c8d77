import ModuleRouting
import TestFixtures
import XCTest

/// Reading an alert's or a dialog's content through the router: over a stack by its address,
/// or on top of the tree, its buttons bound to its layer either way.
@MainActor
final class AppRouterDialogsTests: IssueRecordingTestCase {
  private var deleted: [Int] = []

  /// A catalog declaring an alert for each sheet route: "Delete" records its id, "Cancel" just
  /// closes.
  private func dialogs() throws -> RouteCatalog<String> {
    var dialogs = RouteCatalog<String>(module: "test")
    try dialogs.addDialogs(SheetRoute.self) { [unowned self] route in
      let id =
        switch route {
        case .add: 0
        case .edit(let id), .confirmDelete(let id): id
        }
      return DialogContent(
        title: "Delete \(id)?",
        buttons: [
          DialogButton("Delete", role: .destructive, action: .run { self.deleted.append(id) }),
          DialogButton("Cancel", role: .cancel),
        ])
    }
    return dialogs
  }

  /// The tab app with an alert over the home tab, the focused stack.
  private func tabAppWithAnAlert() -> AppRouter {
    let app = AppRouter(state: mainTabs())
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    return app
  }

  // MARK: Over an address

  /// Dialogs: asked over a stack with no alert or dialog over it — `.root` in a tab app, another
  /// tab — the router says why and where the one on top is, instead of answering `nil`; over a
  /// stack the tree does not have, it says that.
  func testDialogs_overAWrongAddress_isAnErrorSayingWhy() async throws {
    let app = tabAppWithAnAlert()
    let home = StackAddress.tab(MainTab.home)
    let cases: [(StackAddress, DialogError, String)] = [
      (
        .root, .noDialog(over: .root, onTopOver: home),
        "no alert or dialog is presented over root; the one on top is over root › tab(home)"
      ),
      (
        .tab(MainTab.settings), .noDialog(over: .tab(MainTab.settings), onTopOver: home),
        "no alert or dialog is presented over root › tab(settings); the one on top is over "
          + "root › tab(home)"
      ),
      (
        StackAddress.tab(MainTab.profile).presented,
        .noStack(StackAddress.tab(MainTab.profile).presented),
        "the tree has no stack at root › tab(profile) › presented"
      ),
    ]
    for (address, error, message) in cases {
      XCTAssertThrowsError(try app.dialog(over: address, using: dialogs()), "\(address)") {
        XCTAssertEqual($0 as? DialogError, error, "\(address)")
        XCTAssertEqual("\($0)", message, "\(address)")
      }
    }
    XCTAssertEqual(try app.dialog(over: home, using: dialogs()).title, "Delete 1?")
    XCTAssertEqual(issues.recorded, [])
  }

  /// Dialogs: over a stack with a sheet, or with nothing, over it, and no alert or dialog
  /// anywhere, the error says what is there.
  func testDialogs_overAStackWithASheetOrNothing_isAnErrorSayingWhatIsThere() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertThrowsError(try app.dialog(over: .root, using: dialogs())) {
      XCTAssertEqual($0 as? DialogError, .noDialog(over: .root))
      XCTAssertEqual("\($0)", "no alert or dialog is presented over root")
    }
    app.present(SheetRoute.add, style: .sheet)
    XCTAssertThrowsError(try app.dialog(over: .root, using: dialogs())) {
      XCTAssertEqual($0 as? DialogError, .noDialog(over: .root, presented: .sheet))
      XCTAssertEqual("\($0)", "no alert or dialog is presented over root: a sheet is")
    }
  }

  /// A route whose type the catalog declares no content for is an error naming the type, and
  /// is reported.
  func testDialogs_aRouteWithNoContent_isAnErrorNamingItsType() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.present(AuthRoute.login, style: .alert)
    XCTAssertThrowsError(try app.dialog(over: .root, using: dialogs())) {
      XCTAssertEqual($0 as? DialogError, .missingContent(AuthRoute.self))
      XCTAssertEqual(
        "\($0)", "no alert or dialog content is declared for TestFixtures.AuthRoute")
    }
    XCTAssertThrowsError(try app.topDialog(using: dialogs())) {
      XCTAssertEqual($0 as? DialogError, .missingContent(AuthRoute.self))
    }
    XCTAssertEqual(
      issues.recorded, Array(repeating: .destination(.missingScreen(AuthRoute.self)), count: 2))
  }

  // MARK: On top

  /// Dialogs: the dialog on top, wherever it is presented, with its buttons bound to its layer:
  /// they work while it is up, and are refused once it went, even when the same alert is
  /// presented again.
  func testDialogs_topDialog_isTheOneOnTop_withItsButtonsBoundToItsLayer() async throws {
    let app = tabAppWithAnAlert()
    let first = try XCTUnwrap(app.topDialog(using: dialogs()))
    XCTAssertEqual(first.title, "Delete 1?")
    XCTAssertEqual(app.choose(first.buttons[1]), .applied)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    let second = try XCTUnwrap(app.topDialog(using: dialogs()))

    XCTAssertEqual(app.choose(first.buttons[0]), .refused(.buttonOfAnotherDialog("Delete")))
    XCTAssertEqual(deleted, [])
    XCTAssertEqual(app.choose(second.buttons[0]), .applied)
    XCTAssertEqual(deleted, [1])
    XCTAssertEqual(app.state, mainTabs())
  }

  /// With no alert or dialog on top — nothing presented, or a sheet — there is none to read.
  func testDialogs_topDialog_isNil_withNoAlertOrDialogOnTop() async throws {
    let app = AppRouter(state: mainTabs())
    XCTAssertNil(try app.topDialog(using: dialogs()))
    app.present(SheetRoute.add, style: .sheet)
    XCTAssertNil(try app.topDialog(using: dialogs()))
    XCTAssertEqual(issues.recorded, [])
  }

  // MARK: Every way to read

  /// Dialogs: read over its address, the alert's buttons are bound to its layer as on top: once
  /// it went, even when presented again at the same place, they are refused.
  func testDialogs_dialogOver_buttonsAreBoundToTheirLayer() async throws {
    let app = tabAppWithAnAlert()
    let home = StackAddress.tab(MainTab.home)
    let first = try app.dialog(over: home, using: dialogs())
    XCTAssertEqual(app.choose(first.buttons[1]), .applied)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    let second = try app.dialog(over: home, using: dialogs())

    XCTAssertEqual(app.choose(first.buttons[0]), .refused(.buttonOfAnotherDialog("Delete")))
    XCTAssertEqual(deleted, [])
    XCTAssertEqual(app.choose(second.buttons[0]), .applied)
    XCTAssertEqual(deleted, [1])
  }

  /// A route type some of whose routes are screens and others alerts, declared once: each
  /// route has the one it declared, and the alert's buttons, read either way, are bound.
  func testDialogs_aTypeOfScreensAndAlerts_givesEachRouteWhatItDeclared() async throws {
    var catalog = RouteCatalog<String>(module: "items")
    try catalog.add(SheetRoute.self, key: "sheet") { [unowned self] route, _ in
      switch route {
      case .add, .edit: .screen("Sheet \(route)")
      case .confirmDelete(let id):
        .dialog(
          DialogContent(
            title: "Delete \(id)?",
            buttons: [DialogButton("Delete", action: .run { self.deleted.append(id) })]))
      }
    }
    let app = tabAppWithAnAlert()
    let onTop = try XCTUnwrap(app.topDialog(using: catalog))
    let over = try app.dialog(over: .tab(MainTab.home), using: catalog)
    XCTAssertEqual(onTop.title, "Delete 1?")
    XCTAssertEqual(over.buttons.map(\.title), ["Delete"])
    XCTAssertEqual(
      try catalog.screens.screen(for: AnyRoute(SheetRoute.edit(id: 2))), "Sheet edit(id: 2)")
    XCTAssertThrowsError(try catalog.screens.screen(for: AnyRoute(SheetRoute.confirmDelete(id: 1))))
    {
      XCTAssertEqual($0 as? DestinationError, .missingScreen(SheetRoute.self))
    }
    XCTAssertTrue(catalog.declares(SheetRoute.self))
    XCTAssertEqual(catalog.routeTypes, [RouteType(SheetRoute.self)])

    XCTAssertEqual(app.choose(over.buttons[0]), .applied)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    XCTAssertEqual(app.choose(onTop.buttons[0]), .refused(.buttonOfAnotherDialog("Delete")))
    XCTAssertEqual(deleted, [1])
    XCTAssertEqual(app.dismiss(), .applied)
    app.present(SheetRoute.add, style: .alert)
    XCTAssertThrowsError(try app.topDialog(using: catalog)) {
      XCTAssertEqual($0 as? DialogError, .missingContent(SheetRoute.self))
    }
  }

  /// A catalog made into one of other screens keeps its dialogs, read with their buttons bound.
  func testDialogs_aMappedCatalog_keepsItsDialogs_boundToTheirLayer() async throws {
    let mapped = try dialogs().mapScreens { text, _, _ in text.count }
    let app = tabAppWithAnAlert()
    let first = try XCTUnwrap(app.topDialog(using: mapped))
    XCTAssertEqual(first.title, "Delete 1?")
    XCTAssertEqual(app.choose(first.buttons[1]), .applied)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    XCTAssertEqual(app.choose(first.buttons[0]), .refused(.buttonOfAnotherDialog("Delete")))
    XCTAssertEqual(deleted, [])
  }
}
