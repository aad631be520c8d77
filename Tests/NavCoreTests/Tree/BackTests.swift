import NavCore
import TestFixtures
import XCTest

final class BackTests: XCTestCase {
  func testBack_withRoutesPushed_popsOne() {
    for depth in 1..<20 {
      assertApplies(
        .back,
        to: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)),
        giving: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth - 1)))
    }
  }

  func testBack_atTheRootOfTheApp_isRefusedAndChangesNothing() {
    assertRefused(.back, on: NavigationState(root: DashboardRoute.home), with: .atRootOfApp)
  }

  func testBack_atTheRootOfATab_isRefusedAndChangesNothing() {
    for tab in MainTab.all {
      assertRefused(.back, on: tabBar(selected: tab), with: .atRootOfTab(AnyRoute(tab)))
    }
  }

  func testBack_inATabWithRoutesPushed_popsOneInThatTabOnly() {
    assertApplies(
      .back,
      to: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2)),
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings),
      giving: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2)),
        selected: .settings))
  }

  func testBack_atTheRootOfAPresentedLayer_dismissesIt() {
    for style in PresentationStyle.allCases {
      assertApplies(
        .back,
        to: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
          presented: PresentedLayer(SettingsRoute.main, style: style)),
        giving: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
    }
  }

  func testBack_insideALayerWithRoutesPushed_popsInsideTheLayer() {
    assertApplies(
      .back,
      to: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: SettingsRoute.main, path: [SettingsRoute.privacy, AuthRoute.login]))),
      giving: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
        presented: PresentedLayer(
          .sheet, state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))))
  }

  func testBack_atTheRootOfALayerFromATab_dismissesItAndKeepsTheTab() {
    assertApplies(
      .back,
      to: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, path: [SettingsRoute.privacy],
          presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)),
        selected: .settings),
      giving: tabBar(
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings))
  }

  func testBack_atTheRootOfALayerOverTheTabBar_dismissesIt() {
    assertApplies(
      .back,
      to: tabBar(presented: PresentedLayer(AuthRoute.login, style: .sheet)),
      giving: tabBar())
  }

  func testBack_atTheRootOfATabInsideASheet_isRefusedForThatTab() {
    let tree = NavigationState(
      root: DashboardRoute.home,
      presented: PresentedLayer(
        .sheet,
        state: NavigationState(
          root: InnerRoute.tabBar,
          tabs: TabGroup(
            [
              (InnerTab.first, NavigationState(root: SettingsRoute.main)),
              (InnerTab.second, NavigationState(root: SettingsRoute.privacy)),
            ], selected: InnerTab.first))))
    assertRefused(.back, on: tree, with: .atRootOfTab(AnyRoute(InnerTab.first)))
  }

  func testBack_inTabScope_popsOrIsRefusedForThatTab() {
    let tree = tabBar(
      settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
    assertApplies(.inTab(MainTab.settings, [.back]), to: tree, giving: tabBar())
    assertRefused(
      .inTab(MainTab.profile, [.back]), on: tree, with: .atRootOfTab(AnyRoute(MainTab.profile)))
  }

  func testBack_atAnAddressAtTheRootOfALayer_dismissesThatLayerWithEverythingAboveIt() {
    assertApplies(
      .at(.presented, [.back]),
      to: NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: SettingsRoute.main,
            presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)))),
      giving: NavigationState(root: DashboardRoute.home))
  }
}
