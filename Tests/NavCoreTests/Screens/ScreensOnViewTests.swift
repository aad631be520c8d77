import NavCore
import TestFixtures
import XCTest

/// The screens on view of literal trees: the top of each stack the user sees, and the layers
/// over it — a sheet or a cover hides what is below, an alert, a dialog or a popover does not.
final class ScreensOnViewTests: XCTestCase {
  private let home = StackAddress.tab(MainTab.home)

  /// A tab bar of home (the dashboard, with `home` pushed) and settings, `selected` selected.
  private func tabs(
    home: RoutePath = [], selected: MainTab = .home, presented: PresentedLayer? = nil
  ) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, path: home)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ],
        selected: selected),
      presented: presented)
  }

  func testFlatStack_showsItsTop() {
    for depth in 0..<4 {
      let state = NavigationState(
        root: DashboardRoute.home, path: RoutePath((0..<depth).map(DashboardRoute.details)))

      XCTAssertEqual(state.screensOnView, [ScreenID(stack: .root, depth: depth)])
    }
  }

  func testTabs_showTheSelectedTabsTop_notTheTabBarsRoute() {
    XCTAssertEqual(
      tabs(home: [DashboardRoute.details(id: 1)]).screensOnView,
      [ScreenID(stack: home, depth: 1)])
    XCTAssertEqual(
      tabs(selected: .settings).screensOnView,
      [ScreenID(stack: .tab(MainTab.settings), depth: 0)])
  }

  func testSheetOverATab_hidesTheTab() {
    var state = tabs(home: [DashboardRoute.details(id: 1)])
    state.presented = PresentedLayer(
      .sheet, state: NavigationState(root: SheetRoute.add, path: [SheetRoute.edit(id: 2)]))

    XCTAssertEqual(state.screensOnView, [ScreenID(stack: .presented, depth: 1)])
  }

  func testSheetPresentedFromInsideATab_hidesTheTab() throws {
    var state = tabs(home: [DashboardRoute.details(id: 1)])
    try state.apply(.present(SheetRoute.add, style: .sheet))

    XCTAssertEqual(state.screensOnView, [ScreenID(stack: home.presented, depth: 0)])
  }

  func testAlertOverASheet_showsOverTheSheet() {
    let sheet = NavigationState(
      root: SheetRoute.add, path: [SheetRoute.edit(id: 1)],
      presented: PresentedLayer(SheetRoute.confirmDelete(id: 1), style: .alert))
    let state = NavigationState(
      root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: sheet))

    XCTAssertEqual(
      state.screensOnView,
      [ScreenID(stack: .presented, depth: 1), ScreenID(stack: .presented.presented, depth: 0)])
  }

  func testFullScreenCover_hidesEverythingBelow() {
    let cover = PresentedLayer(
      .fullScreenCover, state: NavigationState(root: AuthRoute.login, path: [SettingsRoute.main]))
    let state = tabs(home: [DashboardRoute.details(id: 1)], presented: cover)

    XCTAssertEqual(state.screensOnView, [ScreenID(stack: .presented, depth: 1)])
  }

  func testPopoverAndDialog_showOverWhatIsBelow() {
    let dialog = PresentedLayer(SheetRoute.confirmDelete(id: 3), style: .confirmationDialog)
    let popover = PresentedLayer(
      .popover, state: NavigationState(root: SheetRoute.add, presented: dialog))
    let state = tabs(home: [DashboardRoute.details(id: 1)], presented: popover)

    XCTAssertEqual(
      state.screensOnView,
      [
        ScreenID(stack: home, depth: 1), ScreenID(stack: .presented, depth: 0),
        ScreenID(stack: .presented.presented, depth: 0),
      ])
  }

  func testRandomTrees_lastScreenOnView_isTheTopScreen() {
    for seed in 0..<300 {
      var trees = RandomTrees(seed: UInt64(seed))
      let state = trees.state()

      let screens = state.screensOnView

      XCTAssertEqual(screens.last, state.topScreen, "seed \(seed)")
      for screen in screens {
        XCTAssertNotNil(state.route(of: screen), "seed \(seed): \(screen)")
      }
    }
  }
}
