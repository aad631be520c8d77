import ModuleRouting
import TestFixtures
import XCTest

/// A route some tests guard.
private enum VaultRoute: Hashable, Sendable {
  case main
}

/// What the guards saw and the tokens they change the router with.
@MainActor
private final class Desk {
  weak var app: AppRouter?
  var seen: [String] = []
  var tokens: [String: GuardToken] = [:]
  var removals: [Bool] = []
}

/// A guard may add and remove guards, and the leave guards too: the change is made once the
/// request it judges is judged, so every request is judged by the guards registered when it
/// came, whichever guard changes the book and whenever.
@MainActor
final class GuardChangesWhileJudgingTests: IssueRecordingTestCase {
  func testGlobalGuard_removingItselfWhileJudging_theNextGuardIsStillAsked() async {
    let app = AppRouter(root: DashboardRoute.home)
    let desk = Desk()
    desk.app = app
    desk.tokens["once"] = app.addGuard { _ in
      desk.seen.append("once")
      if let token = desk.tokens["once"], let app = desk.app {
        desk.removals.append(app.removeGuard(token))
      }
      return .allow
    }
    app.addGuard { _ in
      desk.seen.append("gate")
      return .deny("gate")
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .refused(.denied("gate")))
    XCTAssertEqual(desk.seen, ["once", "gate"])
    XCTAssertEqual(desk.removals, [true])
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .refused(.denied("gate")))
    XCTAssertEqual(desk.seen, ["once", "gate", "gate"])
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testShowOnly_calledByAGuardWhileJudging_checksFromTheNextRequest() async {
    let app = AppRouter(root: DashboardRoute.home)
    let desk = Desk()
    desk.app = app
    app.addGuard { _ in
      desk.seen.append("asked")
      desk.app?.showOnly([DashboardRoute.self])
      return .allow
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(
      app.navigate(to: SettingsRoute.main),
      .refused(.noScreen(for: RouteType(SettingsRoute.self))))
    XCTAssertEqual(desk.seen, ["asked"])
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertEqual(
      issues.recorded, [.refused(.noScreen(for: RouteType(SettingsRoute.self)))])
  }

  func testGuardAddedWhileJudging_judgesFromTheNextRequest() async {
    let app = AppRouter(root: DashboardRoute.home)
    let desk = Desk()
    desk.app = app
    app.addGuard { _ in
      desk.seen.append("first")
      if desk.tokens["late"] == nil, let app = desk.app {
        desk.tokens["late"] = app.addGuard { _ in
          desk.seen.append("late")
          return .deny("late")
        }
      }
      return .allow
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(desk.seen, ["first"])
    XCTAssertEqual(app.pop(), .refused(.denied("late")))
    XCTAssertEqual(desk.seen, ["first", "first", "late"])
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
  }

  func testRemoveGuard_whileJudging_saysWhetherTheGuardIsThereToRemove() async {
    let app = AppRouter(root: DashboardRoute.home)
    let desk = Desk()
    desk.app = app
    desk.tokens["other"] = app.addGuard(for: VaultRoute.self) { _ in
      desk.seen.append("other")
      return .allow
    }
    app.addGuard { _ in
      guard let app = desk.app, let other = desk.tokens["other"], desk.removals.isEmpty else {
        return .allow
      }
      let added = app.addLeaveGuard(for: VaultRoute.self) { _ in .confirm("never asked") }
      desk.removals = [
        app.removeGuard(other), app.removeGuard(other), app.removeGuard(added),
        app.removeGuard(added),
      ]
      return .allow
    }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .applied)
    XCTAssertEqual(desk.removals, [true, false, true, false])
    // Removed while the first request was judged, the vault's guard was still asked about it.
    XCTAssertEqual(desk.seen, ["other"])
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .applied)
    XCTAssertEqual(desk.seen, ["other"])
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testLeaveGuardAddedWhileJudging_holdsTheNextRequestNotThisOne() async {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home, path: [VaultRoute.main, VaultRoute.main]))
    let desk = Desk()
    desk.app = app
    app.addGuard(for: SettingsRoute.self) { _ in .allow }
    app.addGuard { _ in
      if desk.tokens["leave"] == nil, let app = desk.app {
        desk.tokens["leave"] = app.addLeaveGuard(for: VaultRoute.self) { _ in .confirm("Leave?") }
      }
      return .allow
    }
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.pop(), .held("Leave?"))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [VaultRoute.main]))
  }
}
