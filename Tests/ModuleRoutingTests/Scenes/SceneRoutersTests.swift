import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// Three windows, each with its own router: a link or a notification goes to the scene the
/// notification names, else to the most recently active scene showing the module of its route,
/// else to the most recently active one; the app's rule decides first; a disconnected scene is
/// never chosen; a route opens in a new window that restores its saved form.
@MainActor
final class SceneRoutersTests: IssueRecordingTestCase {
  /// The app's catalog: the tab bar its own, the dashboard, settings (with its sheet) and auth
  /// modules; dashboard and settings routes placed in their tabs.
  private func catalog() throws -> RouteCatalog<String> {
    let dashboard = try dashboardCatalog()
    var settings = RouteCatalog<String>(module: "settings")
    try settings.add(SettingsRoute.self, key: "settings") { links in
      try links.add("/settings/privacy", .privacy)
    } screen: { route, _ in
      "Settings \(route)"
    }
    try settings.add(SheetRoute.self, key: "sheet") { links in
      try links.add("/settings/add", .add)
    } screen: { route, _ in
      "Sheet \(route)"
    }
    var auth = RouteCatalog<String>(module: "auth")
    try auth.add(AuthRoute.self, key: "auth") { route, _ in "Auth \(route)" }
    var app = RouteCatalog<String>(module: "app")
    try app.add(MainRoute.self, key: "main") { _, _ in "Tabs" }
    try app.addTabs(MainTab.self, key: "tab")
    try app.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
    try app.place(SettingsRoute.self) { _ in .push(inTab: MainTab.settings) }
    try app.place(SheetRoute.self) { _ in
      .present(.sheet, inTab: MainTab.settings, under: [SettingsRoute.privacy])
    }
    return try RouteCatalog(merging: [app, dashboard, settings, auth])
  }

  /// The scenes of the app, with `rule`.
  private func scenes(rule: SceneRouters.Rule? = nil) throws -> SceneRouters {
    let catalog = try catalog()
    return SceneRouters(catalog: catalog, links: catalog.appLinks(), rule: rule)
  }

  /// Connects scenes "A", "B" and "C" showing the tabs given, then activates them in the order
  /// given: the last one is the most recently active.
  private func connect(
    _ scenes: SceneRouters, showing tabs: [String: MainTab], activating order: [String]
  ) {
    for id in ["A", "B", "C"] {
      scenes.connect(id, router: AppRouter(state: mainTabs(selected: tabs[id] ?? .home)))
    }
    for id in order { scenes.activate(id) }
  }

  /// The state of the scene `id`.
  private func state(_ scenes: SceneRouters, _ id: String) -> NavigationState? {
    scenes.router(for: id)?.state
  }

