import ModuleRouting
import TestFixtures
import XCTest

/// A layer leaving shows its own content: its screens read the state it had while it animates
/// out — never an empty stack, never the layer that replaced it — and their writes reach
/// nothing.
@MainActor
final class LayerContentTests: IssueRecordingTestCase {
  private let turns = Turns()
  private let pushedInSheet = NavigationState(
    root: DashboardRoute.home,
    presented: PresentedLayer(
      .sheet, state: NavigationState(root: SheetRoute.edit(id: 1), path: [SheetRoute.add])))

  /// The tree as the sheet's screens show it, built as the presenter builds it.
  private func sheetTree(_ app: AppRouter) throws -> (ShownTree, LayerPresentation) {
    let presentation = LayerPresentation(app, over: .root, nextTurn: turns.schedule)
    let sheet = try XCTUnwrap(presentation.shown(.sheet, in: ShownTree(app)))
    let content = presentation.content(for: sheet, inside: nil)
    return (ShownTree(app, inside: content), presentation)
  }

  func testASheetDismissedFromCode_showsWhatItHadWhileItLeaves() async throws {
    let app = AppRouter(state: pushedInSheet)
    let (tree, presentation) = try sheetTree(app)
    XCTAssertEqual(tree.root(at: .presented), AnyRoute(SheetRoute.edit(id: 1)))
    XCTAssertEqual(tree.path(at: .presented), [SheetRoute.add])
    XCTAssertTrue(tree.isLive)

    app.dismiss()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertFalse(tree.isLive)
    XCTAssertEqual(tree.root(at: .presented), AnyRoute(SheetRoute.edit(id: 1)))
    XCTAssertEqual(tree.path(at: .presented), [SheetRoute.add])
    XCTAssertNil(presentation.shown(.sheet, in: ShownTree(app)))
    let leaving = try XCTUnwrap(presentation.leaving)
    XCTAssertTrue(
      presentation.content(for: leaving, inside: nil) === tree.layer, "the same content")
  }

  func testTheFrozenCopy_isTheLastStateTheSheetsScreensRead() async throws {
    let app = AppRouter(state: pushedInSheet)
    let (tree, _) = try sheetTree(app)
    _ = tree.path(at: .presented)
    XCTAssertEqual(app.perform(.push(SheetRoute.confirmDelete(id: 1))), .applied)
    XCTAssertEqual(tree.path(at: .presented), [SheetRoute.add, SheetRoute.confirmDelete(id: 1)])
    app.dismiss()
    XCTAssertEqual(tree.path(at: .presented), [SheetRoute.add, SheetRoute.confirmDelete(id: 1)])
  }

  /// A sheet replaced by another sheet: the leaving one shows its own stack, not the new one's.
  func testASheetReplacedByAnother_showsItsOwnStack_notTheNewOnes() async throws {
    let app = AppRouter(state: pushedInSheet)
    let (tree, _) = try sheetTree(app)
    _ = tree.path(at: .presented)
    XCTAssertEqual(
      app.setPresented(PresentedLayer(SheetRoute.edit(id: 2), style: .sheet), at: .root),
      .applied)
    XCTAssertEqual(app.root(at: .presented), AnyRoute(SheetRoute.edit(id: 2)))
    XCTAssertEqual(tree.root(at: .presented), AnyRoute(SheetRoute.edit(id: 1)))
    XCTAssertEqual(tree.path(at: .presented), [SheetRoute.add])
  }

  /// A dismiss from code while a push was going: the leaving `NavigationStack` writes its path
  /// away as it goes; the write reaches nothing, not even the sheet now presented there.
  func testAWriteFromALeavingSheet_reachesNothing_evenWithAnotherSheetThere() async throws {
    let app = AppRouter(state: pushedInSheet)
    let (tree, _) = try sheetTree(app)
    let path = StackPathBinding(
      address: .presented, root: AnyRoute(SheetRoute.edit(id: 1)), in: tree)
    app.dismiss()
    app.present(SheetRoute.edit(id: 2), style: .sheet)
    XCTAssertEqual(app.perform(.push(SheetRoute.add)), .applied)
    let before = app.state
    let (write, result) = path.write([], in: tree, hasScreen: { _ in true })
    XCTAssertEqual(write, .stale)
    XCTAssertNil(result)
    XCTAssertNil(
      TabSelectionBinding(address: .presented, in: tree).write(AnyRoute(MainTab.home), in: tree))
    XCTAssertEqual(app.state, before)
  }

  /// A sheet over a sheet: when the outer one leaves, the inner one leaves with it and shows
  /// its own state too.
  func testALayerInsideALeavingLayer_isFrozenWithIt() async throws {
    let inner = PresentedLayer(SheetRoute.confirmDelete(id: 1), style: .sheet)
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(
          .sheet, state: NavigationState(root: SheetRoute.edit(id: 1), presented: inner))))
    let (outerTree, _) = try sheetTree(app)
    let innerPresentation = LayerPresentation(app, over: .presented, nextTurn: turns.schedule)
    let shownInner = try XCTUnwrap(innerPresentation.shown(.sheet, in: outerTree))
    let innerTree = ShownTree(
      app, inside: innerPresentation.content(for: shownInner, inside: outerTree.layer))
    XCTAssertEqual(
      innerTree.root(at: StackAddress.presented.presented),
      AnyRoute(SheetRoute.confirmDelete(id: 1)))

    app.dismissAll()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertFalse(innerTree.isLive)
    XCTAssertEqual(
      innerTree.root(at: StackAddress.presented.presented),
      AnyRoute(SheetRoute.confirmDelete(id: 1)))
    XCTAssertEqual(innerTree.presented(at: .presented), inner)
  }

  /// The same route presented again after its sheet left is a new presentation, with content
  /// of its own that reads the router.
  func testTheSameRoutePresentedAgain_getsNewContent() async throws {
    let app = AppRouter(state: pushedInSheet)
    let (tree, presentation) = try sheetTree(app)
    app.dismiss()
    XCTAssertFalse(tree.isLive)
    _ = presentation.shown(.sheet, in: ShownTree(app))
    presentation.didDismiss()
    app.present(SheetRoute.edit(id: 1), style: .sheet)
    let again = try XCTUnwrap(presentation.shown(.sheet, in: ShownTree(app)))
    let content = presentation.content(for: again, inside: nil)
    XCTAssertFalse(content === tree.layer)
    XCTAssertEqual(ShownTree(app, inside: content).path(at: .presented), [])
  }
}
