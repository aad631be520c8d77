import ModuleRouting
import TestFixtures
import XCTest

/// A screen reads its own route as a slice: told when its stack changes, never when another
/// tab's does.
@MainActor
final class ScreenRouteSliceTests: IssueRecordingTestCase {
  private let tabs = NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (
          MainTab.home,
          NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
        ),
        (MainTab.settings, NavigationState(root: SettingsRoute.main)),
      ], selected: MainTab.home))

  func testTheRouteOfAScreen_isReadFromItsStack() async {
    let app = AppRouter(state: tabs)
    let home = StackAddress.tab(MainTab.home)
    XCTAssertEqual(app.route(of: ScreenID(stack: home, depth: 0)), AnyRoute(DashboardRoute.home))
    XCTAssertEqual(
      app.route(of: ScreenID(stack: home, depth: 1)), AnyRoute(DashboardRoute.details(id: 1)))
    XCTAssertNil(app.route(of: ScreenID(stack: home, depth: 2)))
    XCTAssertNil(app.route(of: ScreenID(stack: .presented, depth: 0)))
  }

  func testAPushInAnotherTab_doesNotTellAScreenReadingItsRoute() async {
    let app = AppRouter(state: tabs)
    let details = ChangeCounter {
      _ = app.route(of: ScreenID(stack: .tab(MainTab.home), depth: 1))
    }
    let root = ChangeCounter { _ = app.route(of: ScreenID(stack: .tab(MainTab.home), depth: 0)) }
    XCTAssertEqual(
      app.perform(.at(.tab(MainTab.settings), [.push(SettingsRoute.privacy)])), .applied)
    XCTAssertEqual(app.selectTab(MainTab.settings), .applied)
    XCTAssertEqual(details.count, 0)
    XCTAssertEqual(root.count, 0)
    XCTAssertEqual(
      app.perform(.at(.tab(MainTab.home), [.push(DashboardRoute.details(id: 2))])), .applied)
    XCTAssertEqual(details.count, 1, "its own stack's path changed")
    XCTAssertEqual(root.count, 0, "a push leaves the root as it was")
  }
}
