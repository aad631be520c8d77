import ModuleRouting
import TestFixtures
import XCTest

/// Which layer the UI presents over a stack, scripted as SwiftUI writes and calls back: a
/// sheet swiped down, a tap outside a dialog, an alert's button and `isPresented = false` in
/// either order, a layer of another kind replacing the one on screen in one update, and an
/// alert replaced in place.
@MainActor
final class LayerPresentationTests: IssueRecordingTestCase {
  private let turns = Turns()
  /// What waits for a delay — the fallback for a content that never says it disappeared.
  private let delays = Delays()
  private let editSheet = PresentedLayer(SheetRoute.edit(id: 1), style: .sheet)
  private let deleteAlert = PresentedLayer(SheetRoute.confirmDelete(id: 1), style: .alert)

  private func presentation(_ app: AppRouter) -> LayerPresentation {
    LayerPresentation(app, over: .root, nextTurn: turns.schedule, after: delays.schedule)
  }

  /// What SwiftUI is given for each kind, `nil` left out.
  private func shown(_ presentation: LayerPresentation) -> [ShownLayer.Kind: AnyRoute] {
    let kinds: [ShownLayer.Kind] = [.sheet, .cover, .popover, .alert, .dialog]
    var shown: [ShownLayer.Kind: AnyRoute] = [:]
    for kind in kinds {
      shown[kind] = presentation.shown(kind, in: ShownTree(presentation.app))?.layer.route
    }
    return shown
  }

