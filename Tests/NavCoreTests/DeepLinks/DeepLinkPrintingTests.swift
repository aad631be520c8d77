import NavCore
import TestFixtures
import XCTest

/// States printed as links, written out as the literal links they give.
final class DeepLinkPrintingTests: XCTestCase {
  private let links = try! fixtureLinks()

  func testStack_printsItsRoutes_rootFirst() throws {
    let state = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 7), SettingsRoute.privacy])
    XCTAssertEqual(try links.url(for: state), "/dashboard/dashboard/details/7/settings/privacy")
  }

  func testTabBar_printsWhole_closedOnlyWhenSomethingFollows() throws {
    let state = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(
              root: DashboardRoute.home,
              presented: PresentedLayer(SheetRoute.edit(id: 2), style: .sheet))
          ),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ], selected: MainTab.settings, reselectPopsToRoot: false))
    XCTAssertEqual(
      try links.url(for: state),
      "/main/~tabs:settings;keep/~tab:home/dashboard/~sheet/sheet/edit/2/~tab:settings/settings")
    var covered = state
    covered.presented = PresentedLayer(AuthRoute.login, style: .fullScreenCover)
    XCTAssertEqual(
      try links.url(for: covered),
      "/main/~tabs:settings;keep/~tab:home/dashboard/~sheet/sheet/edit/2/~tab:settings/settings"
        + "/~end/~fullScreenCover/login")
  }

  func testBoundary_isWrittenOnlyWhereTheNextRouteWouldBeReadIntoTheOne_before() throws {
    let state = NavigationState(
      root: ArticleRoute.search(term: nil, sort: nil, page: nil),
      path: [
        SettingsRoute.main, ArticleRoute.file(path: "a/b"), DashboardRoute.home,
        ArticleRoute.article(slug: "x", page: nil), ArticleRoute.article(slug: "page", page: nil),
      ])
    XCTAssertEqual(
      try links.url(for: state),
      "/search/~/settings/files/a/b/~/dashboard/articles/x/articles/page")
  }

  func testQueryItems_ofTheLastRouteMakeTheQuery_othersFollowTheirRoute() throws {
    let search = ArticleRoute.search(term: "a&b", sort: .newest, page: 2)
    XCTAssertEqual(
      try links.url(for: NavigationState(root: search, path: [search])),
      "/search/a%26b;sort=newest;page=2/search/a%26b?sort=newest&page=2")
  }

  func testValues_areEncodedSoTheyReadBack() throws {
    let state = NavigationState(root: ArticleRoute.article(slug: "~tab:home /é;?#%+", page: nil))
    let link = try links.url(for: state)
    XCTAssertEqual(link, "/articles/%7Etab%3Ahome%20%2F%C3%A9%3B%3F%23%25%2B")
    XCTAssertEqual(try links.state(for: link), state)
  }

  /// The example of the README's "Deep links" section.
  func testReadmeExample_printsAndOpens() throws {
    let state = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(
              root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)],
              presented: PresentedLayer(SheetRoute.edit(id: 7), style: .sheet))
          ),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ], selected: MainTab.home),
      presented: PresentedLayer(SheetRoute.confirmDelete(id: 7), style: .alert))
    let link =
      "/main/~tabs:home/~tab:home/dashboard/dashboard/details/7/~sheet/sheet/edit/7"
      + "/~tab:settings/settings/~end/~alert/sheet/delete/7"
    XCTAssertEqual(try links.url(for: state), link)
    XCTAssertEqual(try links.state(for: "myapp://" + link), state)
  }

  func testTabWithNoKey_isRefused() {
    let state = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup([(7, NavigationState(root: DashboardRoute.home))], selected: 7))
    assertLinkError(.noTabKey(for: AnyRoute(7))) { try links.url(for: state) }
  }

  func testInvalidState_isRefused() {
    let state = NavigationState(
      root: DashboardRoute.home,
      presented: PresentedLayer(
        .alert, state: NavigationState(root: SheetRoute.add, path: [SettingsRoute.main])))
    assertLinkError(
      .invalidState(
        "invalid state: an alert is a leaf but has a path, a layer or tabs at root › presented")
    ) {
      try links.url(for: state)
    }
  }

  func testStateOverTheLimits_isRefused_soEveryPrintedLinkOpens() {
    var deep = NavigationState(root: DashboardRoute.home)
    for _ in 0...DeepLinkLimits.maxDepth {
      deep = NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: deep))
    }
    assertLinkError(.limitExceeded("depth", limit: DeepLinkLimits.maxDepth)) {
      try links.url(for: deep)
    }
    let long = NavigationState(
      root: DashboardRoute.home, path: RoutePath(Array(repeating: SettingsRoute.main, count: 1_024))
    )
    assertLinkError(.limitExceeded("segments", limit: DeepLinkLimits.maxSegments)) {
      try links.url(for: long)
    }
    let wide = NavigationState(
      root: ArticleRoute.article(slug: String(repeating: "é", count: 3_000), page: nil))
    assertLinkError(.limitExceeded("length", limit: DeepLinkLimits.maxLength)) {
      try links.url(for: wide)
    }
  }

  func testDepthAtTheLimit_printsAndOpens() throws {
    var deep = NavigationState(root: DashboardRoute.home)
    for _ in 0..<DeepLinkLimits.maxDepth {
      deep = NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: deep))
    }
    XCTAssertEqual(try links.state(for: links.url(for: deep)), deep)
  }
}
