import NavCore
import TestFixtures
import XCTest

final class TabsTests: XCTestCase {
  private let home = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2))
  private let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])

  func testSelectTab_anotherTab_selectsItAndKeepsEveryStack() {
    for from in MainTab.all {
      for to in MainTab.all where to != from {
        assertApplies(
          .selectTab(to),
          to: tabBar(home: home, settings: settings, selected: from),
          giving: tabBar(home: home, settings: settings, selected: to))
      }
    }
  }

  func testSelectTab_theSelectedTab_popsItToItsRoot() {
    for depth in 0..<10 {
      assertApplies(
        .selectTab(MainTab.home),
        to: tabBar(
          home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)),
          settings: settings),
        giving: tabBar(settings: settings))
    }
  }

  func testSelectTab_theSelectedTabWhenReselectingDoesNotPop_changesNothing() {
    let tree = tabBar(home: home, reselectPopsToRoot: false)
    assertApplies(.selectTab(MainTab.home), to: tree, giving: tree)
  }

  func testSelectTab_anUnknownTab_isRefusedAndChangesNothing() {
    let tree = tabBar(home: home, selected: .settings)
    assertRefused(.selectTab(InnerTab.first), on: tree, with: .unknownTab(AnyRoute(InnerTab.first)))
    assertRefused(.selectTab("home"), on: tree, with: .unknownTab(AnyRoute("home")))
  }

  func testSelectTab_withoutATabBar_isRefusedAndChangesNothing() {
    assertRefused(
      .selectTab(MainTab.home),
      on: NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(SettingsRoute.main, style: .sheet)),
      with: .noTabs)
  }

  func testSelectTab_whileALayerFromATabCoversTheTabBar_isRefusedAndChangesNothing() {
    for style in PresentationStyle.allCases {
      for tab in MainTab.all {
        assertRefused(
          .selectTab(tab),
          on: tabBar(
            home: NavigationState(
              root: DashboardRoute.home, presented: PresentedLayer(AuthRoute.login, style: style))),
          with: .tabBarCovered)
      }
    }
  }

  func testSelectTab_whileALayerOverTheTabBarCoversIt_isRefusedAndChangesNothing() {
    assertRefused(
      .selectTab(MainTab.settings),
      on: tabBar(presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)),
      with: .tabBarCovered)
  }

  func testSelectTab_withATabBarInsideASheet_selectsInThatTabBar() {
    func tree(selected: InnerTab) -> NavigationState {
      let sheet = NavigationState(
        root: InnerRoute.tabBar,
        tabs: TabGroup(
          [
            (InnerTab.first, NavigationState(root: SettingsRoute.main)),
            (InnerTab.second, NavigationState(root: SettingsRoute.privacy)),
          ], selected: selected))
      return tabBar(
        home: NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: sheet)))
    }
    assertApplies(
      .selectTab(InnerTab.second),
      to: tree(selected: .first),
      giving: tree(selected: .second))
    assertRefused(
      .selectTab(MainTab.settings), on: tree(selected: .first),
      with: .unknownTab(AnyRoute(MainTab.settings)))
  }

  func testSelectTab_withTabsInsideATab_selectsInTheDeepestTabBar() {
    func tree(selected: InnerTab) -> NavigationState {
      tabBar(
        profile: NavigationState(
          root: InnerRoute.tabBar,
          tabs: TabGroup(
            [
              (InnerTab.first, NavigationState(root: AuthRoute.login)),
              (InnerTab.second, NavigationState(root: SettingsRoute.privacy)),
            ], selected: selected)),
        selected: .profile)
    }
    assertApplies(
      .selectTab(InnerTab.second), to: tree(selected: .first), giving: tree(selected: .second))
    assertRefused(
      .selectTab(MainTab.home), on: tree(selected: .first),
      with: .unknownTab(AnyRoute(MainTab.home)))
  }

  func testSelectTab_theSelectedTabOfATabBarInASheet_popsThatTabToItsRoot() {
    func tree(firstPath: RoutePath) -> NavigationState {
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 0)],
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: InnerRoute.tabBar,
            tabs: TabGroup(
              [
                (InnerTab.first, NavigationState(root: SettingsRoute.main, path: firstPath)),
                (InnerTab.second, NavigationState(root: SettingsRoute.privacy)),
              ], selected: InnerTab.first))))
    }
    for depth in 0..<10 {
      assertApplies(
        .selectTab(InnerTab.first), to: tree(firstPath: detailsPath(depth: depth)),
        giving: tree(firstPath: []))
    }
  }
}
