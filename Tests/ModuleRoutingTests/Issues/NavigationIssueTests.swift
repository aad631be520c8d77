import ModuleRouting
import NavCore
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

  func testDescription_saysWhatHappened() async {
    XCTAssertEqual(
      NavigationIssue.refused(.popPastRoot(requested: 2, available: 0)).description,
      "refused: cannot pop 2 route(s): only 0 above the root")
    XCTAssertEqual(
      NavigationIssue.destination(.missingScreen(AuthRoute.self)).description,
      "no screen is registered for ModuleRoutingTests.AuthRoute")
  }
}
