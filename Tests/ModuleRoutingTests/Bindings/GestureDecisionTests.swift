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

  /// R2: a guarded screen lower in the stack. The system's Back pops one screen, which nothing
  /// guards, but its long-press menu can pop past the guarded one: the system's Back is not
  /// offered (the router's own asks instead), and the menu's write — a pop of two as one
  /// binding write — is asked about as one request and leaves every screen where it was.
  func testAGuardedScreenLowerInTheStack_keepsTheSystemBack_andItsMenu_fromStarting() async {
    let state = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.privacy])
    let app = AppRouter(state: state)
    app.addLeaveGuard(for: DashboardRoute.self) { _ in .confirm("Leave the details?") }
    let tree = ShownTree(app)
    XCTAssertTrue(tree.allowsPop(count: 1, at: .root))
    XCTAssertFalse(tree.allowsPop(count: 2, at: .root))
    XCTAssertFalse(tree.allowsPop(count: 3, at: .root), "deeper than the stack")
    XCTAssertFalse(tree.allowsSystemBack(at: .root))
    XCTAssertEqual(app.state, state, "dry runs only")
    XCTAssertNil(app.pendingLeave)

    let binding = StackPathBinding(address: .root, root: AnyRoute(DashboardRoute.home), in: tree)
    let (write, result) = binding.write([], in: tree, hasScreen: { _ in true })
    XCTAssertEqual(write, .pop(keeping: 0))
    XCTAssertEqual(result, .held("Leave the details?"))
    XCTAssertEqual(app.state, state)
  }

  /// R1: a leave asked about from inside a sheet is presented by the sheet's stack, over its
  /// content, not by the root, which the sheet covers.
  func testALeaveAskedInsideASheet_isPresentedByTheSheet() async {
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    XCTAssertNil(ShownTree(app).heldLeavePresenter())
    XCTAssertEqual(ShownTree(app).goBack(at: .presented), .held("Discard the edit?"))
    XCTAssertEqual(ShownTree(app).heldLeavePresenter(), .presented)
    let root = LayerPresentation(app, over: .root, nextTurn: { _ in })
    let sheet = LayerPresentation(app, over: .presented, nextTurn: { _ in })
    XCTAssertNil(root.heldLeave(in: ShownTree(app)))
    XCTAssertEqual(sheet.heldLeave(in: ShownTree(app))?.message, "Discard the edit?")
  }

  /// R1: a leave asked about screens a sheet covers — code popping the root stack — is
  /// presented on top, by the sheet, where the user sees it.
  func testALeaveAskedUnderASheet_isPresentedOnTop() async {
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: DashboardRoute.self) { _ in .confirm("Leave the details?") }
    XCTAssertEqual(app.perform(.at(.root, [.pop(count: 1)])), .held("Leave the details?"))
    XCTAssertEqual(app.pendingLeave?.screens.map(\.stack), [.root])
    XCTAssertEqual(ShownTree(app).heldLeavePresenter(), .presented)
  }

  /// The question closed with no answer cancels the held leave a turn later, and only if it is
  /// still the question asked: a button that answered first is not undone.
  func testTheQuestionClosedWithNoAnswer_cancelsItATurnLater_unlessAButtonAnswered() async {
    let turns = Turns()
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("Discard the edit?") }
    let sheet = LayerPresentation(app, over: .presented, nextTurn: turns.schedule)
    ShownTree(app).goBack(at: .presented)
    let asked = sheet.heldLeave(in: ShownTree(app))
    sheet.userWrote(isPresented: false, question: asked)
    XCTAssertNotNil(app.pendingLeave, "not before the turn ends")
    turns.run()
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(app.state, editing)

    ShownTree(app).goBack(at: .presented)
    let again = sheet.heldLeave(in: ShownTree(app))
    sheet.userWrote(isPresented: false, question: again)
    XCTAssertEqual(app.confirmLeave(), .applied, "Leave, run after isPresented = false")
    turns.run()
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
        presented: PresentedLayer(SheetRoute.edit(id: 1), style: .sheet)))
  }
}
