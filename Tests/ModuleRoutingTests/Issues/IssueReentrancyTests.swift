import ModuleRouting
import Observation
import TestFixtures
import XCTest

/// An issue handler that navigates (to show an error screen) must never loop: an issue raised
/// while a handler runs is not reported again, and the request that raised it is refused.
@MainActor
final class IssueReentrancyTests: XCTestCase {
  func testHandlerThatNavigates_whenIdle_showsItsScreen() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = IssueLog()
    let showError: @MainActor @Sendable (NavigationIssue) -> Void = { issue in
      log.record(issue)
      app.navigate(to: AuthRoute.login)
    }
    NavigationIssue.$handler.withValue(showError) {
      XCTAssertEqual(app.pop(), .refused(.popPastRoot(requested: 1, available: 0)))
    }
    XCTAssertEqual(app.path, [AuthRoute.login])
    XCTAssertEqual(log.recorded, [.refused(.popPastRoot(requested: 1, available: 0))])
  }

  func testHandlerThatNavigates_insideAnExitHandler_isRefusedOnceAndNotReportedAgain() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = IssueLog()
    let handlerResults = ResultLog()
    app.handleExits(SettingsExit.self) { [app] _ in
      app.navigate(to: SettingsRoute.privacy)
      return [.push(SettingsRoute.main)]
    }
    let showError: @MainActor @Sendable (NavigationIssue) -> Void = { issue in
      log.record(issue)
      handlerResults.results.append(app.navigate(to: AuthRoute.login))
    }
    NavigationIssue.$handler.withValue(showError) {
      XCTAssertEqual(app.exit(SettingsExit.done), .applied)
    }
    XCTAssertEqual(log.recorded, [.refused(.navigationInsideExitHandler)])
    XCTAssertEqual(handlerResults.results, [.refused(.navigationInsideExitHandler)])
    XCTAssertEqual(app.path, [SettingsRoute.main])
  }

  func testDefaultHandlerThatNavigates_fromAnObserverDuringAChange_doesNotLoop() async {
    let app = AppRouter(root: DashboardRoute.home)
    let log = IssueLog()
    let original = NavigationIssue.defaultHandler
    NavigationIssue.defaultHandler = { [weak app] issue in
      log.record(issue)
      app?.navigate(to: AuthRoute.login)
    }
    defer { NavigationIssue.defaultHandler = original }
    withObservationTracking {
      _ = app.state
    } onChange: {
      MainActor.assumeIsolated { _ = app.popToRoot() }
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(log.recorded, [.refused(.navigationDuringChange)])
    XCTAssertEqual(app.path, [SettingsRoute.main])
    XCTAssertEqual(app.navigate(to: DashboardRoute.details(id: 1)), .applied, "usable again")
  }
}

@MainActor
private final class ResultLog {
  var results: [NavigationResult] = []
}
