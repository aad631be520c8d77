import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// A request costs what its change costs, subscriber or not: an event carries the record of
/// change, never whole states that would make the next push copy the stack.
@MainActor
final class EventCostTests: IssueRecordingTestCase {
  func testPushingRoutes_withASubscriberKeepingItsLast16Events_copiesNoStack() async {
    for count in [100, 1_000, 4_000] {
      let app = AppRouter(root: DashboardRoute.home)
      let events = app.events(buffer: 16)
      let moves = storageMoves(pushing: count, on: app)
      // Growth alone moves the storage about log2(count) times; a copy per push, count times.
      XCTAssertLessThan(moves, 20, "\(count) pushes")
      withExtendedLifetime(events) {}
    }
  }

  func testPushingRoutes_withASubscriber_movesTheStorageAsOftenAsWithNone() async {
    let quiet = AppRouter(root: DashboardRoute.home)
    let heard = AppRouter(root: DashboardRoute.home)
    let events = heard.events(buffer: 16)
    XCTAssertEqual(
      storageMoves(pushing: 2_000, on: heard), storageMoves(pushing: 2_000, on: quiet))
    withExtendedLifetime(events) {}
  }

  func testAnEvent_carriesWhatTheRequestChanged() async {
    let app = AppRouter(root: DashboardRoute.home)
    var events = app.events(buffer: 16).makeAsyncIterator()
    app.navigate(to: SettingsRoute.main)
    guard case .applied(let change)? = await events.next()?.outcome else {
      return XCTFail("applied")
    }
    XCTAssertEqual(
      change.edits, [.path(.root, kept: 0, removed: [], added: [AnyRoute(SettingsRoute.main)])])
  }
}
