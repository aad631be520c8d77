import ModuleRouting
import TestFixtures
import XCTest

/// Which gestures the layer lets start: a layer's swipe down and a stack's system Back, each
/// allowed only when the router would apply the request it makes; otherwise the router's own
/// Back button asks, and a leave guard holds the pop and asks its question.
@MainActor
final class GestureDecisionTests: IssueRecordingTestCase {
  private let editing = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
    presented: PresentedLayer(
      .sheet, state: NavigationState(root: SheetRoute.edit(id: 1), path: [SheetRoute.add])))

  func testASheetMayBeSwipedAway_whenNothingObjects() async {
    let app = AppRouter(state: editing)
    XCTAssertTrue(
      ShownTree(app).allowsSwipingAway(layerOver: .root, presentation: RoutePresentation()))
  }

  func testASheetMayNotBeSwipedAway_whenALeaveGuardWouldAsk_orItsRouteTypeSaysSo() async {
    let app = AppRouter(state: editing)
    XCTAssertFalse(
      ShownTree(app).allowsSwipingAway(
        layerOver: .root, presentation: RoutePresentation(interactiveDismissal: false)),
      "declared so in the catalog")
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    XCTAssertFalse(
      ShownTree(app).allowsSwipingAway(layerOver: .root, presentation: RoutePresentation()))
    XCTAssertNil(app.pendingLeave, "asked as a dry run: nothing held")
    XCTAssertEqual(app.state, editing)
  }

  /// The answer is asked again when a screen is pushed in the sheet: a view that asked is told.
  func testTheSwipeAnswer_isAskedAgain_whenTheSheetsStackChanges() async {
    let app = AppRouter(state: editing)
    let asked = ChangeCounter {
      _ = ShownTree(app).allowsSwipingAway(layerOver: .root, presentation: RoutePresentation())
    }
    XCTAssertEqual(app.perform(.push(SheetRoute.confirmDelete(id: 1))), .applied)
    XCTAssertEqual(asked.count, 1)
  }

  func testTheSystemBack_isAllowed_onlyWhenThePopWouldApply() async {
    let app = AppRouter(state: editing)
    XCTAssertTrue(ShownTree(app).allowsSystemBack(at: .presented))
    XCTAssertTrue(ShownTree(app).allowsSystemBack(at: .root))
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    XCTAssertFalse(ShownTree(app).allowsSystemBack(at: .presented))
    let root = NavigationState(root: DashboardRoute.home)
    XCTAssertFalse(ShownTree(AppRouter(state: root)).allowsSystemBack(at: .root), "nothing to pop")
  }

  /// The router's own Back button asks the router: the leave guard holds the pop and asks.
  func testTheRoutersBackButton_popsThroughTheRouter_andALeaveGuardAsks() async {
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    XCTAssertEqual(ShownTree(app).goBack(at: .presented), .held("Discard the edit?"))
    XCTAssertEqual(app.pendingLeave?.message, "Discard the edit?")
    XCTAssertEqual(app.confirmLeave(), .applied)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
        presented: PresentedLayer(SheetRoute.edit(id: 1), style: .sheet)))
  }

  /// Inside a sheet that is leaving, no gesture starts and the Back button reaches nothing.
  func testInsideALeavingSheet_noGestureStarts_andBackReachesNothing() async throws {
    let app = AppRouter(state: editing)
    let presentation = LayerPresentation(app, over: .root, nextTurn: { _ in })
    let sheet = try XCTUnwrap(presentation.shown(.sheet, in: ShownTree(app)))
    let tree = ShownTree(app, inside: presentation.content(for: sheet, inside: nil))
    XCTAssertTrue(tree.allowsSystemBack(at: .presented))
    XCTAssertEqual(app.dismiss(), .applied)
    XCTAssertFalse(tree.allowsSystemBack(at: .presented))
    XCTAssertFalse(tree.allowsSwipingAway(layerOver: .root, presentation: RoutePresentation()))
    XCTAssertNil(tree.goBack(at: .presented))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
  }
}
