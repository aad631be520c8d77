import ModuleRouting
import NavCore
import Observation
import TestFixtures
import XCTest

/// A route whose guard misbehaves.
private enum VaultRoute: Hashable, Sendable {
  case main
}

/// What code inside a guard, an exit handler or an observer got back from the router.
@MainActor
private final class Calls {
  weak var app: AppRouter?
  var results: [NavigationResult] = []
}

/// A request refused because the router is busy changes nothing, and never makes the router
/// less busy: every request that follows from the same code is refused too.
@MainActor
final class LifecycleReentrancyTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])

  func testInsideAGuard_aRefusedBindingWrite_keepsTheNextRequestRefused() async {
    let app = AppRouter(state: home)
    let calls = Calls()
    calls.app = app
    _ = app.path  // the binding's slice is observed, so its refusal tells it again
    app.addGuard(for: VaultRoute.self) { _ in
      guard let app = calls.app else { return .allow }
      calls.results.append(app.setPath([], at: .root))
      calls.results.append(app.pop())
      calls.results.append(app.setRoot(AuthRoute.login))
      return .deny("locked")
    }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("locked")))
    XCTAssertEqual(calls.results, Array(repeating: .refused(.navigationInsideGuard), count: 3))
    XCTAssertEqual(app.state, home)
    XCTAssertEqual(app.navigate(to: AuthRoute.login), .applied, "the router is idle afterwards")
  }

  func testInsideAnExitHandler_aRefusedBindingWrite_keepsTheNextRequestRefused() async {
    let app = AppRouter(state: home)
    let calls = Calls()
    calls.app = app
    _ = app.path
    app.handleExits(DashboardExit.self) { _ in
      guard let app = calls.app else { return [] }
      calls.results.append(app.setPath([], at: .root))
      calls.results.append(app.pop())
      return [.push(AuthRoute.login)]
    }
    XCTAssertEqual(DashboardRouter(app).exit(.openSettings), .applied)
    XCTAssertEqual(
      calls.results, Array(repeating: .refused(.navigationInsideExitHandler), count: 2))
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main, AuthRoute.login]))
  }

  func testInsideAnObserver_aRefusedBindingWrite_keepsTheNextRequestRefused() async {
    let app = AppRouter(state: home)
    let calls = Calls()
    calls.app = app
    _ = app.path
    withObservationTracking {
      _ = app.state
    } onChange: {
      MainActor.assumeIsolated {
        guard let app = calls.app else { return }
        calls.results.append(app.setPath([], at: .root))
        calls.results.append(app.pop())
      }
    }
    XCTAssertEqual(app.navigate(to: AuthRoute.login), .applied)
    XCTAssertEqual(calls.results, Array(repeating: .refused(.navigationDuringChange), count: 2))
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main, AuthRoute.login]))
  }
}
