import NavCore
import TestFixtures
import XCTest

final class ScreenChangesTests: XCTestCase {
  private let home = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)])

  func testPaths_matchUpToTheFirstScreenThatDiffers() {
    var next = home
    next.path = [DashboardRoute.details(id: 1), SettingsRoute.main, SettingsRoute.privacy]
    XCTAssertEqual(
      ScreenChanges(from: home, to: next),
      ScreenChanges(
        removed: [
          ScreenRange(stack: .root, fromDepth: 2, routes: [AnyRoute(DashboardRoute.details(id: 2))])
        ],
        entered: [
          ScreenRange(
            stack: .root, fromDepth: 2,
            routes: [AnyRoute(SettingsRoute.main), AnyRoute(SettingsRoute.privacy)])
        ]))
  }

  func testEqualRoutesPushedTwice_areTwoScreens() {
    var next = home
    next.path.append(DashboardRoute.details(id: 2))
    let changes = ScreenChanges(from: home, to: next)
    XCTAssertEqual(changes.removed, [])
    XCTAssertEqual(
      changes.entered,
      [ScreenRange(stack: .root, fromDepth: 3, routes: [AnyRoute(DashboardRoute.details(id: 2))])])
  }

  func testDismissedLayer_removesEveryStackInsideIt() throws {
    var sheet = NavigationState(root: SheetRoute.add, path: [SheetRoute.edit(id: 1)])
    sheet.presented = PresentedLayer(SheetRoute.confirmDelete(id: 1), style: .alert)
    var before = home
    before.presented = PresentedLayer(.sheet, state: sheet)
    let changes = ScreenChanges(from: before, to: home)
    XCTAssertEqual(
      changes.removed,
      [
        ScreenRange(
          stack: .presented, fromDepth: 0,
          routes: [AnyRoute(SheetRoute.add), AnyRoute(SheetRoute.edit(id: 1))]),
        ScreenRange(
          stack: StackAddress.presented.presented, fromDepth: 0,
          routes: [AnyRoute(SheetRoute.confirmDelete(id: 1))]),
      ])
    let closed = ScreenID(stack: StackAddress.presented.presented, depth: 0)
    XCTAssertTrue(changes.removed.contains { $0.contains(closed) })
    XCTAssertFalse(changes.removed.contains { $0.contains(ScreenID(stack: .root, depth: 2)) })
  }

  func testScreensShowingAType_comeWithTheirIDs() {
    var sheet = NavigationState(root: SheetRoute.add, path: [SheetRoute.edit(id: 1)])
    sheet.presented = PresentedLayer(SheetRoute.edit(id: 2), style: .alert)
    var before = home
    before.presented = PresentedLayer(.sheet, state: sheet)
    let changes = ScreenChanges(from: before, to: home)
    let removed = changes.removedScreens(showing: SheetRoute.self)
    XCTAssertEqual(
      removed.map(\.screen),
      [
        ScreenID(stack: .presented, depth: 0), ScreenID(stack: .presented, depth: 1),
        ScreenID(stack: StackAddress.presented.presented, depth: 0),
      ])
    XCTAssertEqual(removed.map(\.route), [.add, .edit(id: 1), .edit(id: 2)])
    XCTAssertTrue(changes.removedScreens(showing: DashboardRoute.self).isEmpty)

    XCTAssertEqual(
      ScreenChanges(from: home, to: NavigationState(root: DashboardRoute.home))
        .removedScreens(showing: DashboardRoute.self).map(\.screen),
      [ScreenID(stack: .root, depth: 1), ScreenID(stack: .root, depth: 2)])
  }

  func testLayerOfAnotherStyle_isAnotherLayer() {
    var sheet = home
    sheet.presented = PresentedLayer(SheetRoute.add, style: .sheet)
    var cover = home
    cover.presented = PresentedLayer(SheetRoute.add, style: .fullScreenCover)
    let changes = ScreenChanges(from: sheet, to: cover)
    XCTAssertEqual(changes.removed.map(\.stack), [.presented])
    XCTAssertEqual(changes.entered.map(\.stack), [.presented])
  }

  func testTabs_matchByIdentity() throws {
    var before = mainTabs()
    try before.apply(.inTab(TestFixtures.MainTab.settings, [.push(SettingsRoute.privacy)]))
    let after = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (TestFixtures.MainTab.settings, NavigationState(root: SettingsRoute.main)),
          (TestFixtures.MainTab.home, NavigationState(root: DashboardRoute.home)),
        ], selected: TestFixtures.MainTab.settings))
    XCTAssertEqual(
      ScreenChanges(from: before, to: after),
      ScreenChanges(
        removed: [
          ScreenRange(
            stack: .tab(TestFixtures.MainTab.settings), fromDepth: 1,
            routes: [AnyRoute(SettingsRoute.privacy)]),
          ScreenRange(
            stack: .tab(TestFixtures.MainTab.profile), fromDepth: 0,
            routes: [AnyRoute(AuthRoute.login)]),
        ]))
  }

  func testRootReplaced_replacesEveryScreen() {
    let changes = ScreenChanges(from: home, to: NavigationState(root: AuthRoute.login))
    XCTAssertEqual(
      changes.removed,
      [
        ScreenRange(
          stack: .root, fromDepth: 0,
          routes: [
            AnyRoute(DashboardRoute.home), AnyRoute(DashboardRoute.details(id: 1)),
            AnyRoute(DashboardRoute.details(id: 2)),
          ])
      ])
    XCTAssertEqual(
      changes.entered,
      [ScreenRange(stack: .root, fromDepth: 0, routes: [AnyRoute(AuthRoute.login)])])
  }

  func testRouteOfScreen_andTopScreen() throws {
    var state = mainTabs(selected: .settings)
    try state.apply([.push(SettingsRoute.privacy), .present(SheetRoute.add, style: .sheet)])
    XCTAssertEqual(
      state.topScreen,
      ScreenID(stack: StackAddress.tab(TestFixtures.MainTab.settings).presented, depth: 0))
    XCTAssertEqual(
      state.route(of: ScreenID(stack: .tab(TestFixtures.MainTab.settings), depth: 1)),
      AnyRoute(SettingsRoute.privacy))
    XCTAssertNil(state.route(of: ScreenID(stack: .tab(TestFixtures.MainTab.settings), depth: 2)))
    XCTAssertEqual(state.route(of: ScreenID(stack: .root, depth: 0)), AnyRoute(MainRoute.tabBar))
  }
}
