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

  /// A tap as the `TabView` makes it: a write of the tab, with the selection it showed.
  private func tap(_ tab: MainTab, in app: AppRouter) -> NavigationResult? {
    let tree = ShownTree(app)
    return TabSelectionBinding(address: .root, in: tree).write(AnyRoute(tab), in: tree)
  }

  func testATabTapped_selectsItThroughTheRouter() async {
    let app = AppRouter(state: tabs())
    var events = app.events().makeAsyncIterator()
    XCTAssertEqual(tap(MainTab.settings, in: app), .applied)
    XCTAssertEqual(app.selectedTab(at: .root), AnyRoute(MainTab.settings))
    let event = await events.next()
    XCTAssertEqual(event?.source, .binding)
  }

  /// SwiftUI writes the selected tab again when it is tapped again: its stack goes back to its
  /// root, as on iOS.
  func testTheSelectedTabTappedAgain_popsItToItsRoot() async {
    let app = AppRouter(state: tabs(homePath: [DashboardRoute.details(id: 1)]))
    XCTAssertEqual(tap(MainTab.home, in: app), .applied)
    XCTAssertEqual(app.state, tabs())
  }

  /// A sheet covers the tab bar: the write is refused, as `selectTab(_:)` refuses it.
  func testATabTappedUnderASheet_isRefused() async {
    let sheet = PresentedLayer(SheetRoute.add, style: .sheet)
    let app = AppRouter(state: tabs(presented: sheet))
    XCTAssertEqual(
      tap(MainTab.settings, in: app), .refused(.tabBarCovered))
    XCTAssertEqual(app.state, tabs(presented: sheet))
  }

  /// The user taps Settings while the view shows Home; before the write arrives, code selected
  /// Settings and pushed a screen there. The tap asked for the tab, which is selected: it is not
  /// taken as a tap again, which would pop the screen the user never saw.
  func testATapOnATabTheRouterSelectedSince_isNotATapAgain() async {
    let app = AppRouter(state: tabs())
    let tree = ShownTree(app)
    let selection = TabSelectionBinding(address: .root, in: tree)
    XCTAssertEqual(selection.shown, AnyRoute(MainTab.home))
    app.selectTab(MainTab.settings)
    XCTAssertEqual(app.perform(.push(SettingsRoute.privacy)), .applied)
    let before = app.state
    XCTAssertNil(selection.write(AnyRoute(MainTab.settings), in: tree))
    XCTAssertEqual(app.state, before)
  }
}
