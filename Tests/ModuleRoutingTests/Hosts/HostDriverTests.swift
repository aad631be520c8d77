import ModuleRouting
import TestFixtures
import XCTest

/// A whole session shown through a recording host: tabs, layers, a deep link, a logout; fed
/// states, and following a router.
@MainActor
final class HostDriverTests: IssueRecordingTestCase {
  private let details = { (id: Int) in AnyRoute(DashboardRoute.details(id: id)) }

  /// A tab bar of home (the dashboard, with `home` pushed) and `settings`.
  private func tabs(
    home: RoutePath = [],
    settings: NavigationState = NavigationState(root: SettingsRoute.main),
    selected: MainTab = .home, presented: PresentedLayer? = nil
  ) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, path: home)),
          (MainTab.settings, settings),
        ],
        selected: selected),
      presented: presented)
  }

  /// The states the driver goes through showing `session` in order, from nothing.
  private func plannedStates(
    _ session: [NavigationState], options: TransitionPlan.Options
  ) -> [NavigationState] {
    guard let first = session.first else { return [] }
    var states = [first.skeleton]
    for state in session {
      states += TransitionPlan.steps(from: states[states.count - 1], to: state, options: options)
        .dropFirst()
    }
    return states
  }

  func testSession_oneChangeAnUpdate_replaysTabsLayersADeepLinkAndALogout() async {
    let settingsSheet = NavigationState(
      root: SettingsRoute.main,
      presented: PresentedLayer(
        .sheet, state: NavigationState(root: SheetRoute.add, path: [SettingsRoute.privacy])))
    let cover = PresentedLayer(SheetRoute.edit(id: 7), style: .fullScreenCover)
    let session = [
      tabs(),
      tabs(home: [DashboardRoute.details(id: 1)]),
      tabs(home: [DashboardRoute.details(id: 1)], selected: .settings),
      tabs(home: [DashboardRoute.details(id: 1)], settings: settingsSheet, selected: .settings),
      tabs(home: [DashboardRoute.details(id: 7), DashboardRoute.details(id: 8)], presented: cover),
      NavigationState(root: AuthRoute.login),
    ]
    let host = RecordingHost()
    let driver = HostDriver(host: host)

    for state in session {
      await driver.show(state)
      XCTAssertEqual(driver.shown, state)
      XCTAssertEqual(host.model, state)
    }

    let home = StackAddress.tab(MainTab.home)
    let settings = StackAddress.tab(MainTab.settings)
    XCTAssertEqual(
      host.updates,
      [
        [.replace(.root, with: tabs())],
        [.push([details(1)], onto: home)],
        [.selectTab(AnyRoute(MainTab.settings), of: .root)],
        [.present(PresentedLayer(SheetRoute.add, style: .sheet), over: settings)],
        [.push([AnyRoute(SettingsRoute.privacy)], onto: settings.presented)],
        // The deep link: routes in place, the sheet dismissed, home selected, the push, the
        // cover.
        [.setRoutes([AnyRoute(DashboardRoute.home), details(7)], of: home)],
        [.dismiss(over: settings)],
        [.selectTab(AnyRoute(MainTab.home), of: .root)],
        [.push([details(8)], onto: home)],
        [.present(cover, over: .root)],
        // The logout: the cover dismissed, then the tab bar replaced.
        [.dismiss(over: .root)],
        [.replace(.root, with: NavigationState(root: AuthRoute.login))],
      ])
    XCTAssertEqual(host.shown, plannedStates(session, options: []))
  }

  func testSession_onAHostThatPushesAndDismissesAtOnce_takesFewerUpdates() async {
    let alert = PresentedLayer(SheetRoute.confirmDelete(id: 3), style: .alert)
    let sheet = PresentedLayer(
      .sheet,
      state: NavigationState(
        root: SheetRoute.add, path: [SettingsRoute.privacy, SettingsRoute.main], presented: alert))
    let deep = tabs(home: RoutePath((1...3).map(DashboardRoute.details)), presented: sheet)
    let session = [tabs(), deep, tabs()]
    let host = RecordingHost(capabilities: [.pushesAtOnce, .dismissalsAtOnce])
    let driver = HostDriver(host: host)

    for state in session {
      await driver.show(state)
    }

    let home = StackAddress.tab(MainTab.home)
    XCTAssertEqual(
      host.updates,
      [
        [.replace(.root, with: tabs())],
        [.push([details(1), details(2), details(3)], onto: home)],
        [.present(PresentedLayer(SheetRoute.add, style: .sheet), over: .root)],
        [.push([AnyRoute(SettingsRoute.privacy), AnyRoute(SettingsRoute.main)], onto: .presented)],
        [.present(alert, over: .presented)],
        [.dismiss(over: .root), .pop(home, toDepth: 0)],
      ])
    XCTAssertEqual(host.shown, plannedStates(session, options: [.pushesAtOnce, .dismissalsAtOnce]))
  }

  func testAnotherState_askedForMidChange_isReachedFromWhereTheHostIs() async {
    let host = RecordingHost()
    let driver = HostDriver(host: host)
    await driver.show(tabs())
    host.suspendsEachUpdate = true
    let deep = tabs(home: RoutePath((1...5).map(DashboardRoute.details)))

    let showing = Task { await driver.show(deep) }
    for _ in 0..<10_000 where host.updates.count < 3 {
      await Task.yield()
    }
    await driver.show(tabs(selected: .settings))
    await showing.value

    XCTAssertEqual(driver.shown, tabs(selected: .settings))
    XCTAssertEqual(host.model, tabs(selected: .settings))
    XCTAssertLessThan(host.updates.count, 1 + 5 + 2, "the driver went on to the first state")
    XCTAssertEqual(host.updates.last, [.selectTab(AnyRoute(MainTab.settings), of: .root)])
  }

  func testFollowingARouter_showsEachChangeItMakes() async {
    let app = AppRouter(state: tabs())
    let host = RecordingHost(capabilities: .pushesAtOnce)
    let driver = HostDriver(host: host)
    let following = Task { await driver.follow(app) }
    defer { following.cancel() }

    await waitUntil { driver.shown == app.state }
    app.perform([.push(DashboardRoute.details(id: 1)), .push(DashboardRoute.details(id: 2))])
    await waitUntil { driver.shown == app.state }
    app.present(SheetRoute.add, style: .sheet)
    await waitUntil { driver.shown == app.state }
    app.setState(NavigationState(root: AuthRoute.login))
    await waitUntil { driver.shown == app.state }

    XCTAssertEqual(
      host.updates,
      [
        [.replace(.root, with: tabs())],
        [.push([details(1), details(2)], onto: .tab(MainTab.home))],
        // Presented from the focused stack: the home tab's.
        [.present(PresentedLayer(SheetRoute.add, style: .sheet), over: .tab(MainTab.home))],
        [.dismiss(over: .tab(MainTab.home))],
        [.replace(.root, with: NavigationState(root: AuthRoute.login))],
      ])
    XCTAssertEqual(host.model, NavigationState(root: AuthRoute.login))
  }

  /// Yields until `condition` holds, failing if it never does.
  private func waitUntil(
    file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
  ) async {
    for _ in 0..<10_000 where !condition() {
      await Task.yield()
    }
    XCTAssertTrue(condition(), "never happened", file: file, line: line)
  }
}
