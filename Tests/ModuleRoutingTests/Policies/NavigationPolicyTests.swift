import ModuleRouting
import TestFixtures
import XCTest

/// The dashboard's details route for `id`.
private func details(_ id: Int) -> DashboardRoute {
  .details(id: id)
}

/// How a navigation treats the focused stack, through every entry point that takes a policy,
/// on a flat stack, inside a sheet and inside a tab.
@MainActor
final class NavigationPolicyTests: IssueRecordingTestCase {
  /// Where the focused stack sits.
  private enum Place: CaseIterable {
    case flat
    case sheet
    case tab
  }

  /// One navigation: the policy, the focused stack's path before, the route, the path after.
  private struct Case {
    var policy: NavigationPolicy
    var before: [DashboardRoute]
    var route: DashboardRoute
    var after: [DashboardRoute]
  }

  /// An entry point: navigates `app` to `route` as `policy` says.
  private typealias EntryPoint =
    @MainActor (AppRouter, DashboardRoute, NavigationPolicy) ->
    NavigationResult

  private var cases: [Case] {
    [
      Case(policy: .push, before: [], route: details(1), after: [details(1)]),
      Case(
        policy: .push, before: [details(1)], route: details(1), after: [details(1), details(1)]),
      Case(policy: .push, before: [], route: .home, after: [.home]),

      Case(policy: .singleTop, before: [], route: details(1), after: [details(1)]),
      Case(policy: .singleTop, before: [details(1)], route: details(1), after: [details(1)]),
      Case(
        policy: .singleTop, before: [details(1)], route: details(2),
        after: [details(1), details(2)]),
      Case(
        policy: .singleTop, before: [details(1), details(2)], route: details(1),
        after: [details(1), details(2), details(1)]),
      Case(policy: .singleTop, before: [], route: .home, after: []),
      Case(policy: .singleTop, before: [details(1)], route: .home, after: [details(1), .home]),

      Case(policy: .reuseExisting, before: [], route: details(1), after: [details(1)]),
      Case(policy: .reuseExisting, before: [details(1)], route: details(1), after: [details(1)]),
      Case(
        policy: .reuseExisting, before: [details(1), details(2), details(3)], route: details(1),
        after: [details(1)]),
      Case(
        policy: .reuseExisting, before: [details(1), details(2), details(1), details(3)],
        route: details(1), after: [details(1), details(2), details(1)]),
      Case(policy: .reuseExisting, before: [details(1), details(2)], route: .home, after: []),
      Case(policy: .reuseExisting, before: [], route: .home, after: []),
      Case(
        policy: .reuseExisting, before: [details(1)], route: details(2),
        after: [details(1), details(2)]),

      Case(policy: .replaceTop, before: [], route: details(3), after: [details(3)]),
      Case(policy: .replaceTop, before: [details(1)], route: details(1), after: [details(1)]),
      Case(
        policy: .replaceTop, before: [details(1), details(2)], route: details(3),
        after: [details(1), details(3)]),
      Case(policy: .replaceTop, before: [details(1)], route: .home, after: [.home]),
    ]
  }

