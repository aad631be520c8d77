import ModuleRouting
import TestFixtures
import XCTest

/// A route only some guards watch.
private enum LockedRoute: Hashable, Sendable {
  case safe
}

/// A request that no registered guard can judge skips the guards, and still settles: flows,
/// objects and events. These pin down what may skip them and what may not.
@MainActor
final class GuardFastPathTests: IssueRecordingTestCase {
  private let flat = NavigationState(root: DashboardRoute.home)

  func testGuardsForOtherTypes_aPopStillEndsTheFlowAboveIt() async {
    let app = AppRouter(state: flat)
    app.addGuard(for: LockedRoute.self) { _ in .deny("locked") }
    let log = OutcomeLog()
    app.startScripted("details", [.push(DashboardRoute.details(id: 1))], log: log)
    XCTAssertEqual(app.navigate(to: DashboardRoute.details(id: 2)), .applied)
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(app.pop(), .applied)
    XCTAssertEqual(log.entries, ["details: cancelled"])
    XCTAssertEqual(app.state, flat)
  }

  func testGuardForTheType_amongOthers_judgesEveryWayOfShowingIt() async {
    let app = AppRouter(state: flat)
    app.addGuard(for: SettingsRoute.self) { _ in .allow }
    app.addGuard(for: LockedRoute.self) { _ in .deny("locked") }
    let lockedRouter = ModuleRouter<LockedRoute, Never>(app)
    let denied = NavigationResult.refused(.denied("locked"))
    XCTAssertEqual(app.navigate(to: LockedRoute.safe), denied)
    XCTAssertEqual(app.navigate(to: LockedRoute.safe, policy: .singleTop), denied)
    XCTAssertEqual(lockedRouter.navigate(to: .safe), denied)
    XCTAssertEqual(lockedRouter.present(.safe, style: .sheet), denied)
    XCTAssertEqual(app.state, flat)
    XCTAssertEqual(issues.recorded.count, 4)
  }

  func testGlobalGuard_isAskedAboutPopsToo() async {
    let app = AppRouter(state: flat)
    var asked: [NavigationCommand] = []
    app.addGuard { request in
      asked += request.commands
      return .allow
    }
    app.navigate(to: DashboardRoute.details(id: 1))
    app.pop()
    ModuleRouter<DashboardRoute, Never>(app).navigate(to: .details(id: 2))
    ModuleRouter<DashboardRoute, Never>(app).popToRoot()
    XCTAssertEqual(
      asked,
      [
        .push(DashboardRoute.details(id: 1)), .pop(count: 1),
        .push(DashboardRoute.details(id: 2)), .popToRoot,
      ])
  }

  func testLeaveGuard_holdsAPopThatNamesNoEnteringRoute() async {
    let editing = NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)])
    let app = AppRouter(state: editing)
    app.addGuard(for: LockedRoute.self) { _ in .deny("locked") }
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    XCTAssertEqual(app.pop(), .held("Discard?"))
    XCTAssertEqual(ModuleRouter<EditorRoute, Never>(app).popToRoot(), .held("Discard?"))
    XCTAssertEqual(app.state, editing)
  }

  func testRequestsAGuardKeeps_keepTheStatesTheyWouldProduce() async {
    let app = AppRouter(state: flat)
    var kept: [NavigationRequest] = []
    app.addGuard { request in
      kept.append(request)
      return .allow
    }
    app.navigate(to: DashboardRoute.details(id: 1))
    app.navigate(to: DashboardRoute.details(id: 2))
    app.pop()
    XCTAssertEqual(
      kept.map(\.after),
      [
        NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        NavigationState(
          root: DashboardRoute.home,
          path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)]),
        NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
      ])
    XCTAssertEqual(
      kept.map(\.before),
      [
        flat,
        NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        NavigationState(
          root: DashboardRoute.home,
          path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)]),
      ])
  }

  func testRedirectedRequest_keepsItsStateWhileTheRedirectChangesTheRouter() async {
    let app = AppRouter(state: flat)
    app.addGuard { request in
      request.entering(DashboardRoute.self) == [.details(id: 9)]
        ? .redirect([.push(AuthRoute.login)], resume: true) : .allow
    }
    XCTAssertEqual(
      app.navigate(to: DashboardRoute.details(id: 9)),
      .redirected(to: [.push(AuthRoute.login)]))
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]))
    XCTAssertEqual(
      app.pendingRequest?.after,
      NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 9)]))
    XCTAssertEqual(app.pendingRequest?.before, flat)
  }
}
