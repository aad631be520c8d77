import NavCore
import TestFixtures
import XCTest

final class NavigationStateTests: XCTestCase {
  func testInit_rootOnly_hasEmptyPath() {
    let state = NavigationState(root: DashboardRoute.home)
    XCTAssertEqual(state.root, AnyRoute(DashboardRoute.home))
    XCTAssertEqual(state.path, [])
  }

  func testInit_anyRootWrapped_doesNotNest() {
    XCTAssertEqual(
      NavigationState(root: AnyRoute(DashboardRoute.home)),
      NavigationState(root: DashboardRoute.home))
  }

  func testTop_isLastPushedOrRoot() {
    XCTAssertEqual(NavigationState(root: DashboardRoute.home).top, AnyRoute(DashboardRoute.home))
    XCTAssertEqual(
      NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]).top,
      AnyRoute(SettingsRoute.main))
  }

  func testEquality_comparesRootAndPath() {
    let state = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])
    XCTAssertEqual(state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertNotEqual(state, NavigationState(root: AuthRoute.login, path: [SettingsRoute.main]))
    XCTAssertNotEqual(state, NavigationState(root: DashboardRoute.home))
  }

  func testDescription_drawsATree() {
    let state = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 7), SettingsRoute.main])
    XCTAssertEqual(
      state.description,
      """
      TestFixtures.DashboardRoute.home
        › TestFixtures.DashboardRoute.details(id: 7)
        › TestFixtures.SettingsRoute.main
      """)
    XCTAssertEqual(
      NavigationState(root: AuthRoute.login).description, "TestFixtures.AuthRoute.login")
  }
}
