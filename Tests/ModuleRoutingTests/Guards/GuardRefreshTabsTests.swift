import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// What the app knows about its user, read by its guards.
@MainActor
private final class SignedIn {
  var signedIn = true
}

/// A screen only a signed-in user sees.
private enum BillingRoute: Hashable, Sendable {
  case overview
}

/// A refresh of the guards in a tab app: a redirect acts where the guarded screen is, resuming
/// sets back that stack only, and leave guards cannot keep a screen the user may no longer see.
@MainActor
final class GuardRefreshTabsTests: IssueRecordingTestCase {
  private let session = SignedIn()

  /// Home selected with the user's own screen on it; billing in the settings tab.
  private func tabs(
    home: [DashboardRoute] = [.details(id: 1)], settings: [any Hashable & Sendable] = [],
    selected: MainTab = .home
  ) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, path: RoutePath(home))),
          (
            MainTab.settings,
            NavigationState(
              root: SettingsRoute.main, path: RoutePath(settings.map { AnyRoute($0) }))
          ),
        ], selected: selected))
  }

  private func guarded(_ state: NavigationState, redirect: [NavigationCommand], resume: Bool)
    -> AppRouter
  {
    let app = AppRouter(state: state)
    app.addGuard(for: BillingRoute.self) { [session] _ in
      session.signedIn ? .allow : .redirect(redirect, resume: resume)
    }
    return app
  }

  func testN6_refreshRedirect_actsOnTheStackHoldingTheGuardedScreen() async {
    let app = guarded(
      tabs(settings: [SettingsRoute.privacy, BillingRoute.overview]), redirect: [.popToRoot],
      resume: false)
    session.signedIn = false

    XCTAssertEqual(
      app.refreshGuards(), .redirected(to: [.at(.tab(MainTab.settings), [.popToRoot])]))
    XCTAssertEqual(app.state, tabs(), "the user's own screen stays; billing is gone")
    XCTAssertEqual(app.selectTab(MainTab.settings), .applied)
    XCTAssertEqual(app.state, tabs(selected: .settings))
  }

  func testN6_theGuardIsToldWhereTheScreensAre() async {
    let app = AppRouter(state: tabs(settings: [BillingRoute.overview]))
    var stacks: [StackAddress] = []
    app.addGuard(for: BillingRoute.self) { request in
      stacks += request.screens.entered.map(\.stack)
      return .allow
    }
    XCTAssertEqual(app.refreshGuards(), .applied)
    XCTAssertEqual(stacks, [.tab(MainTab.settings)])
  }

  func testN2_resume_setsBackTheGuardedStackOnly_keepingWhatTheUserDidElsewhere() async {
    let app = guarded(
      tabs(settings: [BillingRoute.overview]), redirect: [.popToRoot], resume: true)
    session.signedIn = false
    app.refreshGuards()
    XCTAssertEqual(app.navigate(to: DashboardRoute.details(id: 2)), .applied, "the user goes on")

    session.signedIn = true
    XCTAssertEqual(app.resumePendingRequest(), .applied)
    XCTAssertEqual(
      app.state, tabs(home: [.details(id: 1), .details(id: 2)], settings: [BillingRoute.overview]))
  }

  func testN2_resume_whenTheStackIsGone_isRefusedAndReported() async {
    let app = guarded(
      tabs(settings: [BillingRoute.overview]), redirect: [.popToRoot], resume: true)
    session.signedIn = false
    app.refreshGuards()
    XCTAssertEqual(app.setRoot(AuthRoute.login), .applied, "the tab bar goes")

    session.signedIn = true
    let refusal = NavigationRefusal.noStack(.tab(MainTab.settings))
    XCTAssertEqual(app.resumePendingRequest(), .refused(refusal))
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    XCTAssertEqual(issues.recorded, [.refused(refusal)])
  }

  func testN4_refreshRedirect_isNotHeldByALeaveGuard_whichIsToldTheScreensWent() async {
    let app = guarded(
      NavigationState(root: DashboardRoute.home, path: [BillingRoute.overview]),
      redirect: [.popToRoot], resume: false)
    var told: [[BillingRoute]] = []
    app.addLeaveGuard(for: BillingRoute.self) { request in
      told.append(request.leaving(BillingRoute.self))
      return request.forcesLeave ? .allow : .confirm("Discard your edits?")
    }
    XCTAssertEqual(app.pop(), .held("Discard your edits?"), "a user's own back is asked")
    XCTAssertNotNil(app.cancelLeave())
    session.signedIn = false

    XCTAssertEqual(app.refreshGuards(), .redirected(to: [.popToRoot]))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertNil(app.pendingLeave)
    XCTAssertEqual(told, [[.overview], [.overview]])
  }

  func testN4_refreshRedirect_goesEvenWhenTheLeaveGuardAsks() async {
    let app = guarded(
      NavigationState(root: DashboardRoute.home, path: [BillingRoute.overview]),
      redirect: [.popToRoot], resume: false)
    app.addLeaveGuard(for: BillingRoute.self) { _ in .confirm("Discard your edits?") }
    session.signedIn = false

    XCTAssertEqual(app.refreshGuards(), .redirected(to: [.popToRoot]))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertNil(app.pendingLeave, "nothing is pending: Stay cannot keep the screen")
  }
}
