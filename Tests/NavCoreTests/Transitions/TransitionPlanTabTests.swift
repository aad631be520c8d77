import NavCore
import TestFixtures
import XCTest

/// Plans through tab bars: a selection is one step, each tab changes on its own, and a tab bar
/// with other tabs is rebuilt.
final class TransitionPlanTabTests: XCTestCase {
  func testSelectingATab_isOneStep() {
    assertSteps(
      from: tabBar(selected: .home), to: tabBar(selected: .settings),
      are: [tabBar(selected: .home), tabBar(selected: .settings)])
  }

  func testSelectingATabAndPushingInIt_selectsFirst() {
    let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])

    assertSteps(
      from: tabBar(selected: .home), to: tabBar(settings: settings, selected: .settings),
      are: [
        tabBar(selected: .home),
        tabBar(selected: .settings),
        tabBar(settings: settings, selected: .settings),
      ])
  }

  func testChangesInSeveralTabs_dismissThenPopThenPush() {
    let home = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2))
    let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
    let profile = NavigationState(
      root: AuthRoute.login, presented: PresentedLayer(SheetRoute.add, style: .sheet))

    assertSteps(
      from: tabBar(home: home, profile: profile),
      to: tabBar(settings: settings),
      are: [
        tabBar(home: home, profile: profile),
        tabBar(home: home),
        tabBar(),
        tabBar(settings: settings),
      ])
  }

  func testPushesInSeveralTabs_theSelectedTabFirst() {
    let home = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 1))
    let profile = NavigationState(root: AuthRoute.login, path: [SettingsRoute.main])

    assertSteps(
      from: tabBar(selected: .profile),
      to: tabBar(home: home, profile: profile, selected: .profile),
      are: [
        tabBar(selected: .profile),
        tabBar(profile: profile, selected: .profile),
        tabBar(home: home, profile: profile, selected: .profile),
      ])
  }

  func testALayerOverTheTabBar_staysWhileTheSelectionChangesBeneathIt() {
    let sheet = PresentedLayer(SheetRoute.add, style: .sheet)

    assertSteps(
      from: tabBar(selected: .home, presented: sheet),
      to: tabBar(selected: .profile, presented: sheet),
      are: [
        tabBar(selected: .home, presented: sheet),
        tabBar(selected: .profile, presented: sheet),
      ])
  }

  func testOtherTabs_rebuildTheTabBar() {
    let home = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 1))
    let twoTabs = { (home: NavigationState) in
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [(MainTab.home, home), (MainTab.settings, NavigationState(root: SettingsRoute.main))],
          selected: MainTab.home))
    }

    assertSteps(
      from: tabBar(home: home), to: twoTabs(home),
      are: [
        tabBar(home: home),
        twoTabs(NavigationState(root: DashboardRoute.home)),
        twoTabs(home),
      ])
  }

  func testATabThatBecomesATabBar_dismissesItsLayersThenIsReplaced() {
    let alerting = NavigationState(
      root: SettingsRoute.main, presented: PresentedLayer(SheetRoute.add, style: .alert))
    let inner = NavigationState(
      root: InnerRoute.tabBar,
      tabs: TabGroup(
        [
          (InnerTab.first, NavigationState(root: SettingsRoute.main)),
          (InnerTab.second, NavigationState(root: SettingsRoute.privacy)),
        ], selected: InnerTab.second))

    assertSteps(
      from: tabBar(settings: alerting, selected: .settings),
      to: tabBar(settings: inner, selected: .settings),
      are: [
        tabBar(settings: alerting, selected: .settings),
        tabBar(selected: .settings),
        tabBar(settings: inner, selected: .settings),
      ])
  }

  func testATabBarInASheet_isPresentedWithItsTabsThenBuilt() {
    let second = NavigationState(root: SettingsRoute.privacy, path: [DashboardRoute.home])
    let tabs = { (second: NavigationState) in
      NavigationState(
        root: InnerRoute.tabBar,
        tabs: TabGroup(
          [(InnerTab.first, NavigationState(root: SettingsRoute.main)), (InnerTab.second, second)],
          selected: InnerTab.second))
    }
    let start = NavigationState(root: DashboardRoute.home)
    let presenting = { (second: NavigationState) in
      NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: tabs(second)))
    }

    assertSteps(
      from: start, to: presenting(second),
      are: [
        start,
        presenting(NavigationState(root: SettingsRoute.privacy)),
        presenting(second),
      ])
  }

  func testReselectionBehaviour_changesInPlace() {
    assertSteps(
      from: tabBar(reselectPopsToRoot: true), to: tabBar(reselectPopsToRoot: false),
      are: [tabBar(reselectPopsToRoot: true), tabBar(reselectPopsToRoot: false)])
  }
}
