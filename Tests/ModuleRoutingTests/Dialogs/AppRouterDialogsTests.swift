import ModuleRouting
import TestFixtures
import XCTest

/// Reading an alert's or a dialog's content through the router: over a stack by its address,
/// or on top of the tree, its buttons bound to its layer either way.
@MainActor
final class AppRouterDialogsTests: IssueRecordingTestCase {
  private var deleted: [Int] = []

  /// An alert for each sheet route: "Delete" records its id, "Cancel" just closes.
  private func dialogs() throws -> DestinationRegistry<DialogContent> {
    var dialogs = DestinationRegistry<DialogContent>()
    try dialogs.register(SheetRoute.self) { [unowned self] route in
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

  /// A route with no content is the registry's error, wrapped.
  func testDialogs_aRouteWithNoContent_isTheRegistrysError() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.present(AuthRoute.login, style: .alert)
    XCTAssertThrowsError(try app.dialog(over: .root, using: dialogs())) {
      XCTAssertEqual($0 as? DialogError, .missingContent(.missingScreen(AuthRoute.self)))
    }
    XCTAssertThrowsError(try app.topDialog(using: dialogs())) {
      XCTAssertEqual($0 as? DialogError, .missingContent(.missingScreen(AuthRoute.self)))
    }
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
}
