import NavCore
import TestFixtures
import XCTest

final class TreeDescriptionTests: XCTestCase {
  func testDescription_ofAPlainStack_listsTheRootThenThePushedRoutes() {
    XCTAssertEqual(
      NavigationState(root: DashboardRoute.home).description, "TestFixtures.DashboardRoute.home")
    for depth in 1..<10 {
      let pushed = (0..<depth).map { "  › TestFixtures.DashboardRoute.details(id: \($0))" }
      XCTAssertEqual(
        NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)).description,
        (["TestFixtures.DashboardRoute.home"] + pushed).joined(separator: "\n"))
    }
  }

  func testDescription_ofTabs_listsEachTabUnderTheTabBarAndMarksTheSelectedOne() {
    let tree = tabBar(
      home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
      selected: .settings)

    XCTAssertEqual(
      tree.description,
      """
      TestFixtures.MainRoute.tabBar
        tab TestFixtures.MainTab.home
          TestFixtures.DashboardRoute.home
            › TestFixtures.DashboardRoute.details(id: 1)
        tab TestFixtures.MainTab.settings (selected)
          TestFixtures.SettingsRoute.main
        tab TestFixtures.MainTab.profile
          TestFixtures.AuthRoute.login
      """)
  }

  func testDescription_ofLayersOverAStack_nestsEachLayerUnderItsPresenter() {
    let tree = stacking(
      sheets: 2,
      over: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 0)]))

    XCTAssertEqual(
      tree.description,
      """
      TestFixtures.DashboardRoute.home
        › TestFixtures.DashboardRoute.details(id: 0)
        sheet
          TestFixtures.DashboardRoute.details(id: 1)
            › TestFixtures.SettingsRoute.privacy
            sheet
              TestFixtures.DashboardRoute.details(id: 2)
                › TestFixtures.SettingsRoute.privacy
      """)
  }

  func testDescription_ofATreeWithTabsAndLayers_printsTabsThenTheLayerOverTheTabBar() {
    let tree = tabBar(
      home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
      settings: NavigationState(
        root: SettingsRoute.main, path: [SettingsRoute.privacy],
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: AuthRoute.login, path: [DashboardRoute.details(id: 2)],
            presented: PresentedLayer(DashboardRoute.details(id: 3), style: .alert)))),
      selected: .settings,
      presented: PresentedLayer(
        .fullScreenCover, state: NavigationState(root: AuthRoute.login, path: [SettingsRoute.main])
      ))

    XCTAssertEqual(
      tree.description,
      """
      TestFixtures.MainRoute.tabBar
        tab TestFixtures.MainTab.home
          TestFixtures.DashboardRoute.home
            › TestFixtures.DashboardRoute.details(id: 1)
        tab TestFixtures.MainTab.settings (selected)
          TestFixtures.SettingsRoute.main
            › TestFixtures.SettingsRoute.privacy
            sheet
              TestFixtures.AuthRoute.login
                › TestFixtures.DashboardRoute.details(id: 2)
                alert
                  TestFixtures.DashboardRoute.details(id: 3)
        tab TestFixtures.MainTab.profile
          TestFixtures.AuthRoute.login
        fullScreenCover
          TestFixtures.AuthRoute.login
            › TestFixtures.SettingsRoute.main
      """)
  }

  /// The tree of the example in the doc comment of `NavigationState.description`, with this
  /// suite's routes, printed as that example shows.
  func testDescription_ofTheDocumentedExample_matchesTheDocComment() {
    let tree = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
          ),
          (
            MainTab.settings,
            NavigationState(
              root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .sheet))
          ),
        ], selected: MainTab.settings))

    XCTAssertEqual(
      tree.description,
      """
      TestFixtures.MainRoute.tabBar
        tab TestFixtures.MainTab.home
          TestFixtures.DashboardRoute.home
            › TestFixtures.DashboardRoute.details(id: 1)
        tab TestFixtures.MainTab.settings (selected)
          TestFixtures.SettingsRoute.main
            sheet
              TestFixtures.AuthRoute.login
      """)
  }
}
