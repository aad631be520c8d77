import ModuleRouting
import TestFixtures
import XCTest

/// Seed 004's root: a whole flow — auth, or the main tabs — chosen by whether a user is signed
/// in, switched in one step that discards the other flow's state.
@MainActor
final class RootFlowTests: IssueRecordingTestCase {
  private let signedOut = NavigationState(root: AuthRoute.login)

  func testSignIn_switchesToMainTabsInOneStep_andDiscardsTheAuthStack() async {
    let app = AppRouter(state: signedOut)
    app.navigate(to: AuthRoute.login)
    let changes = ChangeCounter { _ = app.state }
    XCTAssertEqual(app.setState(mainTabs()), .applied)
    XCTAssertEqual(app.state, mainTabs())
    XCTAssertEqual(changes.count, 1)
  }

  func testSignOut_fromTheSettingsTab_switchesBackAndDiscardsMainsState() async {
    let app = AppRouter(state: mainTabs())
    app.navigate(to: DashboardRoute.details(id: 1))
    app.selectTab(MainTab.settings)
    app.navigate(to: SettingsRoute.privacy)
    app.present(SheetRoute.add, style: .sheet)
    XCTAssertEqual(app.perform(.setState(signedOut)), .applied)
    XCTAssertEqual(app.state, signedOut)
    XCTAssertEqual(app.setState(mainTabs()), .applied)
    XCTAssertEqual(app.state, mainTabs(), "signing in again starts main afresh")
  }

  func testSetState_withAnInvalidTree_isRefusedAndChangesNothing() async {
    let app = AppRouter(state: signedOut)
    var invalid = mainTabs()
    invalid.path = [AuthRoute.login]
    let refusal = NavigationRefusal.invalidState("a stack with tabs has a path of its own at root")
    XCTAssertEqual(app.setState(invalid), .refused(refusal))
    XCTAssertEqual(app.state, signedOut)
    XCTAssertEqual(issues.recorded, [.refused(refusal)])
  }
}
