import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import XCTest

/// A screen previewed with its module's builder and router over a router of its own, as the
/// SwiftUI example's previews show them: no app, no composition root, and the screen's model
/// still navigates. Run alone in a `ModuleSandbox`, a module's exits are recorded instead of
/// refused, and another module's screens are placeholders naming them.
@MainActor
final class ModulePreviewTests: XCTestCase {
  private let root = ScreenID(stack: .root, depth: 0)

  func testTheItemList_previewedAlone_hasItsModel_andATapPushesThroughItsRouter() async throws {
    let app = AppRouter(root: DashboardRoute.items)
    let list = try XCTUnwrap(DashboardBuilder(app: app).model(ItemListModel.self, at: root))
    XCTAssertEqual(list.items.map(\.id), [7, 12, 42])
    XCTAssertEqual(list.itemTapped(7), .applied)
    assertTree(
      app, NavigationState(root: DashboardRoute.items, path: [DashboardRoute.details(id: 7)]))
  }

  func testSettings_previewedAlone_presentsItsOwnSheet() async throws {
    let app = AppRouter(root: SettingsRoute.main)
    let home = try XCTUnwrap(SettingsBuilder(app: app).model(SettingsHomeModel.self, at: root))
    home.editProfileTapped()
    assertTree(
      app,
      NavigationState(
        root: SettingsRoute.main,
        presented: PresentedLayer(SettingsRoute.editProfile, style: .sheet)))
  }

  func testTheDashboard_runAlone_recordsItsExit_andLeavesItsScreensAsTheyWere() async throws {
    let sandbox = try ModuleSandbox(DashboardBuilder.init(app:), root: .items) { $0 }
    let list = try XCTUnwrap(sandbox.module.model(ItemListModel.self, at: root))
    XCTAssertEqual(list.itemTapped(7), .applied)
    let top = ScreenID(stack: .root, depth: 1)
    let details = try XCTUnwrap(sandbox.module.model(ItemDetailsModel.self, at: top))

    XCTAssertEqual(details.notificationsTapped(), .applied)

    XCTAssertEqual(sandbox.exits, [.openNotifications(item: 7)])
    XCTAssertEqual(sandbox.exitLog, ["left through DashboardExit.openNotifications(item: 7)"])
    assertTree(
      sandbox.app,
      NavigationState(root: DashboardRoute.items, path: [DashboardRoute.details(id: 7)]))
    XCTAssertEqual(
      try sandbox.catalog.screens.screen(top, in: sandbox.app.state),
      "Dashboard › Item #7 Lamp [Edit] [Notifications]")
  }

  func testSettings_runAlone_recordsSigningOut_andShowsADashboardRouteAsAPlaceholder() async throws
  {
    let sandbox = try ModuleSandbox(SettingsBuilder.init(app:), root: .main) { $0 }
    sandbox.app.navigate(to: DashboardRoute.details(id: 7))
    let home = try XCTUnwrap(sandbox.module.model(SettingsHomeModel.self, at: root))

    XCTAssertEqual(home.signOutTapped(), .applied)

    XCTAssertEqual(sandbox.exits, [.logout])
    XCTAssertEqual(
      try sandbox.catalog.screens.screen(for: AnyRoute(DashboardRoute.details(id: 7))),
      "DashboardRoute.details(id: 7) — another module")
  }
}
