import NavCore
import TestFixtures
import XCTest

final class ValidationTests: XCTestCase {
  private let emptyTabs = NavigationState(
    root: MainRoute.tabBar, tabs: TabGroup([(MainTab, NavigationState)](), selected: MainTab.home))

  private var tabsWithAPath: NavigationState {
    var state = tabBar()
    state.path = [AuthRoute.login]
    return state
  }

  func testValidate_wellFormedTrees_passes() {
    let trees = [
      NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 3)),
      stacking(sheets: 4, over: NavigationState(root: DashboardRoute.home)),
      tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .alert)),
        presented: PresentedLayer(.sheet, state: tabBar(selected: .profile))),
      tabBar(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        presented: PresentedLayer(SettingsRoute.main, style: .confirmationDialog)),
    ]
    for tree in trees {
      XCTAssertNoThrow(try tree.validate())
    }
  }

  func testValidate_aTabBarWithNoTabs_isInvalid() {
    assertInvalid(emptyTabs, "a tab bar has no tabs at root")
  }

  func testValidate_aStackWithTabsAndAPath_isInvalid() {
    assertInvalid(tabsWithAPath, "a stack with tabs has a path of its own at root")
  }

  func testValidate_aLeafWithAPathALayerOrTabs_isInvalid() {
    let insides = [
      NavigationState(root: AuthRoute.login, path: [SettingsRoute.main]),
      NavigationState(
        root: AuthRoute.login, presented: PresentedLayer(SettingsRoute.main, style: .sheet)),
      tabBar(),
    ]
    for inside in insides {
      assertInvalid(
        NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(.alert, state: inside)),
        "an alert is a leaf but has a path, a layer or tabs at root › presented")
      assertInvalid(
        NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(.confirmationDialog, state: inside)),
        "a confirmationDialog is a leaf but has a path, a layer or tabs at root › presented")
    }
  }

  func testValidate_aProblemDeepInTheTree_namesItsAddress() {
    assertInvalid(
      tabBar(
        settings: NavigationState(
          root: SettingsRoute.main,
          presented: PresentedLayer(
            .alert, state: NavigationState(root: AuthRoute.login, path: [SettingsRoute.main])))),
      "an alert is a leaf but has a path, a layer or tabs at root › tab(settings) › presented")
    assertInvalid(
      NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: emptyTabs)),
      "a tab bar has no tabs at root › presented")
  }

  // MARK: setState

  func testSetState_anInvalidTree_isRefusedAndChangesNothing() {
    let start = tabBar(
      home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
    assertRefused(
      .setState(tabsWithAPath), on: start,
      with: .invalidState("a stack with tabs has a path of its own at root"))
    assertRefused(
      .setState(emptyTabs), on: start, with: .invalidState("a tab bar has no tabs at root"))
  }

  func testSetState_aValidTree_replacesTheWholeTree() {
    let next = stacking(sheets: 2, over: NavigationState(root: AuthRoute.login))
    assertApplies(.setState(next), to: tabBar(selected: .settings), giving: next)
  }

  func testSetRoot_replacesTheWholeTreeWithOneStack() {
    assertApplies(
      .setRoot(AuthRoute.login),
      to: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .sheet)),
        selected: .settings,
        presented: PresentedLayer(SettingsRoute.privacy, style: .fullScreenCover)),
      giving: NavigationState(root: AuthRoute.login))
  }

  func testSetState_inAnAlertsStack_isRefusedAsInvalid() {
    assertRefused(
      .at(
        .presented, [.setState(NavigationState(root: AuthRoute.login, path: [SettingsRoute.main]))]),
      on: NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(AuthRoute.login, style: .alert)),
      with: .invalidState("an alert is a leaf but has a path, a layer or tabs at root › presented"))
  }

  private func assertInvalid(
    _ state: NavigationState, _ problem: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertThrowsError(try state.validate(), file: file, line: line) { error in
      XCTAssertEqual(
        error as? NavigationRefusal, .invalidState(problem), file: file, line: line)
    }
  }
}
