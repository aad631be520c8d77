import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import XCTest

/// A screen previewed with its module's builder and router over a router of its own, as the
/// SwiftUI example's previews show them: no app, no composition root, and the screen's model
/// still navigates.
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
}
