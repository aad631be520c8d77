import ModuleRouting
import TestFixtures
import XCTest

/// A route some tests guard.
private enum VaultRoute: Hashable, Sendable {
  case main
}

/// What the guards saw, in order.
@MainActor
private final class SeenLog {
  var entries: [String] = []
}

/// The sources and commands of the requests a guard saw, in order.
@MainActor
private final class RequestLog {
  var sources: [NavigationSource] = []
  var commands: [[NavigationCommand]] = []
}

/// Global guards judge every request; `removeGuard` takes any guard away by its token.
@MainActor
final class GlobalGuardTests: IssueRecordingTestCase {
  func testGlobalGuard_seesEveryRequest_withItsSourceAndCommands() async {
    let app = AppRouter(state: mainTabs())
    let seen = RequestLog()
    app.addGuard { request in
      seen.sources.append(request.source)
      seen.commands.append(request.commands)
      return .allow
    }
    app.handleExits(DashboardExit.self) { _ in [.popToRoot] }
    app.navigate(to: DashboardRoute.details(id: 1))
    app.pop()
    app.navigate(to: DashboardRoute.details(id: 2))
    DashboardRouter(app).exit(.logout)
    app.selectTab(MainTab.settings)
    app.present(SheetRoute.add, style: .sheet)
    app.setPresented(nil, at: .tab(MainTab.settings))
    SettingsRouter(app).navigate(to: .privacy)
    app.setPath([], at: .tab(MainTab.settings))
    app.setState(NavigationState(root: AuthRoute.login))
    XCTAssertEqual(
      seen.sources,
      [
        .app, .app, .app, .exit(AnyRoute(DashboardExit.logout)), .app, .app, .binding,
        .module(RouteType(SettingsRoute.self)), .binding, .app,
      ])
    XCTAssertEqual(
      seen.commands,
      [
        [.push(DashboardRoute.details(id: 1))], [.pop(count: 1)],
        [.push(DashboardRoute.details(id: 2))], [.popToRoot], [.selectTab(MainTab.settings)],
        [.present(SheetRoute.add, style: .sheet)], [.at(.tab(MainTab.settings), [.dismiss])],
        [.push(SettingsRoute.privacy)], [.at(.tab(MainTab.settings), [.setPath([])])],
        [.setState(NavigationState(root: AuthRoute.login))],
      ])
    XCTAssertEqual(issues.recorded, [])
  }

  func testGlobalGuard_canDenyAnyRequest_notOnlyOnesBringingRoutesIn() async {
    let start = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
    let app = AppRouter(state: start)
    app.addGuard { request in
      request.commands == [.pop(count: 1)] ? .deny("no pops today") : .allow
    }
    XCTAssertEqual(app.pop(), .refused(.denied("no pops today")))
    XCTAssertEqual(app.state, start)
    XCTAssertEqual(app.popToRoot(), .applied)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(issues.recorded, [.refused(.denied("no pops today"))])
  }

  func testGlobalGuards_runBeforeTypeGuards_andTheFirstDenialWins() async {
    let app = AppRouter(root: DashboardRoute.home)
    let seen = SeenLog()
    app.addGuard(for: VaultRoute.self) { _ in
      seen.entries.append("vault")
      return .deny("vault")
    }
    app.addGuard { _ in
      seen.entries.append("global")
      return .deny("global")
    }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("global")))
    XCTAssertEqual(seen.entries, ["global"])
  }

  func testGlobalGuards_areAskedInTheOrderAdded_untilOneObjects() async {
    let app = AppRouter(root: DashboardRoute.home)
    let seen = SeenLog()
    app.addGuard { _ in
      seen.entries.append("first")
      return .allow
    }
    let second = app.addGuard { _ in
      seen.entries.append("second")
      return .deny("second")
    }
    app.addGuard { _ in
      seen.entries.append("third")
      return .deny("third")
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .refused(.denied("second")))
    XCTAssertEqual(seen.entries, ["first", "second"])

    seen.entries = []
    app.removeGuard(second)
    app.addGuard { _ in
      seen.entries.append("fourth")
      return .allow
    }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .refused(.denied("third")))
    XCTAssertEqual(seen.entries, ["first", "third"])
  }

  func testRemoveGuard_removesARouteGuard() async {
    let app = AppRouter(root: DashboardRoute.home)
    let token = app.addGuard(for: VaultRoute.self) { _ in .deny("locked") }
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("locked")))
    XCTAssertTrue(app.removeGuard(token))
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .applied)
    XCTAssertEqual(app.path, [VaultRoute.main])
    XCTAssertFalse(app.removeGuard(token))
  }

  func testRemoveGuard_removesAGlobalGuard() async {
    let app = AppRouter(root: DashboardRoute.home)
    let token = app.addGuard { _ in .deny("closed") }
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .refused(.denied("closed")))
    XCTAssertTrue(app.removeGuard(token))
    XCTAssertEqual(app.navigate(to: SettingsRoute.main), .applied)
    XCTAssertFalse(app.removeGuard(token))
  }

  func testRemoveGuard_removesALeaveGuard() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.navigate(to: EditorRoute.edit(id: 1))
    let token = app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    XCTAssertEqual(app.pop(), .held("Discard?"))
    app.cancelLeave()
    XCTAssertTrue(app.removeGuard(token))
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(app.path, [])
    XCTAssertNil(app.pendingLeave)
    XCTAssertFalse(app.removeGuard(token))
  }

  func testRemoveGuard_removesOnlyThatGuard() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [VaultRoute.main]))
    let first = app.addGuard(for: VaultRoute.self) { _ in .deny("first") }
    app.addGuard(for: VaultRoute.self) { _ in .deny("second") }
    let leave = app.addLeaveGuard(for: VaultRoute.self) { _ in .confirm("Leave?") }
    app.addLeaveGuard(for: VaultRoute.self) { _ in .confirm("Really leave?") }
    XCTAssertTrue(app.removeGuard(first))
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("second")))
    XCTAssertTrue(app.removeGuard(leave))
    XCTAssertEqual(app.pop(), .held("Really leave?"))
    XCTAssertEqual(app.path, [VaultRoute.main])
    XCTAssertFalse(app.removeGuard(first))
    XCTAssertFalse(app.removeGuard(leave))
  }

  func testTokens_areDistinct() async {
    let app = AppRouter(root: DashboardRoute.home)
    let tokens = [
      app.addGuard { _ in .allow },
      app.addGuard(for: VaultRoute.self) { _ in .allow },
      app.addLeaveGuard(for: VaultRoute.self) { _ in .allow },
      app.addGuard { _ in .allow },
    ]
    XCTAssertEqual(Set(tokens).count, 4)
  }
}
