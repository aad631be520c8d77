import ModuleRouting
import NavigationTesting
import TestFixtures
import XCTest

/// The assertions and waits fail an XCTest test through XCTest, at the caller's file and line:
/// this class catches the failures they record instead of failing.
@MainActor
final class XCTestReportingTests: XCTestCase {
  /// A failure XCTest was asked to record.
  struct Failure: Equatable, Sendable {
    let message: String
    let file: String
    let line: Int
  }

  /// The failures caught while a test catches them.
  @MainActor
  final class Catcher {
    static let shared = Catcher()
    var caught: [Failure] = []
    var catching = false
  }

  nonisolated override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    let failure = Failure(message: description, file: filePath, line: lineNumber)
    // XCTFail records on the thread that calls it: these tests call it on the main actor.
    let handled = MainActor.assumeIsolated {
      guard Catcher.shared.catching else { return false }
      Catcher.shared.caught.append(failure)
      return true
    }
    if !handled {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  /// Runs `body`, catching the failures it records.
  private func failures(_ body: () async -> Void) async -> [Failure] {
    Catcher.shared.catching = true
    await body()
    Catcher.shared.catching = false
    defer { Catcher.shared.caught = [] }
    return Catcher.shared.caught
  }

  func testAssertTree_failsThroughXCTest_atTheCallersLine() async {
    let app = AppRouter(root: DashboardRoute.home)
    var line = 0
    let failures = await failures {
      line = #line + 1
      assertTree(app, NavigationState(root: SettingsRoute.main))
    }
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(failures.map(\.file), [#filePath])
    XCTAssertTrue(
      failures.first?.message.contains("the tree differs (- expected, + actual):") ?? false,
      failures.first?.message ?? "")
  }

  func testAssertReported_andNothingReported_failThroughXCTest() async {
    let app = AppRouter(root: DashboardRoute.home)
    let failures = await failures {
      assertNothingReported(app) { app.pop() }
      assertReported([], by: app) { app.pop() }
      assertReported([.refused(.popPastRoot(requested: 1, available: 0))], by: app) { app.pop() }
    }
    XCTAssertEqual(failures.count, 2)
  }

  func testAwaitRequest_thatNeverComes_failsAfterItsTimeout() async {
    let app = AppRouter(root: DashboardRoute.home)
    var event: NavigationEvent?
    let failures = await failures {
      event = await awaitRequest(on: app, timeout: .milliseconds(20))
    }
    XCTAssertNil(event)
    XCTAssertEqual(
      failures.map(\.message), ["failed - no request reached the router within 0.02 seconds"])
  }
}

/// The waits on real async flows, under XCTest.
@MainActor
final class AwaitingRequestsTests: XCTestCase {
  func testAwaitRequest_returnsTheRequestAnAsyncFlowMade_onceApplied() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)]))
    let store = ItemStore()
    let model = DetailsModel(app: app, store: store)
    Task { await model.delete() }
    let event = await awaitRequest(on: app)
    XCTAssertEqual(event?.commands, [.pop(count: 1)])
    assertTree(app, NavigationState(root: DashboardRoute.home))
    let deleted = await store.deleted
    XCTAssertEqual(deleted, [7])
  }

  func testAwaitState_waitsThroughSeveralRequests_untilTheTreeMatches() async {
    let app = AppRouter(root: DashboardRoute.home)
    let model = DetailsModel(app: app, store: ItemStore())
    Task { await model.openAndEdit() }
    let reached = await awaitState(of: app) { $0.presented != nil }
    XCTAssertTrue(reached)
    assertTree(
      app,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
        presented: PresentedLayer(SheetRoute.edit(id: 1), style: .sheet)))
  }

  func testAwaitState_alreadyMatching_returnsAtOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    let reached = await awaitState(of: app, timeout: .zero) { $0.path.isEmpty }
    XCTAssertTrue(reached)
  }
}
