import NavCore
import TestFixtures
import XCTest

/// Links written by hand, read into trees: the URL scheme for stacks, layers and tab bars.
final class DeepLinkTreeTests: XCTestCase {
  private let links = try! fixtureLinks()

  private func tabs(
    home: NavigationState = NavigationState(root: DashboardRoute.home),
    settings: NavigationState = NavigationState(root: SettingsRoute.main),
    profile: NavigationState = NavigationState(root: AuthRoute.login),
    selected: MainTab = .home, reselectPopsToRoot: Bool = true, presented: PresentedLayer? = nil
  ) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [(MainTab.home, home), (MainTab.settings, settings), (MainTab.profile, profile)],
        selected: selected, reselectPopsToRoot: reselectPopsToRoot),
      presented: presented)
  }

  // MARK: Stacks and layers

  func testStack_isItsRoutes_rootFirst() {
    assertOpens(
      "/dashboard/dashboard/details/7/settings",
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 7), SettingsRoute.main]),
      with: links)
  }

  func testLayers_arePresentedOverTheStackBefore_eachWithItsOwnStack() {
    assertOpens(
      "/dashboard/~sheet/sheet/edit/3/settings/~alert/sheet/delete/3",
      NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: SheetRoute.edit(id: 3), path: [SettingsRoute.main],
            presented: PresentedLayer(SheetRoute.confirmDelete(id: 3), style: .alert)))),
      with: links)
    for style in PresentationStyle.allCases {
      assertOpens(
        "/dashboard/~\(style.rawValue)/login",
        NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(AuthRoute.login, style: style)),
        with: links)
    }
  }

  func testBoundary_endsARouteTheNextWouldOtherwiseBeReadInto() {
    assertOpens(
      "/search/settings",
      NavigationState(root: ArticleRoute.search(term: "settings", sort: nil, page: nil)),
      with: links)
    assertOpens(
      "/search/~/settings",
      NavigationState(
        root: ArticleRoute.search(term: nil, sort: nil, page: nil), path: [SettingsRoute.main]),
      with: links)
    assertOpens(
      "/files/a/b/~/login",
      NavigationState(root: ArticleRoute.file(path: "a/b"), path: [AuthRoute.login]), with: links)
  }

  func testQuery_belongsToTheLastRoute_andItemsAfterARouteToThatRoute() {
    assertOpens(
      "/search;page=1/~/dashboard/~sheet/search/swift?page=2",
      NavigationState(
        root: ArticleRoute.search(term: nil, sort: nil, page: 1), path: [DashboardRoute.home],
        presented: PresentedLayer(
          ArticleRoute.search(term: "swift", sort: nil, page: 2), style: .sheet)),
      with: links)
  }

  // MARK: Tab bars

  func testTabBar_writtenWhole_givesEveryTabAndTheSelection() {
    assertOpens(
      "/main/~tabs:settings/~tab:home/dashboard/~tab:settings/settings/settings/privacy"
        + "/~tab:profile/login",
      tabs(
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings),
      with: links)
  }

  func testTabBar_keep_keepsTheStackWhenTheSelectedTabIsSelectedAgain() {
    assertOpens(
      "/main/~tabs:home;keep/~tab:home/dashboard/~tab:settings/settings/~tab:profile/login",
      tabs(reselectPopsToRoot: false), with: links)
  }

  func testEnd_closesTheTabBar_soALayerCoversTheWholeBar() {
    let homeSheet = NavigationState(
      root: DashboardRoute.home, presented: PresentedLayer(SheetRoute.add, style: .sheet))
    assertOpens(
      "/main/~tabs:home/~tab:home/dashboard/~sheet/sheet/add/~tab:settings/settings"
        + "/~tab:profile/login/~end/~fullScreenCover/login",
      tabs(home: homeSheet, presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)),
      with: links)
    // Without ~end, the cover is in the last tab.
    assertOpens(
      "/main/~tabs:home/~tab:home/dashboard/~tab:settings/settings/~tab:profile/login"
        + "/~fullScreenCover/login",
      tabs(
        profile: NavigationState(
          root: AuthRoute.login, presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)
        )),
      with: links)
  }

  func testTabBarInsideATab_isOpenedWithTabs_andClosedWithEnd() {
    let inner = NavigationState(
      root: DashboardRoute.home,
      tabs: TabGroup(
        [
          (LinkTab.first, NavigationState(root: SettingsRoute.main)),
          (LinkTab.second, NavigationState(root: AuthRoute.login)),
        ], selected: LinkTab.second))
    assertOpens(
      "/main/~tabs:home/~tab:home/dashboard/~tabs:second/~tab:first/settings/~tab:second/login"
        + "/~end/~tab:settings/settings/~tab:profile/login",
      tabs(home: inner), with: links)
  }

  func testTabAlone_opensAPartialBar_withTheTabsItNames_theLastSelected() {
    assertOpens(
      "/main/~tab:home/dashboard/~tab:profile/login",
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.profile)),
      with: links)
  }

  // MARK: Opening from a current state

  func testPartialBar_fromTheSameTabBar_updatesTheNamedTabs_andKeepsTheOthers() throws {
    let current = tabs(
      home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
      reselectPopsToRoot: false, presented: PresentedLayer(SheetRoute.add, style: .sheet))
    let opened = try links.state(
      for: "/main/~tab:settings/settings/settings/privacy", from: current)
    XCTAssertEqual(
      opened,
      tabs(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings, reselectPopsToRoot: false))
  }

  func testPartialBar_withALayer_keepsTheOtherTabs_andPresentsTheLayer() throws {
    let current = tabs(profile: NavigationState(root: AuthRoute.login, path: [SettingsRoute.main]))
    let opened = try links.state(
      for: "/main/~tab:home/dashboard/dashboard/details/4/~sheet/sheet/edit/4", from: current)
    XCTAssertEqual(
      opened,
      tabs(
        home: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.details(id: 4)],
          presented: PresentedLayer(SheetRoute.edit(id: 4), style: .sheet)),
        profile: NavigationState(root: AuthRoute.login, path: [SettingsRoute.main])))
  }

  func testPartialBar_inALayer_updatesTheTabBarInTheCurrentLayer() throws {
    let home = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 2)])
    let current = NavigationState(
      root: AuthRoute.login,
      presented: PresentedLayer(.fullScreenCover, state: tabs(home: home, selected: .profile)))
    let opened = try links.state(
      for: "/login/~fullScreenCover/main/~tab:settings/settings/settings/privacy", from: current)
    XCTAssertEqual(
      opened,
      NavigationState(
        root: AuthRoute.login,
        presented: PresentedLayer(
          .fullScreenCover,
          state: tabs(
            home: home,
            settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
            selected: .settings))))
  }

  func testPartialBar_fromAnotherRoot_replacesTheTree() throws {
    let opened = try links.state(
      for: "/main/~tab:settings/settings", from: NavigationState(root: AuthRoute.login))
    XCTAssertEqual(
      opened,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [(MainTab.settings, NavigationState(root: SettingsRoute.main))],
          selected: MainTab.settings))
    )
  }

  func testPartialBar_namingATabTheCurrentBarLacks_isRefused() throws {
    let current = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [(MainTab.home, NavigationState(root: DashboardRoute.home))], selected: MainTab.home))
    assertLinkError(.unknownTab("profile", at: 4)) {
      try links.state(for: "/main/~tab:home/dashboard/~tab:profile/login", from: current)
    }
  }

  func testWholeBar_fromTheSameTabBar_replacesIt() throws {
    let current = tabs(home: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    let link = "/main/~tabs:home/~tab:home/dashboard/~tab:settings/settings"
    XCTAssertEqual(try links.state(for: link, from: current), try links.state(for: link))
    XCTAssertEqual(try links.state(for: link, from: current).tabs?.tabs.count, 2)
  }

  // MARK: Errors

  func testErrors_nameTheSegmentWhereTheLinkFailed() {
    let cases: [(String, DeepLinkError)] = [
      ("/dashboard/details/7/nope/sheet/add", .noMatch("nope", at: 4)),
      ("/dashboard/~sheet/nope", .noMatch("nope", at: 3)),
      ("/dashboard/details/seven", .invalidParameter("id", value: "seven", expected: "Int", at: 3)),
      (
        "/login/~sheet/dashboard/details/x",
        .invalidParameter("id", value: "x", expected: "Int", at: 5)
      ),
      // A segment that cannot be read is named wherever it is: a link is never said not to
      // match where a later segment is what is wrong.
      ("/~sheet/%ZZ", .invalidEncoding("%ZZ", at: 2)),
      ("/dashboard/details/%zz", .invalidEncoding("%zz", at: 3)),
      ("/dashboard/~sheet/%ZZ", .invalidEncoding("%ZZ", at: 3)),
      (
        "/dashboard/~bogus/%ZZ",
        .unexpected(
          "~bogus", "not a marker (~sheet, ~tab:KEY, ~tabs:KEY, ~end, ~, …)", at: 2)
      ),
      ("/dashboard/x;a=%ZZ", .invalidEncoding("x;a=%ZZ", at: 2)),
      ("/nope/%ZZ?x=%ZZ", .invalidEncoding("%ZZ", at: 2)),
      ("/dashboard?sort=%ZZ", .invalidEncoding("sort=%ZZ")),
      ("/main/~tabs:home", .unexpected("~tabs:home", "a tab bar starts with ~tab:KEY", at: 2)),
      ("/dashboard/~sheet", .unexpected("~sheet", "a route must follow", at: 2)),
      ("/dashboard/~sheet?x", .unexpected("~sheet", "a route must follow", at: 2)),
      ("/~sheet/dashboard", .unexpected("~sheet", "a route must come here", at: 1)),
      (
        "/dashboard/~alert/sheet/add/settings",
        .unexpected("settings", "an alert or a dialog holds one route", at: 5)
      ),
      (
        "/dashboard/~alert/sheet/add/~sheet/login",
        .unexpected("~sheet", "an alert or a dialog is a leaf: it opens nothing", at: 5)
      ),
      (
        "/dashboard/settings/~tabs:home/~tab:home/dashboard",
        .unexpected("~tabs:home", "a stack with tabs holds only its root", at: 3)
      ),
      (
        "/main/~tabs:home/dashboard",
        .unexpected("dashboard", "a tab bar starts with ~tab:KEY", at: 3)
      ),
      ("/main/~tab:nope/dashboard", .unknownTab("nope", at: 2)),
      ("/main/~tabs:profile/~tab:home/dashboard", .unknownTab("profile", at: 2)),
      (
        "/main/~tabs:home/~tab:home/dashboard/~tab:home/login",
        .unexpected("~tab:home", "tab home is written twice", at: 5)
      ),
      ("/dashboard/~end", .unexpected("~end", "nothing at an outer level follows here", at: 2)),
      (
        "/dashboard/~bogus",
        .unexpected("~bogus", "not a marker (~sheet, ~tab:KEY, ~tabs:KEY, ~end, ~, …)", at: 2)
      ),
      ("/dashboard/det%ZZ", .invalidEncoding("det%ZZ", at: 2)),
      ("/dashboard/%C3%28", .invalidEncoding("%C3%28", at: 2)),
      ("/dashboard/%", .invalidEncoding("%", at: 2)),
      ("/dashboard/;x=1", .unexpected(";x=1", "a route segment is empty before its \";\"", at: 2)),
      ("/search?sort=%G0", .invalidEncoding("sort=%G0")),
      ("", .emptyPath),
      ("/", .emptyPath),
      ("///?x=1#y", .emptyPath),
      ("myapp://host", .emptyPath),
    ]
    for (link, expected) in cases {
      assertLinkError(expected) { try links.state(for: link) }
    }
  }

  func testErrorDescriptions_sayWhatAndWhere() {
    XCTAssertEqual(
      DeepLinkError.noMatch("nope", at: 4).description, "no pattern matches at \"nope\" (segment 4)"
    )
    XCTAssertEqual(
      DeepLinkError.conflict("/a/:x", module: "settings", with: "/a/:id", of: "dashboard")
        .description,
      "/a/:x (module settings) matches the same links as /a/:id (module dashboard)")
    XCTAssertEqual(
      DeepLinkError.limitExceeded("segments", limit: 1_024).description,
      "the link is over the limit of 1024 segments")
  }
}
