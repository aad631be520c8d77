import ModuleRouting
import TestFixtures
import XCTest

/// A `TabView`'s selection binding, scripted as SwiftUI writes it: a tab tapped, the selected
/// tab tapped again, a tab tapped under a sheet that covers the tab bar.
@MainActor
final class TabSelectionTests: IssueRecordingTestCase {
  private func tabs(homePath: RoutePath = [], presented: PresentedLayer? = nil) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, path: homePath)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ], selected: MainTab.home),
      presented: presented)
  }

  func testATabTapped_selectsItThroughTheRouter() async {
    let app = AppRouter(state: tabs())
    var events = app.events().makeAsyncIterator()
    XCTAssertEqual(ShownTree(app).selectTab(AnyRoute(MainTab.settings), at: .root), .applied)
    XCTAssertEqual(app.selectedTab(at: .root), AnyRoute(MainTab.settings))
    let event = await events.next()
    XCTAssertEqual(event?.source, .binding)
  }

  /// SwiftUI writes the selected tab again when it is tapped again: its stack goes back to its
  /// root, as on iOS.
  func testTheSelectedTabTappedAgain_popsItToItsRoot() async {
    let app = AppRouter(state: tabs(homePath: [DashboardRoute.details(id: 1)]))
    XCTAssertEqual(ShownTree(app).selectTab(AnyRoute(MainTab.home), at: .root), .applied)
    XCTAssertEqual(app.state, tabs())
  }

  /// A sheet covers the tab bar: the write is refused, as `selectTab(_:)` refuses it.
  func testATabTappedUnderASheet_isRefused() async {
    let sheet = PresentedLayer(SheetRoute.add, style: .sheet)
    let app = AppRouter(state: tabs(presented: sheet))
    XCTAssertEqual(
      ShownTree(app).selectTab(AnyRoute(MainTab.settings), at: .root), .refused(.tabBarCovered))
    XCTAssertEqual(app.state, tabs(presented: sheet))
  }
}
