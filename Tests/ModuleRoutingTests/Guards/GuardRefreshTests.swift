import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// What the app knows about its user, read by its guards.
@MainActor
private final class SignIn {
  var signedIn = true
}

/// A screen only a signed-in user sees.
private enum AccountRoute: Hashable, Sendable {
  case overview
}

/// The app asks the guards to judge the tree again when what they decide from changes.
@MainActor
final class GuardRefreshTests: IssueRecordingTestCase {
  private let session = SignIn()
  private let account = NavigationState(
    root: DashboardRoute.home, path: [SettingsRoute.main, AccountRoute.overview])

  /// A router showing the account screen, guarded by a global guard that sends a signed-out
  /// user to the login screen, remembering where they were.
  private func guardedApp() -> AppRouter {
    let app = AppRouter(state: account)
    app.addGuard { [session] request in
      guard !session.signedIn, !request.entering(AccountRoute.self).isEmpty else {
        return .allow
      }
      return .redirect([.setRoot(AuthRoute.login)], resume: true)
    }
    return app
  }

  func testSigningOutOnAGuardedScreen_isNotNoticedWithoutARefresh() async {
    let app = guardedApp()
    session.signedIn = false
    XCTAssertEqual(app.dismissAll(), .applied, "a request that changes nothing asks no guard")
    XCTAssertEqual(app.state, account)
  }

  func testRefresh_appliesTheRedirect_throughThePipeline() async {
    let app = guardedApp()
    session.signedIn = false
    var events = app.events().makeAsyncIterator()
    XCTAssertEqual(app.refreshGuards(), .redirected(to: [.setRoot(AuthRoute.login)]))
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
    let event = await events.next()
    XCTAssertEqual(event?.source, .guardRefresh)
    XCTAssertEqual(app.pendingRequest?.source, .guardRefresh)
  }

  func testRefresh_keepsTheTreeItLeft_toResumeAfterSigningIn() async {
    let app = guardedApp()
    session.signedIn = false
    app.refreshGuards()
    session.signedIn = true
    XCTAssertEqual(app.resumePendingRequest(), .applied)
    XCTAssertEqual(app.state, account)
  }

  func testRefresh_withEveryGuardAllowing_changesNothing() async {
    let app = guardedApp()
    XCTAssertEqual(app.refreshGuards(), .applied)
    XCTAssertEqual(app.state, account)
    XCTAssertNil(app.pendingRequest)
  }

  func testRefresh_asksTypedGuardsOfEveryRouteInTheTree_andNoLeaveGuard() async {
    let app = AppRouter(state: account)
    var asked: [String] = []
    app.addGuard(for: AccountRoute.self) { request in
      asked.append("account \(request.entering(AccountRoute.self).count)")
      return .deny("signed out")
    }
    app.addGuard(for: AuthRoute.self) { _ in
      asked.append("auth")
      return .allow
    }
    app.addLeaveGuard(for: AccountRoute.self) { _ in
      asked.append("leave")
      return .allow
    }
    XCTAssertEqual(app.refreshGuards(), .refused(.denied("signed out")))
    XCTAssertEqual(asked, ["account 1"])
    XCTAssertEqual(app.state, account, "a denial leaves the tree as it is")
    XCTAssertEqual(issues.recorded, [.refused(.denied("signed out"))])
  }

  func testRefresh_fromInsideAGuard_isRefused() async {
    let app = AppRouter(state: account)
    var inner: NavigationResult?
    app.addGuard { [weak app] _ in
      inner = app?.refreshGuards()
      return .allow
    }
    app.pop()
    XCTAssertEqual(inner, .refused(.navigationInsideGuard))
  }
}
