import ModuleRouting
import TestFixtures
import XCTest

/// A route whose guard tries to navigate.
private enum VaultRoute: Hashable, Sendable {
  case main
}

/// The router a guard reaches for, held weakly, and what its requests returned.
@MainActor
private final class Reach {
  weak var app: AppRouter?
  var results: [NavigationResult] = []
}

/// A guard must return a redirect rather than call the router: every call from inside one is
/// refused, and changes nothing.
@MainActor
final class GuardReentrancyTests: IssueRecordingTestCase {
  func testRouteGuard_callingTheRouter_isRefusedNavigationInsideGuard() async {
    let app = AppRouter(root: DashboardRoute.home)
    let reach = Reach()
    reach.app = app
    app.addGuard(for: VaultRoute.self) { _ in
      guard let app = reach.app else { return .allow }
      reach.results.append(app.navigate(to: AuthRoute.login))
      reach.results.append(app.perform([.push(SettingsRoute.main)]))
      reach.results.append(app.present(SheetRoute.add, style: .sheet))
      reach.results.append(app.setPath([], at: .root))
      reach.results.append(DashboardRouter(app).navigate(to: .details(id: 1)))
      return .allow
    }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .applied)
    XCTAssertEqual(
      reach.results, Array(repeating: .refused(.navigationInsideGuard), count: 5))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [VaultRoute.main]))
    XCTAssertEqual(
      issues.recorded, Array(repeating: .refused(.navigationInsideGuard), count: 5))
  }

  func testGlobalGuard_callingTheRouter_isRefusedNavigationInsideGuard() async {
    let app = AppRouter(root: DashboardRoute.home)
    let reach = Reach()
    reach.app = app
    app.addGuard { _ in
      reach.results.append(reach.app?.pop() ?? .applied)
      return .deny("no")
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .refused(.denied("no")))
    XCTAssertEqual(reach.results, [.refused(.navigationInsideGuard)])
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testLeaveGuard_callingTheRouter_isRefusedNavigationInsideGuard() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)]))
    let reach = Reach()
    reach.app = app
    app.addLeaveGuard(for: EditorRoute.self) { _ in
      reach.results.append(reach.app?.navigate(to: SettingsRoute.main) ?? .applied)
      return .allow
    }
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(reach.results, [.refused(.navigationInsideGuard)])
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(issues.recorded, [.refused(.navigationInsideGuard)])
  }

  func testResumeOrConfirmFromInsideAGuard_isRefused_andKeepsWhatIsPending() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)]))
    let reach = Reach()
    reach.app = app
    app.addGuard(for: VaultRoute.self) { _ in .redirect([.push(AuthRoute.login)], resume: true) }
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    app.navigate(to: VaultRoute.main)
    XCTAssertEqual(app.popToRoot(), .held("Discard?"))
    app.addGuard(for: SettingsRoute.self) { _ in
      reach.results.append(reach.app?.resumePendingRequest() ?? .applied)
      reach.results.append(reach.app?.confirmLeave() ?? .applied)
      return .allow
    }
    app.navigate(to: SettingsRoute.main)
    XCTAssertEqual(
      reach.results, [.refused(.navigationInsideGuard), .refused(.navigationInsideGuard)])
    XCTAssertEqual(app.pendingRequest?.commands, [.push(VaultRoute.main)])
    XCTAssertEqual(app.pendingLeave?.request.commands, [.popToRoot])
  }

  func testAfterAGuardThatCalledTheRouter_theRouterWorksAgain() async {
    let app = AppRouter(root: DashboardRoute.home)
    let reach = Reach()
    reach.app = app
    app.addGuard(for: VaultRoute.self) { _ in
      reach.results.append(reach.app?.pop() ?? .applied)
      return .deny("no")
    }
    app.navigate(to: VaultRoute.main)
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }
}
