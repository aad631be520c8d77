import ModuleRouting
import TestFixtures
import XCTest

/// A recorder costs a push what an event subscriber does: it never keeps the router's tree, so
/// the next push never copies the stack.
@MainActor
final class FlightRecorderCostTests: IssueRecordingTestCase {
  private func catalog() throws -> RouteCatalog<String> {
    var catalog = try FlightRecorderTests.catalog()
    try catalog.add(CountingRoute.self, key: "counting") { _, _ in "" }
    return catalog
  }

  func testN7_pushingRoutes_withARecorder_copiesNoStack() async throws {
    for count in [100, 1_000, 4_000] {
      let app = AppRouter(root: DashboardRoute.home)
      let recorder = FlightRecorder(app: app, catalog: try catalog(), capacity: 16)
      let moves = storageMoves(pushing: count, on: app)
      // Growth alone moves the storage about log2(count) times; a copy every 16 pushes,
      // count / 16 times.
      XCTAssertLessThan(moves, 20, "\(count) pushes")
      XCTAssertEqual(recorder.recording.end, app.state, "\(count) pushes")
    }
  }

  func testN7_pushingRoutes_withARecorder_movesTheStorageAsOftenAsWithASubscriber() async throws {
    let heard = AppRouter(root: DashboardRoute.home)
    let events = heard.events(buffer: 16)
    let recorded = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(app: recorded, catalog: try catalog(), capacity: 16)
    XCTAssertEqual(
      storageMoves(pushing: 2_000, on: recorded), storageMoves(pushing: 2_000, on: heard))
    withExtendedLifetime(events) {}
    withExtendedLifetime(recorder) {}
  }
}