  /// A state whose focused stack shows `DashboardRoute.home` with `path` above it, at `place`.
  private func state(_ place: Place, path: [DashboardRoute]) -> NavigationState {
    let stack = NavigationState(root: DashboardRoute.home, path: RoutePath(path))
    switch place {
    case .flat:
      return stack
    case .sheet:
      return NavigationState(
        root: AuthRoute.login, path: [AuthRoute.login],
        presented: PresentedLayer(.sheet, state: stack))
    case .tab:
      return NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.settings, NavigationState(root: SettingsRoute.main)),
            (MainTab.home, stack),
          ], selected: MainTab.home))
    }
  }

  private func assertEveryCase(
    through entryPoint: EntryPoint, file: StaticString = #filePath, line: UInt = #line
  ) {
    for place in Place.allCases {
      for test in cases {
        let app = AppRouter(state: state(place, path: test.before))
        let label = "\(place) \(test.policy) \(test.before) + \(test.route)"
        XCTAssertEqual(
          entryPoint(app, test.route, test.policy), .applied, label, file: file, line: line)
        XCTAssertEqual(app.state, state(place, path: test.after), label, file: file, line: line)
      }
    }
    XCTAssertEqual(issues.recorded, [], file: file, line: line)
  }

  func testAppRouterNavigateWithAPolicy() async {
    assertEveryCase { app, route, policy in app.navigate(to: route, policy: policy) }
  }

  func testModuleRouterNavigateWithAPolicy() async {
    assertEveryCase { app, route, policy in DashboardRouter(app).navigate(to: route, policy: policy)
    }
  }

  func testNavigateCommand() async {
    assertEveryCase { app, route, policy in app.perform(.navigate(route, policy: policy)) }
  }

  func testNavigateCommand_inABatch() async {
    assertEveryCase { app, route, policy in app.perform([.navigate(route, policy: policy)]) }
  }

  func testDefaultPolicy_appliesToAppRouterNavigate() async {
    assertEveryCase { app, route, policy in
      app.defaultPolicy = policy
      return app.navigate(to: route)
    }
  }

  func testDefaultPolicy_appliesToModuleRouterNavigate() async {
    assertEveryCase { app, route, policy in
      app.defaultPolicy = policy
      return DashboardRouter(app).navigate(to: route)
    }
  }

  /// A flow navigates as the app does: with a policy, or as the app's default policy says, on
  /// the stack that holds the flow's screens.
  func testFlowHandleNavigate_takesAPolicy_orTheAppsDefault() async {
    let log = OutcomeLog()
    let app = AppRouter(root: DashboardRoute.home)
    let flow = app.startScripted("flow", [.present(SettingsRoute.main, style: .sheet)], log: log)
    XCTAssertEqual(flow.handle?.navigate(to: SettingsRoute.privacy, policy: .singleTop), .applied)
    XCTAssertEqual(flow.handle?.navigate(to: SettingsRoute.privacy, policy: .singleTop), .applied)
    XCTAssertEqual(
      app.state.presented?.state,
      NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))

    app.defaultPolicy = .reuseExisting
    XCTAssertEqual(flow.handle?.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(app.state.presented?.state, NavigationState(root: SettingsRoute.main))
    app.defaultPolicy = .push
    XCTAssertEqual(flow.handle?.navigate(to: SettingsRoute.main), .applied)
    XCTAssertEqual(
      app.state.presented?.state,
      NavigationState(root: SettingsRoute.main, path: [SettingsRoute.main]))
    XCTAssertEqual(issues.recorded, [])
  }

  func testDefaultPolicy_isPush() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertEqual(app.defaultPolicy, .push)
    app.navigate(to: DashboardRoute.home)
    app.navigate(to: DashboardRoute.home)
    XCTAssertEqual(app.path, [DashboardRoute.home, DashboardRoute.home])
  }

  func testNavigateCommand_inAnUnselectedTab_usesThatTabsStack() async {
    let start = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
          (
            MainTab.home,
            NavigationState(root: DashboardRoute.home, path: [details(1), details(2)])
          ),
        ], selected: MainTab.settings))
    let app = AppRouter(state: start)
    XCTAssertEqual(
      app.perform(.inTab(MainTab.home, [.navigate(details(1), policy: .reuseExisting)])),
      .applied)
    XCTAssertEqual(
      app.perform(.inTab(MainTab.home, [.navigate(details(1), policy: .singleTop)])),
      .applied)
    XCTAssertEqual(app.state.tabs?[MainTab.home]?.path, [details(1)])
    XCTAssertEqual(app.state.tabs?[MainTab.settings], NavigationState(root: SettingsRoute.main))
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.settings))
  }

  func testSingleTop_aDoubleTapThroughTheGuardsAndEvents_pushesOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard { _ in .allow }
    let events = app.events()
    var iterator = events.makeAsyncIterator()
    XCTAssertEqual(app.navigate(to: details(1), policy: .singleTop), .applied)
    XCTAssertEqual(app.navigate(to: details(1), policy: .singleTop), .applied)
    XCTAssertEqual(app.path, [details(1)])
    let first = await iterator.next()
    let second = await iterator.next()
    XCTAssertEqual(first?.commands, [.navigate(details(1), policy: .singleTop)])
    guard case .applied(let change)? = second?.outcome else {
      return XCTFail("the second tap applied")
    }
    XCTAssertEqual(change, NavigationChange(), "the second tap changed nothing")
  }
}
