import NavCore
import Observation
import TestFixtures
import XCTest

@testable import ModuleRouting

/// What the router keeps of the slices views read: a request walks the slices some observer may
/// still be registered on, not every slice ever read, and the others are dropped.
@MainActor
final class SliceObservationEntriesTests: IssueRecordingTestCase {
  /// `path(at:)` of `count` tab addresses that name no stack: tabs numbered from 0.
  private func readTabPaths(of app: AppRouter, count: Int) {
    for number in 0..<count {
      _ = app.path(at: .tab(number))
    }
  }

  func testN8_slicesReadWithNoObserver_areDroppedByTheNextRequests() async {
    for count in [1, 10, 100] {
      let app = AppRouter(root: DashboardRoute.home)
      readTabPaths(of: app, count: count)
      XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
      XCTAssertEqual(app.observation.walkedCount, 0, "\(count) slices read")
      XCTAssertEqual(app.pop(), .applied)
      XCTAssertEqual(app.observation.count, 0, "\(count) slices read")
    }
  }

  func testN8_slicesOfAnObserverThatWasTold_areDroppedOnceItIsGone() async {
    for count in [1, 10, 100] {
      let app = AppRouter(root: DashboardRoute.home)
      let told = Told()
      withObservationTracking {
        _ = app.path
        readTabPaths(of: app, count: count)
      } onChange: {
        MainActor.assumeIsolated { told.count += 1 }
      }
      XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
      XCTAssertEqual(app.pop(), .applied)
      XCTAssertEqual(told.count, 1, "\(count) slices read")
      XCTAssertEqual(app.observation.walkedCount, 0, "\(count) slices read")
      XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
      XCTAssertEqual(app.observation.count, 0, "\(count) slices read")
    }
  }

  func testN8_slicesStillObserved_areKeptAndTold_theOthersDropped() async {
    let app = AppRouter(state: mainTabs(selected: .settings))
    let settingsPath = ChangeCounter { _ = app.path(at: .tab(MainTab.settings)) }
    let homePath = ChangeCounter { _ = app.path(at: .tab(MainTab.home)) }
    readTabPaths(of: app, count: 100)
    for _ in 0..<3 {
      XCTAssertEqual(app.navigate(to: SettingsRoute.privacy), .applied)
      XCTAssertEqual(app.pop(), .applied)
    }
    XCTAssertEqual(app.observation.count, 2, "the two paths still observed")
    XCTAssertEqual([settingsPath.count, homePath.count], [6, 0])
    XCTAssertEqual(
      app.perform(.inTab(MainTab.home, [.push(DashboardRoute.details(id: 1))])), .applied)
    XCTAssertEqual([settingsPath.count, homePath.count], [6, 1])
  }

  func testN8_sliceDroppedThenObservedAgain_isTold() async {
    let app = AppRouter(root: DashboardRoute.home)
    _ = app.path
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.observation.count, 0)
    let changes = ChangeCounter { _ = app.path }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(app.observation.count, 1)
  }

  func testN8_sliceRestingThenObservedAgain_isTold() async {
    let app = AppRouter(root: DashboardRoute.home)
    _ = app.path
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual([app.observation.walkedCount, app.observation.count], [0, 1], "resting")
    let changes = ChangeCounter { _ = app.path }
    XCTAssertEqual([app.observation.walkedCount, app.observation.count], [1, 1])
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(changes.count, 2)
  }
}

@MainActor
private final class Told {
  var count = 0
}
