import ModuleRouting
import TestFixtures
import XCTest

/// A route the tests look for in requests.
private enum BadgeRoute: Hashable, Sendable {
  case id(Int)
}

/// A route guarded with a redirect.
private enum LockedRoute: Hashable, Sendable {
  case main
}

/// The requests a global guard saw, in order.
@MainActor
private final class RequestLog {
  var requests: [NavigationRequest] = []
}

/// What a guard sees of a request: the routes it brings in at any depth, and its source,
/// commands, and states before and after, whatever the entry point.
@MainActor
final class NavigationRequestTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home)

  /// A router starting from `state` whose global guard allows everything and logs it.
  private func loggedRouter(_ state: NavigationState) -> (AppRouter, RequestLog) {
    let app = AppRouter(state: state)
    let log = RequestLog()
    app.addGuard { request in
      log.requests.append(request)
      return .allow
    }
    return (app, log)
  }

  private func assertRequest(
    _ request: NavigationRequest?, source: NavigationSource, commands: [NavigationCommand],
    before: NavigationState, after: NavigationState,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let request else { return XCTFail("no request", file: file, line: line) }
    XCTAssertEqual(request.source, source, "source", file: file, line: line)
    XCTAssertEqual(request.commands, commands, "commands", file: file, line: line)
    XCTAssertEqual(request.before, before, "before", file: file, line: line)
    XCTAssertEqual(request.after, after, "after", file: file, line: line)
  }

  // MARK: Entering at any depth

  func testEntering_findsAPushedRoute() async {
    let (app, log) = loggedRouter(home)
    app.navigate(to: BadgeRoute.id(1))
    XCTAssertEqual(log.requests.first?.entering(BadgeRoute.self), [.id(1)])
    XCTAssertEqual(log.requests.first?.entering(DashboardRoute.self), [])
    XCTAssertEqual(log.requests.first?.leaving(BadgeRoute.self), [])
  }

  func testEntering_findsSeveralPushedRoutes_lowestFirst() async {
    for count in 1..<6 {
      let (app, log) = loggedRouter(home)
      let badges = (0..<count).map { BadgeRoute.id($0) }
      app.setPath(RoutePath(badges), at: .root)
      XCTAssertEqual(log.requests.first?.entering(BadgeRoute.self), badges)
    }
  }

  func testEntering_findsAPresentedRoute() async {
    let (app, log) = loggedRouter(home)
    app.present(BadgeRoute.id(2), style: .sheet)
    XCTAssertEqual(log.requests.first?.entering(BadgeRoute.self), [.id(2)])
  }

  func testEntering_findsARouteInAnUnselectedTab() async {
    let (app, log) = loggedRouter(mainTabs())
    app.perform(.inTab(MainTab.settings, [.push(BadgeRoute.id(3))]))
    XCTAssertEqual(log.requests.first?.entering(BadgeRoute.self), [.id(3)])
  }

  func testEntering_findsRoutesDeepInANewTree() async {
    let (app, log) = loggedRouter(home)
    var settings = NavigationState(root: SettingsRoute.main)
    settings.presented = PresentedLayer(
      .sheet, state: NavigationState(root: SheetRoute.add, path: [BadgeRoute.id(4)]))
    let tree = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(5)])),
          (MainTab.settings, settings),
        ], selected: MainTab.home),
      presented: PresentedLayer(BadgeRoute.id(6), style: .fullScreenCover))
    app.setState(tree)
    XCTAssertEqual(
      Set(log.requests.first?.entering(BadgeRoute.self) ?? []), [.id(4), .id(5), .id(6)])
    XCTAssertEqual(log.requests.first?.leaving(DashboardRoute.self), [.home], "the old root")
  }

  func testTypeGuard_isAskedForARouteDeepInATab() async {
    let app = AppRouter(state: mainTabs())
    let log = RequestLog()
    app.addGuard(for: BadgeRoute.self) { request in
      log.requests.append(request)
      return .allow
    }
    app.navigate(to: DashboardRoute.details(id: 1))
    XCTAssertEqual(log.requests.count, 0, "no BadgeRoute entered")
    app.perform(
      .at(.tab(MainTab.settings), [.present(SheetRoute.add, style: .sheet)]))
    app.perform(.at(.tab(MainTab.settings).presented, [.push(BadgeRoute.id(7))]))
    XCTAssertEqual(log.requests.count, 1)
    XCTAssertEqual(log.requests.first?.entering(BadgeRoute.self), [.id(7)])
  }

  func testLeaving_findsThePoppedRoutes() async {
    let (app, log) = loggedRouter(
      NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1), BadgeRoute.id(2)]))
    app.popToRoot()
    XCTAssertEqual(log.requests.first?.leaving(BadgeRoute.self), [.id(1), .id(2)])
    XCTAssertEqual(log.requests.first?.entering(BadgeRoute.self), [])
  }

  // MARK: Requests a guard keeps

  /// A request a guard keeps holds what it was judged with, while the router goes on: the
  /// router shares its state with the request only until judging ends.
  func testKeptRequests_holdWhatTheyWereJudgedWith_afterTheRouterMovesOn() async {
    let (app, log) = loggedRouter(home)
    app.addGuard(for: LockedRoute.self) { _ in .deny("locked") }
    app.navigate(to: BadgeRoute.id(1))
    app.navigate(to: LockedRoute.main)
    app.navigate(to: BadgeRoute.id(2))
    app.pop()
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1)]))
    XCTAssertEqual(log.requests.count, 4)
    let one = NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1)])
    let two = NavigationState(
      root: DashboardRoute.home, path: [BadgeRoute.id(1), BadgeRoute.id(2)])
    assertRequest(
      log.requests[0], source: .app, commands: [.push(BadgeRoute.id(1))], before: home,
      after: one)
    assertRequest(
      log.requests[1], source: .app, commands: [.push(LockedRoute.main)], before: one,
      after: NavigationState(
        root: DashboardRoute.home, path: [BadgeRoute.id(1), LockedRoute.main]))
    assertRequest(
      log.requests[2], source: .app, commands: [.push(BadgeRoute.id(2))], before: one,
      after: two)
    assertRequest(
      log.requests[3], source: .app, commands: [.pop(count: 1)], before: two, after: one)
    XCTAssertEqual(log.requests[1].entering(LockedRoute.self), [.main])
    XCTAssertEqual(log.requests[3].leaving(BadgeRoute.self), [.id(2)])
  }

  // MARK: Source, commands, before and after, by entry point

  func testAppRequest() async {
    let (app, log) = loggedRouter(home)
    app.navigate(to: BadgeRoute.id(1))
    assertRequest(
      log.requests.first, source: .app, commands: [.push(BadgeRoute.id(1))], before: home,
      after: NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1)]))
  }

  func testAppBatch() async {
    let start = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
    let (app, log) = loggedRouter(start)
    app.perform([.popToRoot, .push(BadgeRoute.id(1)), .present(SheetRoute.add, style: .sheet)])
    assertRequest(
      log.requests.first, source: .app,
      commands: [.popToRoot, .push(BadgeRoute.id(1)), .present(SheetRoute.add, style: .sheet)],
      before: start,
      after: NavigationState(
        root: DashboardRoute.home, path: [BadgeRoute.id(1)],
        presented: PresentedLayer(SheetRoute.add, style: .sheet)))
  }

  func testModuleRequest() async {
    let (app, log) = loggedRouter(home)
    ModuleRouter<BadgeRoute, Never>(app).navigate(to: .id(1))
    assertRequest(
      log.requests.first, source: .module(RouteType(BadgeRoute.self)),
      commands: [.push(BadgeRoute.id(1))], before: home,
      after: NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1)]))
  }

  func testExitRequest() async {
    let (app, log) = loggedRouter(home)
    app.handleExits(DashboardExit.self) { _ in
      [.push(BadgeRoute.id(1)), .present(SheetRoute.add, style: .sheet)]
    }
    DashboardRouter(app).exit(.openSettings)
    assertRequest(
      log.requests.first, source: .exit(AnyRoute(DashboardExit.openSettings)),
      commands: [.push(BadgeRoute.id(1)), .present(SheetRoute.add, style: .sheet)],
      before: home,
      after: NavigationState(
        root: DashboardRoute.home, path: [BadgeRoute.id(1)],
        presented: PresentedLayer(SheetRoute.add, style: .sheet)))
  }

  func testBindingRequest_pathWrite() async {
    let (app, log) = loggedRouter(home)
    app.path = [BadgeRoute.id(1)]
    assertRequest(
      log.requests.first, source: .binding, commands: [.at(.root, [.setPath([BadgeRoute.id(1)])])],
      before: home, after: NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1)]))
  }

  func testBindingRequest_sheetSwipedDown() async {
    let start = NavigationState(
      root: DashboardRoute.home, presented: PresentedLayer(BadgeRoute.id(1), style: .sheet))
    let (app, log) = loggedRouter(start)
    app.setPresented(nil, at: .root)
    XCTAssertEqual(log.requests.first?.source, .binding)
    XCTAssertEqual(log.requests.first?.before, start)
    XCTAssertEqual(log.requests.first?.after, home)
    XCTAssertEqual(log.requests.first?.leaving(BadgeRoute.self), [.id(1)])
  }

  func testFlowRequest() async {
    let (app, log) = loggedRouter(home)
    let flow = ScriptedFlow([.push(BadgeRoute.id(1))])
    app.start(flow) { _ in }
    assertRequest(
      log.requests.first, source: .flow, commands: [.push(BadgeRoute.id(1))], before: home,
      after: NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(1)]))
    flow.handle?.navigate(to: BadgeRoute.id(2))
    XCTAssertEqual(log.requests.last?.source, .flow)
    XCTAssertEqual(log.requests.last?.entering(BadgeRoute.self), [.id(2)])
  }

  func testRedirectRequest() async {
    let (app, log) = loggedRouter(home)
    app.addGuard(for: LockedRoute.self) { _ in .redirect([.push(BadgeRoute.id(9))], resume: false) }
    app.navigate(to: LockedRoute.main)
    XCTAssertEqual(log.requests.count, 2)
    assertRequest(
      log.requests.first, source: .app, commands: [.push(LockedRoute.main)], before: home,
      after: NavigationState(root: DashboardRoute.home, path: [LockedRoute.main]))
    assertRequest(
      log.requests.last, source: .redirect, commands: [.push(BadgeRoute.id(9))], before: home,
      after: NavigationState(root: DashboardRoute.home, path: [BadgeRoute.id(9)]))
  }

  func testScreens_nameWhereTheRoutesEnterAndLeave() async {
    let start = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
    let (app, log) = loggedRouter(start)
    app.perform([.pop(count: 1), .push(BadgeRoute.id(1)), .push(BadgeRoute.id(2))])
    XCTAssertEqual(
      log.requests.first?.screens,
      ScreenChanges(
        removed: [
          ScreenRange(stack: .root, fromDepth: 1, routes: [AnyRoute(DashboardRoute.details(id: 1))])
        ],
        entered: [
          ScreenRange(
            stack: .root, fromDepth: 1,
            routes: [AnyRoute(BadgeRoute.id(1)), AnyRoute(BadgeRoute.id(2))])
        ]))
  }
}
