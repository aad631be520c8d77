import NavCore
import TestFixtures
import XCTest

/// Three tabs, each with its own stack: push in one, switch, reselect, and a sheet from a tab
/// that covers the tab bar until it is dismissed.
final class TabScenarioTests: XCTestCase {
  private let start = tabBar()

  func testPush_inTheSelectedTab_leavesTheOtherTabsAsTheyWere() {
    for tab in MainTab.all {
      var state = tabBar(selected: tab)
      XCTAssertNoThrow(try state.apply([.push(DashboardRoute.details(id: 1))]))

      for other in MainTab.all where other != tab {
        XCTAssertEqual(state.tabs?[other], start.tabs?[other])
      }
      XCTAssertEqual(state.tabs?[tab]?.path, [DashboardRoute.details(id: 1)])
    }
  }

  func testSwitchingTabs_keepsEachTabsStack() {
    let home = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2))
    let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
    assertApplies(
      [
        .push(DashboardRoute.details(id: 0)), .push(DashboardRoute.details(id: 1)),
        .selectTab(MainTab.settings), .push(SettingsRoute.privacy),
        .selectTab(MainTab.profile), .selectTab(MainTab.home),
      ],
      to: start,
      giving: tabBar(home: home, settings: settings, selected: .home))
  }

  func testReselecting_theSelectedTab_popsItToItsRoot() {
    assertApplies(
      [
        .push(DashboardRoute.details(id: 0)), .selectTab(MainTab.settings),
        .push(SettingsRoute.privacy), .push(AuthRoute.login), .selectTab(MainTab.settings),
      ],
      to: start,
      giving: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 0)]),
        selected: .settings))
  }

  func testASheetFromATab_coversTheTabBarUntilItIsDismissed() throws {
    var state = start
    try state.apply([.selectTab(MainTab.settings), .present(AuthRoute.login, style: .sheet)])
    let covered = tabBar(
      settings: NavigationState(
        root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .sheet)),
      selected: .settings)
    XCTAssertEqual(state, covered)

    for tab in MainTab.all {
      assertRefused(.selectTab(tab), on: state, with: .tabBarCovered)
    }
    try state.apply(.dismiss)
    try state.apply(.selectTab(MainTab.profile))

    XCTAssertEqual(state, tabBar(selected: .profile))
  }

  func testASheetFromATab_dismissAndSelectInOneBatch_applies() {
    assertApplies(
      [.dismiss, .selectTab(MainTab.home)],
      to: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .sheet)),
        selected: .settings),
      giving: start)
  }
}
