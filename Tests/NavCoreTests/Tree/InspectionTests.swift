import NavCore
import TestFixtures
import XCTest

final class InspectionTests: XCTestCase {
  private let alertOverSheet = NavigationState(
    root: SettingsRoute.main, path: [SettingsRoute.privacy],
    presented: PresentedLayer(AuthRoute.login, style: .alert))

  func testTop_ofAPlainStack_isTheLastPushedRouteOrTheRoot() {
    XCTAssertEqual(NavigationState(root: DashboardRoute.home).top, AnyRoute(DashboardRoute.home))
    for depth in 1..<20 {
      XCTAssertEqual(
        NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)).top,
        AnyRoute(DashboardRoute.details(id: depth - 1)))
    }
  }

  func testTop_withTabsAndLayers_isTheTopOfTheFocusedStack() {
    XCTAssertEqual(tabBar(selected: .settings).top, AnyRoute(SettingsRoute.main))
    XCTAssertEqual(
      tabBar(settings: NavigationState(root: SettingsRoute.main, path: [AuthRoute.login])).top,
      AnyRoute(DashboardRoute.home))
    XCTAssertEqual(
      tabBar(
        home: NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: alertOverSheet))
      ).top,
      AnyRoute(AuthRoute.login))
    XCTAssertEqual(
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
        presented: PresentedLayer(
          .sheet, state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
      ).top,
      AnyRoute(SettingsRoute.privacy))
  }

  func testFocusedAddress_followsLayersAndSelectedTabs() {
    XCTAssertEqual(NavigationState(root: DashboardRoute.home).focusedAddress, .root)
    XCTAssertEqual(tabBar(selected: .profile).focusedAddress, .tab(MainTab.profile))
    XCTAssertEqual(
      tabBar(
        home: NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: alertOverSheet))
      )
      .focusedAddress,
      StackAddress.tab(MainTab.home).presented.presented)
    XCTAssertEqual(
      tabBar(presented: PresentedLayer(AuthRoute.login, style: .sheet)).focusedAddress, .presented
    )
    XCTAssertEqual(
      NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(.sheet, state: tabBar(selected: .settings))
      )
      .focusedAddress,
      StackAddress.presented.tab(MainTab.settings))
  }

  func testFocusedStack_isTheStackAtTheFocusedAddress() {
    let tree = tabBar(
      settings: NavigationState(
        root: SettingsRoute.main, presented: PresentedLayer(.sheet, state: alertOverSheet)),
      selected: .settings)
    XCTAssertEqual(tree.focusedStack, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(
      tabBar(selected: .profile).focusedStack, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(
      NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]).focusedStack,
      NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]))
  }

  func testLayers_listTheFocusedBranchBottomToTop() {
    let sheet = PresentedLayer(.sheet, state: alertOverSheet)
    XCTAssertEqual(NavigationState(root: DashboardRoute.home).layers, [])
    XCTAssertNil(NavigationState(root: DashboardRoute.home).topLayer)
    XCTAssertEqual(
      NavigationState(root: DashboardRoute.home, presented: sheet).layers,
      [sheet, PresentedLayer(AuthRoute.login, style: .alert)])
    XCTAssertEqual(
      NavigationState(root: DashboardRoute.home, presented: sheet).topLayer,
      PresentedLayer(AuthRoute.login, style: .alert))
  }

  func testLayers_inTabs_skipTheLayersOfOtherTabs() {
    let sheet = PresentedLayer(.sheet, state: alertOverSheet)
    let cover = PresentedLayer(DashboardRoute.details(id: 1), style: .fullScreenCover)
    let tree = tabBar(
      home: NavigationState(root: DashboardRoute.home, presented: sheet),
      settings: NavigationState(root: SettingsRoute.main, presented: cover), selected: .settings)
    XCTAssertEqual(tree.layers, [cover])
    XCTAssertEqual(tree.topLayer, cover)
    XCTAssertEqual(tabBar(selected: .profile, presented: cover).layers, [cover])
  }

  func testLayers_manyOnTheFocusedBranch_areAllListed() {
    let base = NavigationState(root: DashboardRoute.home)
    for count in 0..<10 {
      let routes = stacking(sheets: count, over: base).layers.map(\.route)
      XCTAssertEqual(routes, (0..<count).map { AnyRoute(DashboardRoute.details(id: $0 + 1)) })
    }
  }

  func testPresentedRoute_readsTheTopLayersRouteAsItsType() {
    let tree = NavigationState(
      root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: alertOverSheet))
    XCTAssertEqual(tree.presentedRoute(as: AuthRoute.self), .login)
    XCTAssertNil(tree.presentedRoute(as: SettingsRoute.self))
    XCTAssertNil(NavigationState(root: DashboardRoute.home).presentedRoute(as: DashboardRoute.self))
  }
}
