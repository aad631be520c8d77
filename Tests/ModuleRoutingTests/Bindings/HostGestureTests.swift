import ModuleRouting
import TestFixtures
import XCTest

/// What a host whose toolkit moves first hears, scripted as UIKit calls its delegates: each
/// callback forwarded to one decision, and the answer — whether the host must show again what
/// it showed — checked with the router's state.
@MainActor
final class HostGestureTests: IssueRecordingTestCase {
  private let deep = NavigationState(
    root: DashboardRoute.home,
    path: [
      DashboardRoute.details(id: 0), DashboardRoute.details(id: 1), DashboardRoute.details(id: 2),
    ])

  /// The binding the host makes for the stack at the root from what it shows.
  private func stack(_ app: AppRouter) -> StackPathBinding {
    StackPathBinding(address: .root, root: AnyRoute(DashboardRoute.home), in: ShownTree(app))
  }

  /// Counts the requests the guards judge.
  private func countRequests(of app: AppRouter) -> () -> Int {
    @MainActor final class Count { var value = 0 }
    let count = Count()
    app.addGuard { (_: NavigationRequest) -> GuardDecision in
      count.value += 1
      return .allow
    }
    return { count.value }
  }

  // MARK: - UINavigationControllerDelegate: navigationController(_:didShow:animated:)

