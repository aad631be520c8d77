import ModuleRouting
import TestFixtures
import XCTest

/// Work through the router must grow with the commands, not the depth: counted, never timed.
@MainActor
final class AppRouterScaleTests: IssueRecordingTestCase {
  /// How often the root stack's storage changes while `steps` calls of `step` build it.
  private func copiesToBuild(steps: Int, _ step: (AppRouter, Int) -> NavigationResult) -> Int {
    let app = AppRouter(root: CountingRoute(id: -1))
    let copies = bufferChanges(
      steps: steps, of: { app.path.bufferAddress },
      each: { XCTAssertEqual(step(app, $0), .applied) })
    XCTAssertEqual(app.path.count, 2 * steps)
    return copies
  }

  func testBatches_doNotCopyTheStackEachTime() async {
    for steps in [500, 5_000] {
      let copies = copiesToBuild(steps: steps) { app, index in
        app.perform([.push(CountingRoute(id: index)), .push(CountingRoute(id: index))])
      }
      // Growth reallocates about log2(2 * steps) times; a copy per batch would be `steps`.
      XCTAssertLessThan(copies, 30, "\(copies) buffers for \(steps) batches")
    }
  }

  func testExits_doNotCopyTheStackEachTime() async {
    for steps in [500, 5_000] {
      let copies = copiesToBuild(steps: steps) { app, index in
        app.handleExits(SettingsExit.self) { _ in
          [.push(CountingRoute(id: index)), .push(CountingRoute(id: index))]
        }
        return app.exit(SettingsExit.done)
      }
      XCTAssertLessThan(copies, 30, "\(copies) buffers for \(steps) exits")
    }
  }

  func testBatchThatChangesNothing_atAnyDepth_comparesOnlyWhatItTouched() async {
    for depth in [10, 1_000, 10_000] {
      let app = AppRouter(
        state: NavigationState(
          root: CountingRoute(id: -1), path: RoutePath((0..<depth).map { CountingRoute(id: $0) })))
      let changes = ChangeCounter { _ = app.state }
      let comparisons = CountingRoute.comparisons {
        XCTAssertEqual(
          app.perform([.pop(count: 1), .push(CountingRoute(id: depth - 1))]), .applied)
      }
      XCTAssertEqual(changes.count, 0)
      XCTAssertLessThanOrEqual(comparisons, 1, "depth \(depth)")
    }
  }
}