  /// The fixtures' tab bar, settings selected, privacy pushed there.
  private let privacyShown = NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (MainTab.home, NavigationState(root: DashboardRoute.home)),
        (
          MainTab.settings, NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
        ),
        (MainTab.profile, NavigationState(root: AuthRoute.login)),
      ], selected: MainTab.settings))

  /// The fixtures' tab bar, home selected, item 7 pushed there.
  private let itemShown = NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (
          MainTab.home,
          NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
        ),
        (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        (MainTab.profile, NavigationState(root: AuthRoute.login)),
      ], selected: MainTab.home))

  // MARK: The rule

  /// A notification naming a scene opens there, though another shows settings and a third is
  /// the active one.
  func testANotification_opensInTheSceneItNames() async throws {
    let scenes = try scenes()
    connect(scenes, showing: ["A": .home, "B": .settings, "C": .profile], activating: ["B", "A"])

    let opened = scenes.open(.notification(link: "/settings/privacy", targetScene: "C"))

    XCTAssertEqual(opened?.id, "C")
    XCTAssertEqual(opened?.result, .applied)
    XCTAssertEqual(state(scenes, "C"), privacyShown)
    XCTAssertEqual(state(scenes, "A"), mainTabs(selected: .home))
    XCTAssertEqual(state(scenes, "B"), mainTabs(selected: .settings))
    XCTAssertEqual(scenes.sceneIDs, ["A", "B", "C"], "opening activates nothing")
  }

  /// A link goes to the scene already showing its route's module, not to the active one.
  func testALink_opensInTheSceneShowingItsModule_notTheActiveOne() async throws {
    let scenes = try scenes()
    connect(scenes, showing: ["A": .home, "B": .settings, "C": .profile], activating: ["B", "C"])
    XCTAssertEqual(scenes.sceneIDs, ["C", "B", "A"])

    let opened = scenes.open(.link("/settings/privacy"))

    XCTAssertEqual(opened?.id, "B")
    XCTAssertEqual(opened?.result, .applied)
    XCTAssertEqual(state(scenes, "B"), privacyShown)
    XCTAssertEqual(state(scenes, "A"), mainTabs(selected: .home))
    XCTAssertEqual(state(scenes, "C"), mainTabs(selected: .profile))
  }

  /// A sheet of the settings module shows it: a link to a settings route goes to the scene
  /// with the sheet up; and a notification naming no scene follows the same rule.
  func testALayerOnView_showsItsModule() async throws {
    let scenes = try scenes()
    connect(scenes, showing: ["A": .home, "B": .home, "C": .home], activating: ["C"])
    scenes.router(for: "A")?.present(SheetRoute.add, style: .sheet)

    let target = scenes.target(for: .notification(link: "/settings/privacy", targetScene: nil))

    XCTAssertEqual(target?.id, "A")
    XCTAssertTrue(target?.router === scenes.router(for: "A"))
    XCTAssertEqual(
      state(scenes, "A"),
      try mainTabs(selected: .home).applying([
        .inTab(AnyRoute(MainTab.home), commands: [.present(SheetRoute.add, style: .sheet)])
      ]))
  }

  /// When several scenes show the module, the most recently active of them gets the link,
  /// whatever order they connected in.
  func testSeveralScenesShowingTheModule_theMostRecentlyActiveGetsIt() async throws {
    for (order, expected) in [(["A", "C", "B"], "C"), (["C", "A", "B"], "A")] {
      let scenes = try scenes()
      connect(scenes, showing: ["A": .settings, "B": .home, "C": .settings], activating: order)

      let opened = scenes.open(.link("/settings/privacy"))

      XCTAssertEqual(opened?.id, expected, "activated \(order)")
      XCTAssertEqual(state(scenes, expected), privacyShown)
      XCTAssertEqual(state(scenes, "B"), mainTabs(selected: .home))
    }
  }

  /// When no scene shows the module, the link goes to the most recently active scene.
  func testALink_noSceneShowingItsModule_opensInTheActiveOne() async throws {
    for active in ["A", "B", "C"] {
      let scenes = try scenes()
      connect(
        scenes, showing: ["A": .settings, "B": .profile, "C": .settings],
        activating: ["A", "B", "C"].filter { $0 != active } + [active])

      let opened = scenes.open(.link("/dashboard/items/7"))

      XCTAssertEqual(opened?.id, active)
      XCTAssertEqual(opened?.result, .applied)
      XCTAssertEqual(state(scenes, active), itemShown)
    }
  }

  /// A link that is none of the app's goes to the active scene, whose router leaves it to the
  /// app; one the app cannot read goes there too, and is refused and reported there.
  func testALinkNotTheAppsOrUnreadable_goesToTheActiveScene() async throws {
    let scenes = try scenes()
    connect(scenes, showing: ["A": .settings, "B": .home, "C": .profile], activating: ["A"])

    let foreign = scenes.open(.link("https://elsewhere.example/x"))
    XCTAssertEqual(foreign?.id, "A")
    XCTAssertNil(foreign?.result ?? nil)

    let unreadable = scenes.open(.link("/dashboard/items/seven"))
    XCTAssertEqual(unreadable?.id, "A")
    XCTAssertNotNil(unreadable?.result?.refusal)
    XCTAssertEqual(issues.recorded.count, 1)
    XCTAssertEqual(state(scenes, "A"), mainTabs(selected: .settings))
    XCTAssertEqual(state(scenes, "B"), mainTabs(selected: .home))
    XCTAssertEqual(state(scenes, "C"), mainTabs(selected: .profile))
  }

  // MARK: Connecting

  /// A disconnected scene is never chosen: not when a notification names it, not when it
  /// showed the module, not when it was the active one.
  func testADisconnectedScene_isNeverChosen() async throws {
    let scenes = try scenes()
    connect(scenes, showing: ["A": .home, "B": .settings, "C": .profile], activating: ["A", "B"])
    let gone = scenes.router(for: "B")
    scenes.disconnect("B")

    XCTAssertNil(scenes.router(for: "B"))
    XCTAssertEqual(scenes.sceneIDs, ["A", "C"])
    XCTAssertEqual(
      scenes.target(for: .notification(link: "/settings/privacy", targetScene: "B"))?.id, "A",
      "named, but gone: the most recently active left")
    XCTAssertEqual(scenes.target(for: .link("/settings/privacy"))?.id, "A")
    XCTAssertEqual(scenes.target(for: .link("/dashboard"))?.id, "A", "A shows the dashboard")
    scenes.activate("B")
    XCTAssertEqual(scenes.sceneIDs, ["A", "C"], "activating a scene gone does nothing")

    scenes.disconnect("A")
    XCTAssertEqual(scenes.open(.link("/settings/privacy"))?.id, "C")
    XCTAssertEqual(state(scenes, "C"), privacyShown)
    XCTAssertEqual(gone?.state, mainTabs(selected: .settings))

    scenes.disconnect("C")
    XCTAssertEqual(scenes.sceneIDs, [])
    XCTAssertNil(scenes.target(for: .link("/settings/privacy")))
    XCTAssertNil(scenes.open(.notification(link: "/settings/privacy", targetScene: "C")))
    XCTAssertEqual(issues.recorded, [])
  }

  /// A scene connecting comes to the front; connecting an identifier again replaces its
  /// router.
  func testConnecting_comesToTheFront_andReplacesTheRouter() async throws {
    let scenes = try scenes()
    connect(scenes, showing: [:], activating: [])
    XCTAssertEqual(scenes.sceneIDs, ["C", "B", "A"])

    let replacement = AppRouter(state: mainTabs(selected: .settings))
    scenes.connect("A", router: replacement)

    XCTAssertEqual(scenes.sceneIDs, ["A", "C", "B"])
    XCTAssertTrue(scenes.router(for: "A") === replacement)
  }

  // MARK: The app's rule

  /// The app's rule decides first, seeing the delivery and its route; when it returns `nil`
  /// or a scene not connected, the library's rule decides.
  func testTheAppsRule_decidesFirst_elseTheLibrarysRule() async throws {
    var asked: [(SceneDelivery, AnyRoute?)] = []
    let scenes = try scenes { delivery, route, scenes in
      asked.append((delivery, route))
      if route?.value(as: SettingsRoute.self) != nil { return scenes.sceneIDs.last }
      return route == AnyRoute(DashboardRoute.home) ? "gone" : nil
    }
    connect(scenes, showing: ["A": .home, "B": .settings, "C": .profile], activating: ["B", "C"])

    let settings = scenes.open(.notification(link: "/settings/privacy", targetScene: "B"))
    XCTAssertEqual(settings?.id, "A", "the app's rule: the least recently active")
    XCTAssertEqual(state(scenes, "A"), privacyShown)

    XCTAssertEqual(scenes.target(for: .link("/dashboard"))?.id, "C", "not connected: the rule")
    XCTAssertEqual(scenes.target(for: .link("/dashboard/items/7"))?.id, "C", "nil: the rule")
    XCTAssertEqual(asked.map(\.0.link), ["/settings/privacy", "/dashboard", "/dashboard/items/7"])
    XCTAssertEqual(
      asked.map(\.1),
      [
        AnyRoute(SettingsRoute.privacy), AnyRoute(DashboardRoute.home),
        AnyRoute(DashboardRoute.details(id: 7)),
      ])
  }

  // MARK: New windows

  /// Scene A asks for a new window showing privacy; the new scene launches with that data,
  /// and a link that arrived before it appeared lands on the restored tree.
  func testANewWindow_restoresTheRouteItWasOpenedWith() async throws {
    let catalog = try catalog()
    let links = catalog.appLinks()
    let table = catalog.restoration(version: 1)
    let scenes = SceneRouters(catalog: catalog, links: links)
    connect(scenes, showing: ["A": .home, "B": .settings, "C": .profile], activating: ["A"])
    scenes.router(for: "A")?.navigate(to: DashboardRoute.details(id: 3))
    let before = state(scenes, "A")

    let data = try scenes.savedJSON(showing: SettingsRoute.privacy, on: mainTabs(), using: table)

    XCTAssertEqual(state(scenes, "A"), before, "the scene asking is left as it is")
    let router = AppRouter(state: mainTabs())
    scenes.connect("D", router: router)
    var launch = SceneLaunch(saved: data)
    var steps = launch.linkArrived("/settings/add")
    steps += launch.appeared()
    XCTAssertEqual(steps, [.restore(data), .open("/settings/add")])
    for step in steps {
      switch step {
      case .restore(let saved):
        XCTAssertEqual(router.state, mainTabs(), "restored only now")
        let read = try router.readSavedJSON(saved, using: table, policy: .strict)
        XCTAssertEqual(read.state, privacyShown)
        XCTAssertEqual(router.restore(read), .applied)
      case .open(let link):
        XCTAssertEqual(router.open(link, using: links), .applied)
      case .report, .save:
        XCTFail("\(step)")
      }
    }

    XCTAssertEqual(
      router.state,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (
              MainTab.settings,
              NavigationState(
                root: SettingsRoute.main, path: [SettingsRoute.privacy],
                presented: PresentedLayer(SheetRoute.add, style: .sheet))
            ),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.settings)))
    XCTAssertEqual(scenes.sceneIDs.first, "D")
    XCTAssertEqual(issues.recorded, [])
  }

  /// A new window showing a sheet's route: the placement's back stack under it, in its tab.
  func testANewWindow_placesTheRouteAsALinkWould() async throws {
    let catalog = try catalog()
    let table = catalog.restoration(version: 1)
    let scenes = SceneRouters(catalog: catalog, links: catalog.appLinks())

    let data = try scenes.savedJSON(showing: SheetRoute.add, on: mainTabs(), using: table)

    let router = AppRouter(state: mainTabs())
    router.restore(try router.readSavedJSON(data, using: table, policy: .strict))
    XCTAssertEqual(
      router.state,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (
              MainTab.settings,
              NavigationState(
                root: SettingsRoute.main, path: [SettingsRoute.privacy],
                presented: PresentedLayer(SheetRoute.add, style: .sheet))
            ),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.settings)))
  }

  /// A new window whose route has no placement, whose tree cannot host the placement, or
  /// whose tree cannot be saved is refused with the reason.
  func testANewWindow_thatCannotBeMade_isRefused() async throws {
    var catalog = try catalog()
    try catalog.add(ThreeWordRoute.self) { _, _ in "Unsaved" }
    try catalog.place(ThreeWordRoute.self) { _ in .push(inTab: MainTab.home) }
    let table = catalog.restoration(version: 1)
    let scenes = SceneRouters(catalog: catalog, links: catalog.appLinks())

    XCTAssertThrowsError(
      try scenes.savedJSON(showing: AuthRoute.login, on: mainTabs(), using: table)
    ) { error in
      XCTAssertEqual(error as? NavigationRefusal, .noPlacement(RouteType(AuthRoute.self)))
    }
    XCTAssertThrowsError(
      try scenes.savedJSON(
        showing: SettingsRoute.privacy, on: NavigationState(root: AuthRoute.login), using: table)
    ) { error in
      XCTAssertEqual(error as? NavigationRefusal, .noTabs)
    }
    let unsaved = ThreeWordRoute(a: 1, b: 2, c: 3)
    XCTAssertThrowsError(try scenes.savedJSON(showing: unsaved, on: mainTabs(), using: table)) {
      error in
      XCTAssertEqual(
        error as? NavigationRefusal,
        .notSaved(
          .unregisteredType(
            String(reflecting: ThreeWordRoute.self),
            at: ScreenID(stack: .tab(MainTab.home), depth: 1))))
      XCTAssertEqual(
        "\(error)",
        "cannot save the new window's tree: cannot save TestFixtures.ThreeWordRoute at root › "
          + "tab(home) @ 1: declare a key for it")
    }
  }
}