  func testACompletedInteractivePop_popsTheScreenUIKitRemoved() async {
    let app = AppRouter(state: deep)
    let binding = stack(app)
    XCTAssertFalse(binding.userWentBack(toDepth: 2, in: ShownTree(app)))
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 0), DashboardRoute.details(id: 1)]))
  }

  func testACancelledInteractivePop_changesNothing() async {
    let app = AppRouter(state: deep)
    let requests = countRequests(of: app)
    XCTAssertFalse(stack(app).userWentBack(toDepth: 3, in: ShownTree(app)))
    XCTAssertEqual(app.state, deep)
    XCTAssertEqual(requests(), 0, "nothing asked of the router")
  }

  func testALongPressPopOfThree_isOneRequest() async {
    let app = AppRouter(state: deep)
    let requests = countRequests(of: app)
    XCTAssertFalse(stack(app).userWentBack(toDepth: 0, in: ShownTree(app)))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(requests(), 1)
  }

  /// A pop a leave guard holds: UIKit already popped, so the host shows the screens again, and
  /// the question is asked.
  func testAPopALeaveGuardHolds_isShownAgain_andTheQuestionAsked() async {
    let app = AppRouter(state: deep)
    app.addLeaveGuard(for: DashboardRoute.self) { _ in .confirm("Leave the item?") }
    XCTAssertTrue(stack(app).userWentBack(toDepth: 2, in: ShownTree(app)))
    XCTAssertEqual(app.state, deep)
    XCTAssertEqual(app.pendingLeave?.message, "Leave the item?")
    XCTAssertEqual(ShownTree(app).heldLeavePresenter(), .root)
  }

  /// The user's back swipe lands while the router applies a change of its own: code pushed a
  /// screen the host has not shown yet. The pop is judged against what the host showed: stale,
  /// so the router keeps its push and the host shows what it showed again, then follows the
  /// router.
  func testAGestureThatLandsWhileTheRouterApplesItsOwnChange_keepsTheRoutersChange() async {
    let app = AppRouter(state: deep)
    let binding = stack(app)
    XCTAssertEqual(app.perform(.push(DashboardRoute.details(id: 3))), .applied)
    XCTAssertTrue(binding.userWentBack(toDepth: 2, in: ShownTree(app)))
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home,
        path: [
          DashboardRoute.details(id: 0), DashboardRoute.details(id: 1),
          DashboardRoute.details(id: 2),
          DashboardRoute.details(id: 3),
        ]))
  }

  // MARK: - The host's own back menu

  /// The back menu lists the screens the router would go back to, nearest first; a guarded
  /// screen and everything below it are left out. A pick is one request.
  func testTheBackMenu_offersOnlyTheScreensTheGuardsAllow() async {
    let state = NavigationState(
      root: DashboardRoute.home,
      path: [DashboardRoute.details(id: 0), SettingsRoute.main, SettingsRoute.privacy])
    let app = AppRouter(state: state)
    XCTAssertEqual(
      ShownTree(app).backMenu(at: .root),
      [
        ScreenID(stack: .root, depth: 2), ScreenID(stack: .root, depth: 1),
        ScreenID(stack: .root, depth: 0),
      ])
    app.addLeaveGuard(for: DashboardRoute.self) { _ in .confirm("Leave the items?") }
    XCTAssertEqual(
      ShownTree(app).backMenu(at: .root),
      [ScreenID(stack: .root, depth: 2), ScreenID(stack: .root, depth: 1)])
    XCTAssertEqual(ShownTree(app).goBack(to: ScreenID(stack: .root, depth: 1)), .applied)
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 0)]))
    XCTAssertNil(ShownTree(app).goBack(to: ScreenID(stack: .root, depth: 1)), "the top")
  }

  // MARK: - UIAdaptivePresentationControllerDelegate

  private let editing = NavigationState(
    root: DashboardRoute.home, presented: PresentedLayer(SheetRoute.edit(id: 1), style: .sheet))

  /// `presentationControllerShouldDismiss` answers yes; `presentationControllerDidDismiss`:
  /// the router dismisses that layer.
  func testASwipeDownAllowed_dismissesTheLayer() async {
    let app = AppRouter(state: editing)
    let tree = ShownTree(app)
    XCTAssertTrue(tree.allowsSwipingAway(layerOver: .root, presentation: RoutePresentation()))
    let shown = ShownLayer(PresentedLayer(SheetRoute.edit(id: 1), style: .sheet))
    XCTAssertFalse(tree.userSwipedAway(shown, over: .root))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  /// `presentationControllerShouldDismiss` answers no (a leave guard would ask);
  /// `presentationControllerDidAttemptToDismiss`: the dismissal is asked, held, and the
  /// question shown by the sheet.
  func testASwipeDownRefused_asksTheHeldLeavesQuestion() async {
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    let tree = ShownTree(app)
    XCTAssertFalse(tree.allowsSwipingAway(layerOver: .root, presentation: RoutePresentation()))
    XCTAssertEqual(tree.userTriedToSwipeAway(layerOver: .root), .held("Discard the edit?"))
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(tree.heldLeavePresenter(), .presented)
  }

  /// UIKit dismissed the sheet before the host could stop it: the router keeps it, so the host
  /// presents it again, and the question is asked.
  func testASwipeDownUIKitCompletedAnyway_isPresentedAgain() async {
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    let shown = ShownLayer(PresentedLayer(SheetRoute.edit(id: 1), style: .sheet))
    XCTAssertTrue(ShownTree(app).userSwipedAway(shown, over: .root))
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(app.pendingLeave?.message, "Discard the edit?")
  }

  /// The sheet swiped away was replaced by code meanwhile: the write names the sheet, so the
  /// layer that replaced it stays.
  func testASwipeDownOfASheetCodeReplaced_closesNothing() async {
    let app = AppRouter(state: editing)
    let cover = PresentedLayer(SheetRoute.add, style: .fullScreenCover)
    XCTAssertEqual(app.setPresented(cover, at: .root), .applied)
    let shown = ShownLayer(PresentedLayer(SheetRoute.edit(id: 1), style: .sheet))
    XCTAssertFalse(ShownTree(app).userSwipedAway(shown, over: .root))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, presented: cover))
  }

  // MARK: - UITabBarControllerDelegate: tabBarController(_:shouldSelect:)

  private func tabs(homePath: RoutePath = [], presented: PresentedLayer? = nil) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, path: homePath)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ], selected: MainTab.home),
      presented: presented)
  }

  private func shouldSelect(_ tab: MainTab, in app: AppRouter) -> Bool {
    let tree = ShownTree(app)
    return TabSelectionBinding(address: .root, in: tree).shouldSelect(AnyRoute(tab), in: tree)
  }

  func testATabTapped_isSelectedByTheRouter_andUIKitMaySelectIt() async {
    let app = AppRouter(state: tabs())
    XCTAssertTrue(shouldSelect(.settings, in: app))
    XCTAssertEqual(app.selectedTab(at: .root), AnyRoute(MainTab.settings))
  }

  /// The selected tab tapped again: the router pops it to its root; UIKit is told not to, so
  /// it does not pop on its own as well.
  func testTheSelectedTabTappedAgain_popsToItsRoot_throughTheRouterOnly() async {
    let app = AppRouter(state: tabs(homePath: [DashboardRoute.details(id: 0)]))
    XCTAssertFalse(shouldSelect(.home, in: app))
    XCTAssertEqual(app.state, tabs())
  }

  func testATabTappedUnderACoveringSheet_isRefused() async {
    let sheet = PresentedLayer(SheetRoute.add, style: .sheet)
    let app = AppRouter(state: tabs(presented: sheet))
    XCTAssertFalse(shouldSelect(.settings, in: app))
    XCTAssertEqual(app.state, tabs(presented: sheet))
  }
}
