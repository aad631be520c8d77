import ModuleRouting
import NavCore
import TestFixtures
import XCTest

@MainActor
final class NavigationIssueTests: XCTestCase {
  func testHandler_scoped_receivesIssuesOnlyInsideItsScope() async {
    let inner = IssueLog()
    let outer = IssueLog()
    let app = AppRouter(root: DashboardRoute.home)
    NavigationIssue.$handler.withValue(outer.record) {
      NavigationIssue.$handler.withValue(inner.record) { _ = app.pop() }
      app.exit(SettingsExit.done)
    }
    XCTAssertEqual(inner.recorded, [.refused(.popPastRoot(requested: 1, available: 0))])
    XCTAssertEqual(outer.recorded, [.refused(.unhandledExit(AnyRoute(SettingsExit.done)))])
  }

  func testDefaultHandler_receivesIssuesWhenNoScopedHandlerIsSet() async {
    let log = IssueLog()
    let original = NavigationIssue.defaultHandler
    NavigationIssue.defaultHandler = log.record
    defer { NavigationIssue.defaultHandler = original }
    let app = AppRouter(root: DashboardRoute.home)
    let scoped = IssueLog()
    NavigationIssue.$handler.withValue(scoped.record) { _ = app.pop(count: 2) }
    app.pop()
    XCTAssertEqual(scoped.recorded, [.refused(.popPastRoot(requested: 2, available: 0))])
    XCTAssertEqual(log.recorded, [.refused(.popPastRoot(requested: 1, available: 0))])
  }

  func testDescription_saysWhatHappened() async {
    XCTAssertEqual(
      NavigationIssue.refused(.popPastRoot(requested: 2, available: 0)).description,
      "refused: cannot pop 2 route(s): only 0 above the root")
    XCTAssertEqual(
      NavigationIssue.destination(.missingScreen(AuthRoute.self)).description,
      "no screen is registered for TestFixtures.AuthRoute")
  }

  func testAccessors_exposeWhatWentWrong() async {
    let refused = NavigationIssue.refused(.unhandledExit(AnyRoute(SettingsExit.done)))
    XCTAssertEqual(refused.refusal, .unhandledExit(AnyRoute(SettingsExit.done)))
    XCTAssertNil(refused.destinationError)
    let missing = NavigationIssue.destination(.missingScreen(AuthRoute.self))
    XCTAssertEqual(missing.destinationError, .missingScreen(AuthRoute.self))
    XCTAssertNil(missing.refusal)
  }
}
