import NavCore
import TestFixtures
import XCTest

final class TabGroupTests: XCTestCase {
  private let home = NavigationState(root: DashboardRoute.home)
  private let settings = NavigationState(root: SettingsRoute.main)
  private let profile = NavigationState(root: AuthRoute.login)

  func testInit_keepsTheTabsInOrderWithTheirStates() {
    let group = TabGroup(
      [(MainTab.home, home), (MainTab.settings, settings), (MainTab.profile, profile)],
      selected: MainTab.settings)

    XCTAssertEqual(
      group.tabs, [AnyRoute(MainTab.home), AnyRoute(MainTab.settings), AnyRoute(MainTab.profile)])
    XCTAssertEqual(group.states, [home, settings, profile])
    XCTAssertEqual(group.selected, AnyRoute(MainTab.settings))
    XCTAssertTrue(group.reselectPopsToRoot)
  }

  func testInit_aTabListedTwice_keepsItsFirstState() {
    let group = TabGroup(
      [(MainTab.home, home), (MainTab.settings, settings), (MainTab.home, profile)],
      selected: MainTab.home)

    XCTAssertEqual(group.tabs, [AnyRoute(MainTab.home), AnyRoute(MainTab.settings)])
    XCTAssertEqual(group.states, [home, settings])
    XCTAssertEqual(group[MainTab.home], home)
  }

  func testInit_anUnknownSelectedTab_selectsTheFirst() {
    let group = TabGroup(
      [(MainTab.settings, settings), (MainTab.profile, profile)], selected: MainTab.home)

    XCTAssertEqual(group.selected, AnyRoute(MainTab.settings))
    XCTAssertEqual(
      group,
      TabGroup(
        [(MainTab.settings, settings), (MainTab.profile, profile)], selected: MainTab.settings))
  }

  func testInit_noTabs_selectsNothing() {
    let group = TabGroup([(MainTab, NavigationState)](), selected: MainTab.home)

    XCTAssertEqual(group.tabs, [])
    XCTAssertNil(group.selected)
  }

  func testInit_reselectPopsToRootOff_isKept() {
    let group = TabGroup([(MainTab.home, home)], selected: MainTab.home, reselectPopsToRoot: false)

    XCTAssertFalse(group.reselectPopsToRoot)
  }

  func testSubscript_readsEachTabsStateAndNilForAnUnknownTab() {
    let group = TabGroup(
      [(MainTab.home, home), (MainTab.settings, settings)], selected: MainTab.home)

    XCTAssertEqual(group[MainTab.home], home)
    XCTAssertEqual(group[MainTab.settings], settings)
    XCTAssertNil(group[MainTab.profile])
    XCTAssertNil(group[InnerTab.first])
  }

  func testTabs_manyTabs_keepTheirOrderAndStates() {
    for count in 1..<20 {
      let states = (0..<count).map { NavigationState(root: DashboardRoute.details(id: $0)) }
      let group = TabGroup(Array(zip(0..<count, states)), selected: count - 1)

      XCTAssertEqual(group.tabs, (0..<count).map { AnyRoute($0) })
      XCTAssertEqual(group.states, states)
      XCTAssertEqual(group.selected, AnyRoute(count - 1))
    }
  }
}
