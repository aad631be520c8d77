import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// A call awaiting a screen's value or a flow's end resumes `.cancelled` when its task is
/// cancelled: the flow ends, and its screens stay where they are.
@MainActor
final class AwaitCancellationTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home)

  func testPushExpecting_resumesCancelled_whenItsTaskIsCancelled() async {
    let app = AppRouter(state: home)
    let task = await started(app) {
      await app.push(SettingsRoute.main, expecting: String.self)
    }
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertEqual(app.complete(with: "late"), .refused(.nothingAwaits(String.self)))
  }

  func testPresentExpecting_resumesCancelled_whenItsTaskIsCancelled() async {
    let app = AppRouter(state: home)
    let task = await started(app) {
      await app.present(SheetRoute.add, style: .sheet, expecting: Int.self)
    }
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state.presented, PresentedLayer(SheetRoute.add, style: .sheet))
  }

  func testRun_resumesCancelled_whenItsTaskIsCancelled_andReleasesTheFlow() async {
    let app = AppRouter(state: home)
    let flow = ScriptedFlow([.push(AuthRoute.login)])
    let task = await started(app) { await app.run(flow) }
    XCTAssertEqual(flow.handle?.isRunning, true)
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(flow.handle?.isRunning, false)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]))
    XCTAssertEqual(flow.handle?.finish(with: "late"), .refused(.flowEnded))
  }

  func testAWaitStartedInACancelledTask_showsNothing() async {
    let app = AppRouter(state: home)
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return await app.push(SettingsRoute.main, expecting: String.self)
    }
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, home)
  }

  func testChildFlow_resumesCancelled_whenItsTaskIsCancelled_andTheParentRunsOn() async {
    let app = AppRouter(state: home)
    let parent = ScriptedFlow([.push(SettingsRoute.main)])
    let log = OutcomeLog()
    app.start(parent, onEnd: log.record("parent"))
    let child = ScriptedFlow([.push(AuthRoute.login)])
    let task = await started(app) { await parent.handle?.run(child) ?? .cancelled }
    task.cancel()
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(child.handle?.isRunning, false)
    XCTAssertEqual(parent.handle?.isRunning, true)
    XCTAssertEqual(log.entries, [])
  }
}
