import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// Which editors have unsaved changes, changed by a test between requests.
@MainActor
private final class Drafts {
  var unsaved: Set<Int> = []
}

/// A held request belongs to the screens its leave guard asked about: confirming it applies it
/// only while it removes those screens and no others, and a held request replaced by another
/// is reported.
@MainActor
final class HeldLeaveTests: IssueRecordingTestCase {
  private let drafts = Drafts()

  private func editing(_ ids: Int...) -> AppRouter {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home, path: RoutePath(ids.map { EditorRoute.edit(id: $0) })))
    app.addLeaveGuard(for: EditorRoute.self) { [drafts] request in
      let leaving = request.leaving(EditorRoute.self).compactMap { editor -> Int? in
        guard case .edit(let id) = editor, drafts.unsaved.contains(id) else { return nil }
        return id
      }
      return leaving.isEmpty
        ? .allow : .confirm("Discard \(leaving.map(String.init).joined(separator: ", "))?")
    }
    return app
  }

  func testN3_heldBackAfterAPush_isDroppedAsOutdated_andTheEditorStays() async {
    drafts.unsaved = [1]
    let app = editing(1)
    XCTAssertEqual(app.back(), .held("Discard 1?"))
    XCTAssertEqual(app.navigate(to: SettingsRoute.main, policy: .push), .applied)

    XCTAssertEqual(
      app.confirmLeave(), .refused(.heldRequestOutdated([.back])),
      "the back would pop the new screen, not the editor the user agreed to discard")
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [EditorRoute.edit(id: 1), SettingsRoute.main]))
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(issues.recorded, [.refused(.heldRequestOutdated([.back]))])
  }

  func testN3_heldBackAfterAnotherEditorWasPushed_isDroppedAsOutdated() async {
    drafts.unsaved = [1, 2]
    let app = editing(1)
    XCTAssertEqual(app.back(), .held("Discard 1?"))
    XCTAssertEqual(app.navigate(to: EditorRoute.edit(id: 2)), .applied)

    XCTAssertEqual(app.confirmLeave(), .refused(.heldRequestOutdated([.back])))
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [EditorRoute.edit(id: 1), EditorRoute.edit(id: 2)]))
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(issues.recorded, [.refused(.heldRequestOutdated([.back]))])
  }

  func testConfirm_whenTheHeldRequestNowRemovesMoreScreens_asksAgainAboutThem() async {
    drafts.unsaved = [1, 2]
    let app = editing(1)
    XCTAssertEqual(app.popToRoot(), .held("Discard 1?"))
    XCTAssertEqual(app.navigate(to: EditorRoute.edit(id: 2)), .applied)

    XCTAssertEqual(app.confirmLeave(), .held("Discard 1, 2?"), "2 was never asked about")
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [EditorRoute.edit(id: 1), EditorRoute.edit(id: 2)]))
    XCTAssertEqual(app.pendingLeave?.message, "Discard 1, 2?")
    XCTAssertEqual(issues.recorded, [.refused(.heldRequestReplaced([.popToRoot]))])
  }

  func testConfirm_afterTheScreenAskedAboutWentAnotherWay_dropsTheHeldRequest() async {
    drafts.unsaved = [1]
    let app = editing(1)
    XCTAssertEqual(app.pop(), .held("Discard 1?"))
    drafts.unsaved = []
    XCTAssertEqual(app.pop(), .applied, "saved meanwhile: it goes without a question")
    XCTAssertEqual(
      app.navigate(to: EditorRoute.edit(id: 1)), .applied, "an equal route, a new screen")

    XCTAssertEqual(app.confirmLeave(), .refused(.heldRequestOutdated([.pop(count: 1)])))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)]))
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(issues.recorded, [.refused(.heldRequestOutdated([.pop(count: 1)]))])
  }

  func testConfirm_whileTheSameScreensGo_appliesTheHeldRequest() async {
    drafts.unsaved = [1]
    let app = editing(1)
    XCTAssertEqual(app.pop(), .held("Discard 1?"))
    XCTAssertEqual(app.navigate(to: SettingsRoute.main, policy: .push), .applied)
    XCTAssertEqual(app.pop(), .applied, "something above came and went")
    XCTAssertEqual(app.confirmLeave(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(issues.recorded, [])
  }

  func testASecondHeldRequest_replacesTheFirst_andIsReported() async {
    drafts.unsaved = [1]
    let app = editing(1)
    XCTAssertEqual(app.pop(), .held("Discard 1?"))
    XCTAssertEqual(app.setRoot(AuthRoute.login), .held("Discard 1?"))
    XCTAssertEqual(app.pendingLeave?.request.commands, [.setRoot(AnyRoute(AuthRoute.login))])
    XCTAssertEqual(issues.recorded, [.refused(.heldRequestReplaced([.pop(count: 1)]))])
  }

  func testAHeldFlowFinish_replaced_isReported_andTheFlowRunsOn() async {
    drafts.unsaved = [1]
    let app = editing()
    let log = OutcomeLog()
    let flow = app.startScripted("editor", [.push(EditorRoute.edit(id: 1))], log: log)
    XCTAssertEqual(flow.handle?.finish(with: "saved"), .held("Discard 1?"))
    XCTAssertEqual(app.back(), .held("Discard 1?"))
    XCTAssertEqual(
      issues.recorded, [.refused(.heldRequestReplaced([.at(.root, [.pop(count: 1)])]))])
    XCTAssertEqual(flow.handle?.isRunning, true)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(app.confirmLeave(), .applied, "the back held now is the one confirmed")
    XCTAssertEqual(log.entries, ["editor: cancelled"])
  }
}
