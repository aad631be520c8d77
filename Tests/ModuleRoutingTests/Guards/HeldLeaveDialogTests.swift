import ModuleRouting
import TestFixtures
import XCTest

/// What closing the held leave's question without an answer does, in the order SwiftUI may
/// write it: after a button answered, nothing; after another question came, nothing to it;
/// else the leave is cancelled.
@MainActor
final class HeldLeaveDialogTests: IssueRecordingTestCase {
  private let editing = NavigationState(
    root: DashboardRoute.home,
    presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.edit(id: 1))))

  private func editor() -> AppRouter {
    let app = AppRouter(state: editing)
    app.addLeaveGuard(for: SheetRoute.self) { request in
      .confirm(request.commands == [.dismiss] ? "Discard the edit?" : "Leave the edit?")
    }
    return app
  }

  func testClosedAfterAButtonConfirmed_doesNothing() async throws {
    let app = editor()
    XCTAssertEqual(app.dismiss(), .held("Discard the edit?"))
    let asked = try XCTUnwrap(app.pendingLeave)
    XCTAssertEqual(app.confirmLeave(), .applied)
    XCTAssertFalse(app.cancelLeave(ifStill: asked))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testClosedWithNoAnswer_cancelsTheLeave() async throws {
    let app = editor()
    app.dismiss()
    let asked = try XCTUnwrap(app.pendingLeave)
    XCTAssertTrue(app.cancelLeave(ifStill: asked))
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(app.state, editing)
  }

  func testClosedAfterAnotherQuestionCame_leavesThatQuestion() async throws {
    let app = editor()
    app.dismiss()
    let asked = try XCTUnwrap(app.pendingLeave)
    app.cancelLeave()
    XCTAssertEqual(app.dismissAll(), .held("Leave the edit?"))
    XCTAssertFalse(app.cancelLeave(ifStill: asked))
    XCTAssertEqual(app.pendingLeave?.message, "Leave the edit?")
  }
}
