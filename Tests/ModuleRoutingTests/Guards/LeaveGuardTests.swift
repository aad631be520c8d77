import ModuleRouting
import TestFixtures
import XCTest

/// Whether a guard allows requests, changed by a test between requests.
@MainActor
private final class Switch {
  var allows = true
}

/// How many times a leave guard was asked, and about which editors.
@MainActor
private final class AskLog {
  var asked: [[EditorRoute]] = []
}

/// A leave guard is asked whenever a request would remove a screen it watches, whatever the
/// request; it can hold the request until the user confirms or cancels.
@MainActor
final class LeaveGuardTests: IssueRecordingTestCase {
  private let editor = EditorRoute.edit(id: 1)

  /// A way to remove the editor: the state it starts from, the request, the state after.
  private struct Way {
    var name: String
    var start: NavigationState
    var request: @MainActor (AppRouter) -> NavigationResult?
    var after: NavigationState
  }

  private var pushed: NavigationState {
    NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), editor])
  }

  private var presented: NavigationState {
    NavigationState(root: DashboardRoute.home, presented: PresentedLayer(editor, style: .sheet))
  }

  private var inHomeTab: NavigationState {
    var state = mainTabs(selected: .home)
    try? state.apply(.push(editor))
    return state
  }

  private var ways: [Way] {
    let below = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
    let home = NavigationState(root: DashboardRoute.home)
    let login = NavigationState(root: AuthRoute.login)
    return [
      Way(name: "pop", start: pushed, request: { $0.pop() }, after: below),
      Way(name: "back", start: pushed, request: { $0.back() }, after: below),
      Way(name: "popToRoot", start: pushed, request: { $0.popToRoot() }, after: home),
      Way(
        name: "popTo", start: pushed, request: { $0.popTo(DashboardRoute.details(id: 1)) },
        after: below),
      Way(
        name: "replaceTop", start: pushed, request: { $0.replaceTop(with: SettingsRoute.main) },
        after: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.main])),
      Way(name: "dismiss", start: presented, request: { $0.dismiss() }, after: home),
      Way(name: "dismissAll", start: presented, request: { $0.dismissAll() }, after: home),
      Way(name: "back in a sheet", start: presented, request: { $0.back() }, after: home),
      Way(
        name: "setPath", start: pushed, request: { $0.setPath([], at: .root) }, after: home),
      Way(name: "setRoot", start: pushed, request: { $0.setRoot(AuthRoute.login) }, after: login),
      Way(name: "setState", start: presented, request: { $0.setState(login) }, after: login),
      Way(
        name: "path binding",
        start: pushed,
        request: { app in
          app.path = [DashboardRoute.details(id: 1)]
          return nil
        }, after: below),
      Way(
        name: "sheet swiped down", start: presented,
        request: { $0.setPresented(nil, at: .root) }, after: home),
      Way(
        name: "tab reselected", start: inHomeTab, request: { $0.selectTab(MainTab.home) },
        after: mainTabs(selected: .home)),
      Way(
        name: "batch", start: pushed,
        request: { $0.perform([.pop(count: 2), .push(SettingsRoute.main)]) },
        after: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])),
      Way(
        name: "module router", start: pushed,
        request: { DashboardRouter($0).popToRoot() }, after: home),
    ]
  }

  func testEveryWayOut_isHeld_withTheStateUnchanged() async {
    for way in ways {
      let app = AppRouter(state: way.start)
      app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
      let result = way.request(app)
      if let result { XCTAssertEqual(result, .held("Discard your changes?"), way.name) }
      XCTAssertEqual(app.state, way.start, way.name)
      XCTAssertEqual(app.pendingLeave?.message, "Discard your changes?", way.name)
      XCTAssertEqual(app.pendingLeave?.request.leaving(EditorRoute.self), [editor], way.name)
      XCTAssertEqual(app.pendingLeave?.request.after, way.after, way.name)
    }
    XCTAssertEqual(issues.recorded, [], "a held request is not a misuse")
  }

  func testEveryWayOut_confirmed_applies() async {
    for way in ways {
      let app = AppRouter(state: way.start)
      app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
      _ = way.request(app)
      XCTAssertEqual(app.confirmLeave(), .applied, way.name)
      XCTAssertEqual(app.state, way.after, way.name)
      XCTAssertNil(app.pendingLeave, way.name)
    }
    XCTAssertEqual(issues.recorded, [])
  }

  func testEveryWayOut_cancelled_keepsTheScreen() async {
    for way in ways {
      let app = AppRouter(state: way.start)
      app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard your changes?") }
      _ = way.request(app)
      app.cancelLeave()
      XCTAssertNil(app.pendingLeave, way.name)
      XCTAssertEqual(app.state, way.start, way.name)
      XCTAssertEqual(app.confirmLeave(), .refused(.nothingPending), way.name)
      XCTAssertEqual(app.state, way.start, way.name)
    }
    XCTAssertEqual(
      issues.recorded, Array(repeating: .refused(.nothingPending), count: ways.count))
  }

  func testLeaveGuard_isNotAsked_whenItsScreenStays() async {
    let app = AppRouter(state: pushed)
    let log = AskLog()
    app.addLeaveGuard(for: EditorRoute.self) { request in
      log.asked.append(request.leaving(EditorRoute.self))
      return .confirm("Discard?")
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.present(SheetRoute.add, style: .sheet), .applied)
    XCTAssertEqual(app.dismiss(), .applied)
    XCTAssertEqual(log.asked, [])
    XCTAssertEqual(app.pop(), .held("Discard?"))
    XCTAssertEqual(log.asked, [[editor]])
  }

  func testLeaveGuard_allow_letsTheScreenGo() async {
    let app = AppRouter(state: pushed)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .allow }
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)])
  }

  func testConfirmLeave_passesThatLeaveGuardOnly_anotherStillAsks() async {
    let app = AppRouter(state: pushed)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard the text?") }
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard the photos?") }
    XCTAssertEqual(app.pop(), .held("Discard the text?"))
    XCTAssertEqual(app.confirmLeave(), .held("Discard the photos?"))
    XCTAssertEqual(app.state, pushed)
    XCTAssertEqual(app.pendingLeave?.message, "Discard the photos?")
    XCTAssertEqual(app.confirmLeave(), .applied, "both guards confirmed: the pop applies")
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 1)])
    XCTAssertNil(app.pendingLeave)
  }

  func testConfirmLeave_passesThatLeaveGuardOnly_aGuardOfAnotherTypeStillAsks() async {
    let start = NavigationState(
      root: DashboardRoute.home, path: [ProfileRoute.main, editor])
    let app = AppRouter(state: start)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard the text?") }
    app.addLeaveGuard(for: ProfileRoute.self) { _ in .confirm("Leave your profile?") }
    XCTAssertEqual(app.popToRoot(), .held("Leave your profile?"))
    XCTAssertEqual(app.confirmLeave(), .held("Discard the text?"))
    XCTAssertEqual(app.state, start)
    XCTAssertEqual(app.confirmLeave(), .applied, "both guards confirmed: the pop applies")
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testConfirmLeave_isStillJudgedByRouteGuards() async {
    let app = AppRouter(state: pushed)
    let gate = Switch()
    app.addGuard { _ in gate.allows ? .allow : .deny("frozen") }
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    XCTAssertEqual(app.perform([.pop(count: 1), .push(SettingsRoute.main)]), .held("Discard?"))
    gate.allows = false
    XCTAssertEqual(app.confirmLeave(), .refused(.denied("frozen")))
    XCTAssertEqual(app.state, pushed)
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(issues.recorded, [.refused(.denied("frozen"))])
  }

  func testCancelLeave_dropsTheRequest() async {
    let app = AppRouter(state: pushed)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    app.pop()
    XCTAssertEqual(app.cancelLeave()?.commands, [.pop(count: 1)])
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(app.state, pushed)
    XCTAssertNil(app.cancelLeave(), "nothing is held any more")
    XCTAssertEqual(app.pop(), .held("Discard?"), "the guard asks again next time")
  }

  func testFlowFinish_isHeld_andConfirmedFinishesTheFlow() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = OutcomeLog()
    let flow = app.startScripted("editor", [.push(editor)], log: log)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    let shown = NavigationState(root: DashboardRoute.home, path: [editor])
    XCTAssertEqual(flow.handle?.finish(with: "saved"), .held("Discard?"))
    XCTAssertEqual(app.state, shown)
    XCTAssertEqual(flow.handle?.isRunning, true)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(app.pendingLeave?.request.source, .flow)

    XCTAssertEqual(app.confirmLeave(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(flow.handle?.isRunning, false)
    XCTAssertEqual(log.entries, ["editor: finished(saved)"])
  }

  func testFlowFinish_heldThenCancelled_keepsTheFlowRunning() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = OutcomeLog()
    let flow = app.startScripted("editor", [.present(editor, style: .sheet)], log: log)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    XCTAssertEqual(flow.handle?.finish(with: "saved"), .held("Discard?"))
    app.cancelLeave()
    XCTAssertEqual(flow.handle?.isRunning, true)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, presented: PresentedLayer(editor, style: .sheet)))
  }

  func testFlowCancellation_isHeld_andConfirmedCancelsTheFlow() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = OutcomeLog()
    let flow = app.startScripted("editor", [.push(editor)], log: log)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    XCTAssertEqual(app.setRoot(AuthRoute.login), .held("Discard?"))
    XCTAssertEqual(flow.handle?.isRunning, true)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [editor]))
    XCTAssertEqual(app.confirmLeave(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(log.entries, ["editor: cancelled"])
  }
}
