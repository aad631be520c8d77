import NavCore
import TestFixtures
import XCTest

/// `.inTab(tab, commands)` acts inside one tab, following the layers in it, without selecting
/// it.
final class InTabScopeTests: XCTestCase {
  private let sheet = PresentedLayer(AuthRoute.login, style: .sheet)
  private let home = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2))
  private let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])

  func testInTab_push_pushesInThatTabWithoutSelectingIt() {
    assertApplies(
      .inTab(MainTab.settings, [.push(AuthRoute.login)]),
      to: tabBar(home: home, settings: settings),
      giving: tabBar(
        home: home,
        settings: NavigationState(
          root: SettingsRoute.main, path: [SettingsRoute.privacy, AuthRoute.login])))
  }

  func testInTab_anUnknownTab_isRefusedAndChangesNothing() {
    assertRefused(
      .inTab(InnerTab.first, [.push(AuthRoute.login)]), on: tabBar(home: home),
      with: .unknownTab(AnyRoute(InnerTab.first)))
  }

  func testInTab_withoutATabBar_isRefusedAndChangesNothing() {
    assertRefused(
      .inTab(MainTab.home, [.push(AuthRoute.login)]), on: home, with: .noTabs)
  }

  func testInTab_withALayerInThatTab_actsInsideTheLayer() {
    assertApplies(
      .inTab(MainTab.settings, [.push(SettingsRoute.privacy)]),
      to: tabBar(settings: NavigationState(root: SettingsRoute.main, presented: sheet)),
      giving: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main,
          presented: PresentedLayer(
            .sheet, state: NavigationState(root: AuthRoute.login, path: [SettingsRoute.privacy])))))
  }

  func testInTab_present_presentsInThatTabWithoutSelectingIt() {
    assertApplies(
      .inTab(MainTab.profile, [.present(AuthRoute.login, style: .sheet)]),
      to: tabBar(),
      giving: tabBar(profile: NavigationState(root: AuthRoute.login, presented: sheet)))
  }

  func testInTab_dismiss_closesTheTopmostLayerInThatTab() {
    assertApplies(
      .inTab(MainTab.settings, [.dismiss]),
      to: tabBar(
        settings: stacking(sheets: 2, over: NavigationState(root: SettingsRoute.main)),
        presented: sheet),
      giving: tabBar(
        settings: stacking(sheets: 1, over: NavigationState(root: SettingsRoute.main)),
        presented: sheet))
  }

  func testInTab_underALayerOverTheTabBar_stillActsInThatTab() {
    assertApplies(
      .inTab(MainTab.home, [.push(DashboardRoute.details(id: 1))]),
      to: tabBar(presented: sheet),
      giving: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        presented: sheet))
  }

  func testInTab_setRoot_replacesThatTabsStackWithItsLayers() {
    assertApplies(
      .inTab(MainTab.settings, [.setRoot(SettingsRoute.privacy)]),
      to: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, path: [AuthRoute.login], presented: sheet)
      ),
      giving: tabBar(settings: NavigationState(root: SettingsRoute.privacy)))
  }

  func testInTab_backAtTheRootOfALayerInThatTab_dismissesItWithoutSelectingTheTab() {
    assertApplies(
      .inTab(MainTab.settings, [.back]),
      to: tabBar(settings: NavigationState(root: SettingsRoute.main, presented: sheet)),
      giving: tabBar())
  }

  func testInTab_withNestedTabBars_actsInTheDeepestTabBarThatHasTheTab() {
    func tree(first: RoutePath, settings: RoutePath) -> NavigationState {
      tabBar(
        home: NavigationState(
          root: InnerRoute.tabBar,
          tabs: TabGroup(
            [
              (InnerTab.first, NavigationState(root: DashboardRoute.home, path: first)),
              (InnerTab.second, NavigationState(root: AuthRoute.login)),
            ], selected: InnerTab.second)),
        settings: NavigationState(root: SettingsRoute.main, path: settings))
    }
    assertApplies(
      [.inTab(InnerTab.first, [.push(AuthRoute.login)]), .inTab(MainTab.settings, [.push(1)])],
      to: tree(first: [], settings: []),
      giving: tree(first: [AuthRoute.login], settings: [1]))
  }
}
