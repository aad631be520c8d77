import ModuleRouting
import NavCore
import XCTest

@MainActor
final class AppRouterObservationTests: XCTestCase {
  private nonisolated let issues = IssueLog()

  override func invokeTest() {
    NavigationIssue.$handler.withValue(issues.record) { super.invokeTest() }
  }

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
}