  func testASheetSwipedDown_isClosedThroughTheRouter() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: editSheet))
    let sheet = presentation(app)
    XCTAssertEqual(shown(sheet), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
    sheet.userDismissed(ShownLayer(editSheet))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    sheet.didDismiss()
    XCTAssertEqual(shown(sheet), [:])
  }

  func testASwipeDownTheRouterRefuses_showsTheSheetAgainOnceItIsDown() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: editSheet))
    app.addLeaveGuard(for: SheetRoute.self) { _ in .confirm("unsaved") }
    let sheet = presentation(app)
    _ = shown(sheet)
    sheet.userWrote(isPresented: false, shown: ShownLayer(editSheet))
    XCTAssertEqual(app.state.presented, editSheet)
    XCTAssertEqual(shown(sheet), [:], "SwiftUI is still taking it down")
    sheet.didDismiss()
    XCTAssertEqual(shown(sheet), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
  }

  /// A tap outside a dialog: it is shown no more at once — no flash of it coming back — and the
  /// router closes it on the next turn.
  func testATapOutsideADialog_hidesItAtOnce_andTheRouterClosesItNextTurn() async {
    let dialog = PresentedLayer(SheetRoute.confirmDelete(id: 1), style: .confirmationDialog)
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: dialog))
    let layer = presentation(app)
    XCTAssertEqual(shown(layer), [.dialog: AnyRoute(SheetRoute.confirmDelete(id: 1))])
    layer.userWrote(isPresented: false, shown: ShownLayer(dialog))
    XCTAssertEqual(shown(layer), [:], "not shown again while the router still has it")
    XCTAssertEqual(app.state.presented, dialog)
    turns.run()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(shown(layer), [:])
  }

  /// An alert's button runs, then SwiftUI sets `isPresented` to `false`: the button's action
  /// runs once, and nothing else is closed.
  func testAnAlertButton_thenIsPresentedFalse_runsTheButtonOnce() async throws {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)], presented: deleteAlert))
    let layer = presentation(app)
    _ = shown(layer)
    let delete = DialogButton("Delete", role: .destructive, action: .commands([.pop(count: 1)]))
    XCTAssertEqual(app.choose(delete), .applied)
    layer.userWrote(isPresented: false, shown: ShownLayer(deleteAlert))
    turns.run()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  /// The same, SwiftUI setting `isPresented` to `false` before the button's action runs.
  func testIsPresentedFalse_thenAnAlertButton_runsTheButtonOnce() async throws {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)], presented: deleteAlert))
    let layer = presentation(app)
    _ = shown(layer)
    layer.userWrote(isPresented: false, shown: ShownLayer(deleteAlert))
    let delete = DialogButton("Delete", role: .destructive, action: .commands([.pop(count: 1)]))
    XCTAssertEqual(app.choose(delete), .applied, "the alert is still the router's top layer")
    turns.run()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(issues.recorded, [])
  }

  /// A button whose action presents a sheet, then `isPresented = false`: the sheet stays.
  func testAButtonThatPresentsASheet_keepsIt_whenIsPresentedFalseComesAfter() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: deleteAlert))
    let layer = presentation(app)
    _ = shown(layer)
    let edit = DialogButton(
      "Edit", action: .commands([.present(SheetRoute.edit(id: 1), style: .sheet)]))
    XCTAssertEqual(app.choose(edit), .applied)
    layer.userWrote(isPresented: false, shown: ShownLayer(deleteAlert))
    turns.run()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, presented: editSheet))
    layer.contentDisappeared(ShownLayer(deleteAlert))
    XCTAssertEqual(shown(layer), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
  }

  /// A sheet replaced by a cover in one update: the cover waits for the sheet's `onDismiss`,
  /// so it is not dropped.
  func testASheetReplacedByACoverInOneUpdate_presentsTheCoverOnceTheSheetIsDown() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: editSheet))
    let layer = presentation(app)
    XCTAssertEqual(shown(layer), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
    XCTAssertEqual(
      app.setPresented(PresentedLayer(SheetRoute.add, style: .fullScreenCover), at: .root),
      .applied)
    XCTAssertEqual(shown(layer), [:], "the sheet goes first")
    XCTAssertEqual(shown(layer), [:], "asked again, the same answer")
    layer.didDismiss()
    XCTAssertEqual(shown(layer), [.cover: AnyRoute(SheetRoute.add)])
  }

  /// An alert replaced in place by another: the first goes, and the second is presented anew
  /// once the first one's buttons disappeared (the signal modelled: `onDisappear` of the
  /// alert's actions), with its own buttons — never the first one kept with new text.
  func testAnAlertReplacedInPlace_isPresentedAnew_onceItsButtonsDisappeared() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: deleteAlert))
    let layer = presentation(app)
    XCTAssertEqual(shown(layer), [.alert: AnyRoute(SheetRoute.confirmDelete(id: 1))])
    XCTAssertEqual(
      app.setPresented(PresentedLayer(SheetRoute.confirmDelete(id: 2), style: .alert), at: .root),
      .applied)
    XCTAssertEqual(shown(layer), [:])
    turns.run()
    XCTAssertEqual(shown(layer), [:], "a turn is not enough: the alert is still animating out")
    layer.contentDisappeared(ShownLayer(PresentedLayer(SheetRoute.add, style: .alert)))
    XCTAssertEqual(shown(layer), [:], "the disappearance of another layer ends nothing")
    layer.contentDisappeared(ShownLayer(deleteAlert))
    XCTAssertEqual(shown(layer), [.alert: AnyRoute(SheetRoute.confirmDelete(id: 2))])
    delays.run()
    XCTAssertEqual(
      shown(layer), [.alert: AnyRoute(SheetRoute.confirmDelete(id: 2))],
      "the fallback of a wait that ended does nothing")
  }

  /// R3: after an alert, the next presentation waits for the alert's content to disappear, or
  /// at the latest for the bounded fallback, when no disappearance is reported.
  func testAnAlertReplacedByASheet_presentsTheSheet_afterTheFallbackWhenNoDisappearanceCame()
    async
  {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: deleteAlert))
    let layer = presentation(app)
    _ = shown(layer)
    XCTAssertEqual(app.setPresented(editSheet, at: .root), .applied)
    XCTAssertEqual(shown(layer), [:])
    turns.run()
    XCTAssertEqual(shown(layer), [:])
    XCTAssertEqual(delays.waiting, [LayerPresentation.disappearanceFallback])
    XCTAssertEqual(LayerPresentation.disappearanceFallback, .milliseconds(500))
    delays.run()
    XCTAssertEqual(shown(layer), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
  }

  /// R3, the user's way: an alert's button presents a sheet; the sheet waits until the alert's
  /// buttons disappeared, so it is not presented while the alert animates out.
  func testASheetAButtonPresents_waitsForTheAlertsButtonsToDisappear() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: deleteAlert))
    let layer = presentation(app)
    _ = shown(layer)
    let edit = DialogButton(
      "Edit", action: .commands([.present(SheetRoute.edit(id: 1), style: .sheet)]))
    XCTAssertEqual(app.choose(edit), .applied)
    layer.userWrote(isPresented: false, shown: ShownLayer(deleteAlert))
    turns.run()
    XCTAssertEqual(shown(layer), [:], "the alert is still going")
    layer.contentDisappeared(ShownLayer(deleteAlert))
    XCTAssertEqual(shown(layer), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
  }

  /// A write for a layer no longer on screen — SwiftUI closing the sheet it showed after the
  /// router replaced it — closes nothing.
  func testADismissalOfALayerNoLongerOnScreen_closesNothing() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: editSheet))
    let layer = presentation(app)
    _ = shown(layer)
    XCTAssertEqual(
      app.setPresented(PresentedLayer(SheetRoute.add, style: .fullScreenCover), at: .root),
      .applied)
    _ = shown(layer)
    layer.userWrote(isPresented: false, shown: ShownLayer(editSheet))
    XCTAssertEqual(app.state.presented, PresentedLayer(SheetRoute.add, style: .fullScreenCover))
  }

  /// A push inside a sheet keeps the same sheet on screen: nothing leaves.
  func testAPushInsideASheet_keepsTheSheet() async {
    let app = AppRouter(state: NavigationState(root: DashboardRoute.home, presented: editSheet))
    let layer = presentation(app)
    _ = shown(layer)
    XCTAssertEqual(app.perform(.push(SheetRoute.add)), .applied)
    XCTAssertEqual(shown(layer), [.sheet: AnyRoute(SheetRoute.edit(id: 1))])
    XCTAssertNil(layer.leaving)
  }
}
