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

  /// The tab bar after item 7 is placed in the home tab, privacy still open in settings.
  private let itemSevenInHomePrivacyInSettings = NavigationState(
    root: MainRoute.tabBar,
    tabs: TabGroup(
      [
        (
          MainTab.home,
          NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
        ),
        (
          MainTab.settings, NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
        ),
        (MainTab.profile, NavigationState(root: AuthRoute.login)),
      ], selected: MainTab.home))

  // MARK: Placing

  func testAUniversalLink_placesItsRoute_inItsTab_leavingTheOtherTabsAsTheyWere() async throws {
    let app = AppRouter(state: browsing())
    let links = try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))

    XCTAssertEqual(
      app.open("https://shop.example/dashboard/items/7?utm=mail", using: links), .applied)
    XCTAssertEqual(
      app.state,
      itemSevenInHomePrivacyInSettings)
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
      "/d/1", "d/1", "HTTPS://Shop.Example:443/d/1", "https://shop.example/d/1#top",
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
    XCTAssertNil(
      try self.links(LinkOrigins(schemes: ["myapp"])).route(for: "https://anywhere.example/d/1"),
      "an app that names only its schemes leaves web links to the browser")
  }

  /// Authorities a hostile link might hold — empty hosts, bare colons, an IPv6 address — and
  /// paths that look like a scheme or a host once the link's own are taken off: each is read
  /// as the app's or not, or refused with a typed error, never read as another path, never a
  /// crash.
  func testOrigins_readHostileAuthorities_andNeverReadAPathAsAURLAgain() async throws {
    let links = try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example", "[::1]"]))
    let details = AnyRoute(DashboardRoute.details(id: 1))
    for link in [
      "https://:/d/1", "https://::/d/1", "https://@:/d/1", "https://@/d/1", "https:///d/1",
    ] {
      XCTAssertThrowsError(try links.route(for: link), link)
    }
    XCTAssertEqual(try links.route(for: "https://[::1]:8080/d/1"), details)
    XCTAssertEqual(try links.route(for: "https://shop.example//d/1"), details)
    XCTAssertNil(try links.route(for: "https://shop.example//elsewhere.example/d/1"))
    XCTAssertNil(try links.route(for: "myapp://d:1/1"), "d: is a segment, not a scheme")
    let app = AppRouter(state: mainTabs())
    XCTAssertEqual(
      app.open("https://:/x", using: links),
      .refused(.invalidDeepLink(.ambiguousOrigin(":", "its host is empty"))))
    XCTAssertEqual(app.state, mainTabs())
  }

  /// 100,000 seeded random links built from the pieces URLs are made of — schemes, slashes,
  /// user info, ports, brackets, hosts, paths, queries, fragments. Each is the app's or not,
  /// never a crash; one that reads as a route prints to a link that reads as it again.
  func testRandomURLs_readAsTheAppsOrNot_andWhatReadsPrintsBack() throws {
    let links = try links(LinkOrigins(schemes: ["myapp"], hosts: ["shop.example", "[::1]"]))
    let pieces = [
      "https:", "http:", "myapp:", "other:", "//", "/", "///", "shop.example", "[::1]", "[",
      "]", ":", "::", ":443", "@", "ana@", "d", "1", "/d/1", "/settings/privacy", "%", "%2F",
      "?", "?x=1", "#", "#top", "~", ";", "é", " ", "",
    ]
    var seed: UInt64 = 0x0121_6175
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    var read = 0
    for _ in 0..<100_000 {
      let link = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
      guard let route = try? links.route(for: link) else { continue }
      read += 1
      if let printed = try? links.link(for: route) {
        XCTAssertEqual(try links.route(for: printed), route, "\(link) → \(printed)")
      }
    }
    XCTAssertGreaterThan(read, 100, "the generator should make some links that read")
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

  /// A placement lands on the back stack the app chose, whichever tab was selected and
  /// whatever it held; a root placement of a route neither the root nor on the stack is
  /// refused.
  func testAPlacement_landsOnTheSameStack_fromAnyTab_andARootPlacementChecksItsRoute()
    async throws
  {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "" }
    try catalog.add(SheetRoute.self, key: "sheet") { _, _ in "" }
    try catalog.place(SettingsRoute.self) { _ in .root(ofTab: MainTab.settings) }
    try catalog.place(SheetRoute.self) { _ in .present(.sheet, inTab: MainTab.settings) }
    let links = catalog.appLinks()
    var landed: [NavigationState] = []
    for selected in [MainTab.home, .settings] {
      let app = AppRouter(state: mainTabs(selected: selected))
      app.setPath([SettingsRoute.privacy], at: .tab(MainTab.settings))
      XCTAssertEqual(app.show(SheetRoute.add, using: links), .applied)
      landed.append(app.state)
    }
    XCTAssertEqual(landed[0], landed[1])
    XCTAssertEqual(
      landed[0][stack: .tab(MainTab.settings)],
      NavigationState(
        root: SettingsRoute.main, presented: PresentedLayer(SheetRoute.add, style: .sheet)))

    let app = AppRouter(state: mainTabs(selected: .settings))
    XCTAssertEqual(
      app.show(SettingsRoute.privacy, using: links),
      .refused(.routeNotOnStack(AnyRoute(SettingsRoute.privacy))))
    XCTAssertEqual(app.state, mainTabs(selected: .settings))
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
      itemSevenInHomePrivacyInSettings)
    XCTAssertEqual(sources.first, .deepLink(link))
  }

  /// A link to where the user already is brings no screen into the tree, so no guard judges it
  /// again, even once what the guard decides from has changed: `refreshGuards` is what judges
  /// the tree again, as `open`'s documentation says.
  func testReopeningTheCurrentLink_isNotJudgedAgain_refreshGuardsIs() async throws {
    let app = AppRouter(state: mainTabs(selected: .home))
    let session = Session()
    session.signedIn = true
    var asked = 0
    app.addGuard(for: DashboardRoute.self) { _ in
      asked += 1
      return session.signedIn ? .allow : .redirect([.selectTab(MainTab.profile)], resume: false)
    }
    let link = "/dashboard/items/7"
    XCTAssertEqual(app.open(link, using: try links()), .applied)
    XCTAssertEqual(asked, 1)
    let placed = app.state

    session.signedIn = false
    XCTAssertEqual(app.open(link, using: try links()), .applied)
    XCTAssertEqual(asked, 1, "nothing came into the tree: no guard was asked")
    XCTAssertEqual(app.state, placed)

    XCTAssertEqual(app.refreshGuards(), .redirected(to: [.selectTab(MainTab.profile)]))
    XCTAssertEqual(asked, 2)
  }

  // MARK: Installing

  func testInstall_namesEveryRouteTypeWithLinksAndNoPlacement() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertThrowsError(
      try app.install([any ModuleBuilder<String>](), with: catalog(placing: false))
    ) {
      XCTAssertEqual(
        ($0 as? CatalogError)?.problems,
        [RouteType(DashboardRoute.self), RouteType(SettingsRoute.self), RouteType(SheetRoute.self)]
          .map { CatalogError(module: "app", routeType: $0, problem: .noPlacement) })
      XCTAssertEqual(
        "\($0)",
        "app: TestFixtures.DashboardRoute: a link opens it, but no catalog places it; "
          + "app: TestFixtures.SettingsRoute: a link opens it, but no catalog places it; "
          + "app: TestFixtures.SheetRoute: a link opens it, but no catalog places it")
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
