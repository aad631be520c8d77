import ModuleRouting
import NavCore
import Observation
import TestFixtures
import XCTest

@MainActor
final class AppRouterObservationTests: IssueRecordingTestCase {
  func testNavigate_notifiesPathObserversOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    let changes = ChangeCounter { _ = app.path }
    app.navigate(to: SettingsRoute.main)
    XCTAssertEqual(changes.count, 1)
    app.pop()
    XCTAssertEqual(changes.count, 2)
  }

  func testBatch_notifiesOnceForAllItsCommands() async {
    let app = AppRouter(root: DashboardRoute.home)
    let changes = ChangeCounter { _ = app.state }
    app.perform([
      .push(AnyRoute(SettingsRoute.main)), .push(AnyRoute(AuthRoute.login)), .pop(count: 1),
    ])
    XCTAssertEqual(changes.count, 1)
  }

  func testRefusal_notifiesNobody() async {
    let app = AppRouter(root: DashboardRoute.home)
    let changes = ChangeCounter { _ = app.path }
    app.pop()
    app.popTo(AuthRoute.login)
    app.perform([.push(AnyRoute(AuthRoute.login)), .pop(count: 2)])
    app.exit(DashboardExit.logout)
    XCTAssertEqual(changes.count, 0)
  }

  func testPathSetter_notifiesOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    let changes = ChangeCounter { _ = app.path }
    app.path = [SettingsRoute.main, SettingsRoute.privacy]
    XCTAssertEqual(changes.count, 1)
  }

  func testSetRoot_notifiesStateObservers() async {
    let app = AppRouter(root: DashboardRoute.home)
    let changes = ChangeCounter { _ = app.state.root }
    app.setRoot(AuthRoute.login)
    XCTAssertEqual(changes.count, 1)
  }

  func testExit_notifiesOnceForItsBatch() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self) { _ in
      [.push(AnyRoute(SettingsRoute.main)), .push(AnyRoute(SettingsRoute.privacy))]
    }
    let changes = ChangeCounter { _ = app.path }
    app.exit(DashboardExit.openSettings)
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(app.path, [SettingsRoute.main, SettingsRoute.privacy])
  }

  func testRequestsThatChangeNothing_notifyNobody() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    let changes = ChangeCounter { _ = app.state }
    XCTAssertEqual(app.pop(count: 0), .applied)
    XCTAssertEqual(app.popTo(SettingsRoute.main), .applied)
    XCTAssertEqual(app.perform(.setPath([SettingsRoute.main])), .applied)
    XCTAssertEqual(app.perform([]), .applied)
    XCTAssertEqual(app.perform([.push(AuthRoute.login), .pop(count: 1)]), .applied)
    app.path = app.path
    app.popToRoot()
    XCTAssertEqual(changes.count, 1, "only popToRoot changed the state")
    XCTAssertEqual(app.popToRoot(), .applied)
    XCTAssertEqual(app.setRoot(DashboardRoute.home), .applied)
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testThrowingEditThroughPath_changesNothingAndNotifiesNobody() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    let changes = ChangeCounter { _ = app.path }
    XCTAssertThrowsError(try app.path.pop(count: 5))
    XCTAssertThrowsError(try app.path.popTo(AuthRoute.login))
    XCTAssertEqual(app.path, [SettingsRoute.main])
    XCTAssertEqual(changes.count, 0)
  }

  func testObserverNavigatingDuringAChange_isRefusedAndTheChangeApplies() async {
    let start = NavigationState(
      root: DashboardRoute.home, path: [SettingsRoute.main, SettingsRoute.privacy])
    let outerRequests: [(AppRouter) -> NavigationResult] = [
      { $0.pop(count: 2) },
      { $0.perform([.push(AuthRoute.login), .push(AuthRoute.login)]) },
    ]
    let expectedStates = [
      NavigationState(root: DashboardRoute.home),
      NavigationState(
        root: DashboardRoute.home,
        path: [SettingsRoute.main, SettingsRoute.privacy, AuthRoute.login, AuthRoute.login]),
    ]
    for (request, expected) in zip(outerRequests, expectedStates) {
      let app = AppRouter(state: start)
      let nested = NestedResults()
      withObservationTracking {
        _ = app.path
      } onChange: {
        MainActor.assumeIsolated { nested.results.append(app.popToRoot()) }
      }
      XCTAssertEqual(request(app), .applied)
      XCTAssertEqual(nested.results, [.refused(.navigationDuringChange)])
      XCTAssertEqual(app.state, expected)
      XCTAssertEqual(app.popToRoot(), .applied, "the router is usable again")
    }
  }
}

@MainActor
private final class NestedResults {
  var results: [NavigationResult] = []
}
