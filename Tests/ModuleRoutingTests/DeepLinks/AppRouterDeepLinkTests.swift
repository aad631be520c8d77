import ModuleRouting
import TestFixtures
import XCTest

/// Whether the user is signed in, changed by a test between requests.
@MainActor
private final class LinkSession {
  var signedIn = false
}

@MainActor
final class AppRouterDeepLinkTests: IssueRecordingTestCase {
  private let links = try! fixtureLinks()

  private func tabs(
    home: NavigationState = NavigationState(root: DashboardRoute.home),
    settings: NavigationState = NavigationState(root: SettingsRoute.main),
    selected: MainTab = .home, presented: PresentedLayer? = nil
  ) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, home), (MainTab.settings, settings),
          (MainTab.profile, NavigationState(root: AuthRoute.login)),
        ], selected: selected),
      presented: presented)
  }

  func testOpen_appliesTheWholeTree_asOneChange() async {
    let app = AppRouter(root: AuthRoute.login)
    let changes = ChangeCounter { _ = app.state }
    let link =
      "/main/~tabs:home/~tab:home/dashboard/dashboard/details/7/~sheet/sheet/edit/7"
      + "/~tab:settings/settings/~tab:profile/login"
    XCTAssertEqual(app.open(link, using: links), .applied)
    XCTAssertEqual(
      app.state,
      tabs(
        home: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)],
          presented: PresentedLayer(SheetRoute.edit(id: 7), style: .sheet))))
    XCTAssertEqual(changes.count, 1)
    XCTAssertEqual(issues.recorded, [])
  }

  func testOpen_partialTabLink_updatesThatTab_andKeepsTheOthers() async {
    let app = AppRouter(
      state: tabs(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])))
    XCTAssertEqual(
      app.open("/main/~tab:settings/settings/settings/privacy", using: links), .applied)
    XCTAssertEqual(
      app.state,
      tabs(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings))
  }

  func testOpen_linkThatMatchesNothing_isRefusedNamingTheSegment_andChangesNothing() async {
    let app = AppRouter(state: tabs())
    let before = app.state
    let changes = ChangeCounter { _ = app.state }
    let expected = NavigationRefusal.invalidDeepLink(.noMatch("nowhere", at: 4))
    XCTAssertEqual(
      app.open("/main/~tab:home/dashboard/nowhere/~sheet/sheet/add", using: links),
      .refused(expected))
    XCTAssertEqual(app.state, before)
    XCTAssertEqual(changes.count, 0)
    XCTAssertEqual(issues.recorded, [.refused(expected)])
    XCTAssertEqual(
      "\(expected)", "cannot open the link: no pattern matches at \"nowhere\" (segment 4)")
  }

  func testOpen_hostileLinks_areRefused_andChangeNothing() async {
    let app = AppRouter(state: tabs())
    let before = app.state
    for link in [
      String(repeating: "/~sheet", count: 2_000), "/main/%ZZ",
      "/" + String(repeating: "x", count: 20_000),
      "/main/~tabs:home/~tab:home/dashboard/~tab:home/login", "\u{0}?%",
    ] {
      XCTAssertNotEqual(app.open(link, using: links), .applied, link)
      XCTAssertEqual(app.state, before, link)
    }
  }

  func testOpen_intoAGuardedScreen_isRedirectedToLogin_andResumesIntoTheLinkedScreen() async {
    let session = LinkSession()
    let app = AppRouter(state: tabs())
    var sources: [NavigationSource] = []
    app.addGuard(for: SettingsRoute.self) { request in
      sources.append(request.source)
      return session.signedIn
        ? .allow : .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: true)
    }
    let link = "/main/~tab:settings/settings/settings/privacy"
    let login = PresentedLayer(AuthRoute.login, style: .fullScreenCover)

    XCTAssertEqual(
      app.open(link, using: links),
      .redirected(to: [.present(AuthRoute.login, style: .fullScreenCover)]))
    XCTAssertEqual(
      app.state, tabs(home: NavigationState(root: DashboardRoute.home, presented: login)),
      "the link never bypasses the guard")
    XCTAssertEqual(app.pendingRequest?.source, .deepLink(link))

    session.signedIn = true
    XCTAssertEqual(app.perform(.dismiss), .applied)
    XCTAssertEqual(app.resumePendingRequest(), .applied)
    XCTAssertEqual(
      app.state,
      tabs(
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings))
    XCTAssertEqual(sources, [.deepLink(link), .deepLink(link)])
  }

  func testOpen_deniedByAGuard_changesNothing() async {
    let app = AppRouter(state: tabs())
    app.addGuard(for: ArticleRoute.self) { request in
      if case .deepLink = request.source { return .deny("no links into articles") }
      return .allow
    }
    let before = app.state
    XCTAssertEqual(
      app.open("/main/~tab:home/articles/swift", using: links),
      .refused(.denied("no links into articles")))
    XCTAssertEqual(app.state, before)
    XCTAssertEqual(app.navigate(to: ArticleRoute.article(slug: "swift", page: nil)), .applied)
  }

  func testURL_opensTheSameState_fromAnotherState() async throws {
    var random = RandomLinkedTrees(seed: 0xA11C_E5)
    let app = AppRouter(root: AuthRoute.login)
    for _ in 0..<200 {
      let state = random.state()
      let source = AppRouter(state: state)
      let link = try source.url(using: links)
      XCTAssertEqual(app.open(link, using: links), .applied, link)
      XCTAssertEqual(app.state, state, link)
    }
    XCTAssertEqual(issues.recorded, [])
  }
}
