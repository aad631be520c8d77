import ModuleRouting
import TestFixtures
import XCTest

/// Links as apps receive them: a universal link, a custom scheme, a path; each route placed
/// where the composition root said, relative to the tree as it is; links that are not the
/// app's left to the app; a notification's route placed the same way; a link kept by a guard
/// placed on the tree as it is when resumed.
@MainActor
final class AppLinksTests: IssueRecordingTestCase {
  private func catalog(placing: Bool = true) throws -> RouteCatalog<String> {
    var dashboard = RouteCatalog<String>(module: "dashboard")
    try dashboard.add(DashboardRoute.self, key: "dashboard") { links in
      try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      }
      try links.add("/d/:id", parse: { try .details(id: $0.int("id")) }) { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      }
    } screen: { route, _ in
      "Dashboard \(route)"
    }
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
    var app = RouteCatalog<String>(module: "app")
    try app.add(MainRoute.self, key: "main") { _, _ in "Tabs" }
    try app.addTabs(MainTab.self, key: "tab")
    if placing {
      try app.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
      try app.place(SettingsRoute.self) { _ in .push(inTab: MainTab.settings) }
      try app.place(SheetRoute.self) { _ in
        .present(.sheet, inTab: MainTab.settings, under: [SettingsRoute.privacy])
      }
    }
    return try RouteCatalog(merging: [app, dashboard, settings])
  }

  private func links(_ origins: LinkOrigins = .any) throws -> AppLinks {
    try catalog().appLinks(origins: origins)
  }

  /// The fixtures' tab bar, settings selected, a privacy screen pushed there and a sheet over
  /// the home tab's stack.
  private func browsing() -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(
              root: DashboardRoute.home,
              presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.add)))
          ),
          (
            MainTab.settings,
            NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
          ),
          (MainTab.profile, NavigationState(root: AuthRoute.login)),
        ], selected: MainTab.settings))
  }

  // MARK: Placing

  func testAUniversalLink_placesItsRoute_inItsTab_leavingTheOtherTabsAsTheyWere() async throws {
    let app = AppRouter(state: browsing())
    let links = try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))

    XCTAssertEqual(
      app.open("https://shop.example/dashboard/items/7?utm=mail", using: links), .applied)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (
              MainTab.home,
              NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
            ),
            (
              MainTab.settings,
              NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
            ),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.home)))
    XCTAssertEqual(issues.recorded, [])
  }

  func testACustomSchemeLink_readsItsHostAsTheFirstSegment() async throws {
    let app = AppRouter(state: mainTabs(selected: .profile))
    XCTAssertEqual(
      app.open("MyApp://settings/privacy", using: try links(LinkOrigins(schemes: ["myapp"]))),
      .applied)
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.settings))
    XCTAssertEqual(app.state[stack: .tab(MainTab.settings)]?.path, [SettingsRoute.privacy])
  }

  func testOrigins_readEachFormOfLink_forItsPath() throws {
    let links = try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
    let details = AnyRoute(DashboardRoute.details(id: 1))
    for link in [
      "/d/1", "d/1", "HTTPS://Shop.Example:443/d/1", "https://ana@shop.example/d/1#top",
      "http://shop.example/d/1?x=1", "myapp://d/1", "myapp:///d/1", "myapp:/d/1", "MYAPP://d/1",
      "//shop.example/d/1",
    ] {
      XCTAssertEqual(try links.route(for: link), details, link)
    }
    for link in [
      "https://shop.example.evil/d/1", "ftp://d/1", "https:d/1", "//evil.example/d/1",
    ] {
      XCTAssertNil(try links.route(for: link), link)
    }
    XCTAssertEqual(try self.links().route(for: "https://anywhere.example/d/1"), details)
    XCTAssertEqual(try self.links().route(for: "otherapp://d/1"), details)
  }

  func testSeveralLinks_openOneRoute_andARoutePrintsWithItsFirstPattern() async throws {
    let app = AppRouter(state: mainTabs())
    XCTAssertEqual(app.open("/d/3", using: try links()), .applied)
    XCTAssertEqual(app.state[stack: .tab(MainTab.home)]?.path, [DashboardRoute.details(id: 3)])

    let route = DashboardRoute.details(id: 3)
    XCTAssertEqual(try links().link(for: route), "/dashboard/items/3")
    XCTAssertEqual(
      try links(LinkOrigins(schemes: ["myapp"])).link(for: route), "myapp://dashboard/items/3")
    XCTAssertEqual(
      try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"])).link(for: route),
      "https://shop.example/dashboard/items/3")
  }

  func testAPresentedPlacement_setsTheStackUnderIt_andPresentsOverIt() async throws {
    let app = AppRouter(state: mainTabs())
    XCTAssertEqual(app.open("/settings/add", using: try links()), .applied)
    XCTAssertEqual(
      app.state[stack: .tab(MainTab.settings)],
      NavigationState(
        root: SettingsRoute.main, path: [SettingsRoute.privacy],
        presented: PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.add))))
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.settings))
  }

  /// The layer over the tab bar and the one in the link's tab are dismissed; one in another
  /// tab stays. A placement that keeps layers is refused under a layer covering the tab bar.
  func testLayersThatWouldHideTheRoute_areDismissedFirst_unlessThePlacementKeepsThem()
    async throws
  {
    var covered = browsing()
    covered.presented = PresentedLayer(
      .fullScreenCover, state: NavigationState(root: AuthRoute.login))
    let app = AppRouter(state: covered)
    XCTAssertEqual(app.open("/settings/privacy", using: try links()), .applied)
    XCTAssertNil(app.state.presented, "the cover over the tab bar was dismissed")
    XCTAssertEqual(
      app.state[stack: .tab(MainTab.home)]?.presented,
      PresentedLayer(.sheet, state: NavigationState(root: SheetRoute.add)),
      "the sheet in the other tab stays")
    XCTAssertEqual(app.open("/d/2", using: try links()), .applied)
    XCTAssertNil(app.state[stack: .tab(MainTab.home)]?.presented, "the link's tab's sheet went")

    var keeping = RouteCatalog<String>(module: "app")
    try keeping.add(SettingsRoute.self, key: "settings") { links in
      try links.add("/settings/privacy", .privacy)
    } screen: { _, _ in
      ""
    }
    try keeping.place(SettingsRoute.self) { _ in
      .push(inTab: MainTab.settings, dismissingLayers: false)
    }
    let kept = AppRouter(state: covered)
    XCTAssertEqual(
      kept.open("/settings/privacy", using: keeping.appLinks()), .refused(.tabBarCovered))
    XCTAssertEqual(kept.state, covered)
  }

  func testARootPlacement_popsItsTab_andACoverOverTheRoot_leavesTheTabsAsTheyAre()
    async throws
  {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(DashboardRoute.self, key: "dashboard") { _, _ in "" }
    try catalog.add(AuthRoute.self, key: "auth") { _, _ in "" }
    try catalog.place(DashboardRoute.self) { route in
      route == .home ? .root(ofTab: MainTab.home) : .push(inTab: MainTab.home)
    }
    try catalog.place(AuthRoute.self) { _ in .present(.fullScreenCover) }
    let links = catalog.appLinks()
    let app = AppRouter(state: mainTabs(selected: .settings))
    app.setPath([DashboardRoute.details(id: 1)], at: .tab(MainTab.home))

    XCTAssertEqual(app.show(DashboardRoute.home, using: links), .applied)
    XCTAssertEqual(app.state, mainTabs(selected: .home))
    XCTAssertEqual(app.show(AuthRoute.login, using: links), .applied)
    var covered = mainTabs(selected: .home)
    covered.presented = PresentedLayer(
      .fullScreenCover, state: NavigationState(root: AuthRoute.login))
    XCTAssertEqual(app.state, covered)
  }

  // MARK: What is not the app's, and what cannot be placed

  func testALinkThatIsNotTheApps_isLeftToTheApp_andChangesNothing() async throws {
    let app = AppRouter(state: browsing())
    let links = try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
    for link in [
      "https://elsewhere.example/dashboard/items/7", "otherapp://settings/privacy",
      "/nowhere/7", "myapp://", "https://shop.example/", "mailto:ana@example.com",
    ] {
      XCTAssertNil(app.open(link, using: links), link)
    }
    XCTAssertEqual(app.state, browsing())
    XCTAssertEqual(issues.recorded, [])
  }

  func testALinkOfTheAppsThatCannotBeRead_isRefused_namingWhere() async throws {
    let app = AppRouter(state: browsing())
    let error = DeepLinkError.invalidParameter("id", value: "seven", expected: "Int", at: 3)
    XCTAssertEqual(
      app.open("/dashboard/items/seven", using: try links()), .refused(.invalidDeepLink(error)))
    XCTAssertEqual(app.state, browsing())
    XCTAssertEqual(issues.recorded, [.refused(.invalidDeepLink(error))])
  }

  func testARouteWithNoPlacement_isRefused() async throws {
    let app = AppRouter(state: browsing())
    let unplaced = try catalog(placing: false).appLinks()
    XCTAssertEqual(
      app.open("/settings/privacy", using: unplaced),
      .refused(.noPlacement(RouteType(SettingsRoute.self))))
    XCTAssertEqual(app.state, browsing())
  }

  func testAPlacementTheTreeCannotHost_isRefused_andChangesNothing() async throws {
    let flat = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
    let app = AppRouter(state: flat)
    XCTAssertEqual(
      app.open("/settings/privacy", using: try links()),
      .refused(.noTabs))
    XCTAssertEqual(app.state, flat)
  }

  // MARK: Other inputs, guards

  func testAnotherInputsRoute_isPlacedAsALinkToItWouldBe() async throws {
    let app = AppRouter(state: browsing())
    var sources: [NavigationSource] = []
    app.addGuard { request in
      sources.append(request.source)
      return .allow
    }
    XCTAssertEqual(app.show(DashboardRoute.details(id: 9), using: try links()), .applied)
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.home))
    XCTAssertEqual(app.state[stack: .tab(MainTab.home)]?.path, [DashboardRoute.details(id: 9)])
    XCTAssertEqual(sources, [.deepLink("\(AnyRoute(DashboardRoute.details(id: 9)))")])
  }

  /// A link a guard kept to resume is placed on the tree as it is when resumed: what the user
  /// did in the other tabs meanwhile stays.
  func testALinkKeptByAGuard_isPlacedOnTheTreeAsItIsWhenResumed() async throws {
    let app = AppRouter(state: mainTabs(selected: .settings))
    let session = Session()
    var sources: [NavigationSource] = []
    app.addGuard(for: DashboardRoute.self) { request in
      sources.append(request.source)
      return session.signedIn ? .allow : .redirect([.selectTab(MainTab.profile)], resume: true)
    }
    let link = "/dashboard/items/7"

    XCTAssertEqual(
      app.open(link, using: try links()), .redirected(to: [.selectTab(MainTab.profile)]))
    XCTAssertEqual(app.state.tabs?.selected, AnyRoute(MainTab.profile))
    app.setPath([SettingsRoute.privacy], at: .tab(MainTab.settings))
    session.signedIn = true
    XCTAssertEqual(app.resumePendingRequest(), .applied)

    XCTAssertEqual(
      app.state,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (
              MainTab.home,
              NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
            ),
            (
              MainTab.settings,
              NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
            ),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.home)))
    XCTAssertEqual(sources.first, .deepLink(link))
  }

  // MARK: Installing

  func testInstall_namesEveryRouteTypeWithLinksAndNoPlacement() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertThrowsError(
      try app.install([any ModuleBuilder<String>](), with: catalog(placing: false))
    ) {
      XCTAssertEqual(
        $0 as? ModuleSetupError,
        ModuleSetupError(
          unplacedLinks: [
            RouteType(DashboardRoute.self), RouteType(SettingsRoute.self),
            RouteType(SheetRoute.self),
          ]))
      XCTAssertEqual(
        "\($0)",
        "no placement for TestFixtures.DashboardRoute, TestFixtures.SettingsRoute, "
          + "TestFixtures.SheetRoute")
    }
  }

  func testPlacingATypeTwice_isRefused_namingWhoPlacedItFirst() async throws {
    var first = RouteCatalog<String>(module: "app")
    try first.place(SettingsRoute.self) { _ in .push(inTab: MainTab.settings) }
    var second = RouteCatalog<String>(module: "settings")
    try second.place(SettingsRoute.self) { _ in .push() }
    XCTAssertThrowsError(try RouteCatalog(merging: [first, second])) {
      XCTAssertEqual(
        $0 as? CatalogError,
        CatalogError(
          module: "settings", routeType: RouteType(SettingsRoute.self),
          problem: .placedTwice(firstIn: "app")))
    }
    XCTAssertThrowsError(try first.place(SettingsRoute.self) { _ in .push() }) {
      XCTAssertEqual(($0 as? CatalogError)?.problem, .placedTwice(firstIn: "app"))
    }
  }
}
