import NavCore
import TestFixtures
import XCTest

/// Plans that change the root: in place when the shape stays, a rebuilt stack when a plain
/// stack becomes a tab bar or the other way round; and plans that change nothing.
final class TransitionPlanRootTests: XCTestCase {
  func testUnchangedTree_isItsOwnPlan() {
    let state = tabBar(
      home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 3)),
      selected: .settings, presented: PresentedLayer(SheetRoute.add, style: .sheet))

    for options: TransitionPlan.Options in [[], .pushesAtOnce, .dismissalsAtOnce] {
      XCTAssertEqual(TransitionPlan.steps(from: state, to: state, options: options), [state])
    }
  }

  func testAnotherRootRoute_changesInPlace_thenPops() {
    let start = NavigationState(root: AuthRoute.login, path: [SettingsRoute.privacy])
    let end = NavigationState(root: DashboardRoute.home)

    assertSteps(
      from: start, to: end,
      are: [
        start,
        NavigationState(root: DashboardRoute.home, path: [SettingsRoute.privacy]),
        end,
      ])
  }

  func testLoggingIn_dismissesTheAlert_replacesTheRootWithTheTabBar_thenPushes() {
    let start = NavigationState(
      root: AuthRoute.login, presented: PresentedLayer(SheetRoute.add, style: .alert))
    let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])

    assertSteps(
      from: start, to: tabBar(settings: settings, selected: .settings),
      are: [
        start,
        NavigationState(root: AuthRoute.login),
        tabBar(selected: .settings),
        tabBar(settings: settings, selected: .settings),
      ])
  }

  func testLoggingOut_dismissesTheLayers_thenReplacesTheTabBar() {
    let pushed = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2))
    var home = pushed
    home.presented = PresentedLayer(SheetRoute.edit(id: 1), style: .sheet)
    let start = tabBar(home: home, presented: PresentedLayer(SheetRoute.add, style: .popover))
    let end = NavigationState(root: AuthRoute.login)

    assertSteps(
      from: start, to: end,
      are: [start, tabBar(home: home), tabBar(home: pushed), end])
    assertSteps(
      from: start, to: end, options: .dismissalsAtOnce,
      are: [start, end])
  }

  func testStatesThatBreakTheRules_stillGiveAPlanThatEndsThere() {
    var alertWithAPath = NavigationState(root: 0)
    alertWithAPath.presented = PresentedLayer(
      .alert,
      state: NavigationState(root: 1, path: [2], presented: PresentedLayer(3, style: .sheet)))
    let noTabs = NavigationState(root: 0, tabs: TabGroup([(Int, NavigationState)](), selected: 0))
    let states = [alertWithAPath, noTabs, tabBar(), NavigationState(root: 0, path: [1, 2])]

    for start in states {
      for end in states {
        for options: TransitionPlan.Options in [[], [.pushesAtOnce, .dismissalsAtOnce]] {
          let steps = TransitionPlan.steps(from: start, to: end, options: options)

          XCTAssertEqual(steps.first, start)
          XCTAssertEqual(steps.last, end)
        }
      }
    }
  }
}
