import Auth
import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import XCTest

@testable import Demo

/// The app's links, opened as `demo open` opens them: links as the app receives them, each
/// route placed where the composition root says, through the guards on the app launched signed
/// in.
@MainActor
final class AppLinksTests: XCTestCase {
  private let item = "https://shop.example/dashboard/items/7"
  private let guarded = "myapp://dashboard/billing"
  private let typo = "https://shop.example/dashboard/biling"

  private func launched() throws -> ComposedApp {
    try ComposedApp(state: .signedIn)
  }

  /// The signed-in tree with `home` and `settings` as the tabs' stacks.
  private func main(
    home: NavigationState = NavigationState(root: DashboardRoute.home),
    settings: NavigationState = NavigationState(root: SettingsRoute.main),
    selected: MainTab = .home
  ) -> NavigationState {
    NavigationState(
      root: AppRoute.main,
      tabs: TabGroup([(MainTab.home, home), (MainTab.settings, settings)], selected: selected))
  }

  func testTheDocumentedLinks_areTheOnesTheDemoSuggests() async {
    XCTAssertEqual(DemoCommand.exampleLinks, [item, guarded, typo])
  }

  func testAnItemsLink_selectsHome_andPushesTheItemOverTheList_leavingSettingsAsItWas()
    async throws
  {
    let composed = try launched()
    composed.app.setPath([SettingsRoute.privacy], at: .tab(MainTab.settings))
    let recording = assertNothingReported(composed.app) {
      record(composed.app) {
        XCTAssertEqual(composed.app.open(item, using: composed.appLinks), .applied)
      }
    }
    assertTree(
      composed.app,
      main(
        home: NavigationState(
          root: DashboardRoute.home,
          path: [DashboardRoute.items, DashboardRoute.details(id: 7)]),
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])))
    XCTAssertEqual(recording.events.map(\.source), [.deepLink(item)])
    XCTAssertEqual(
      try composed.appLinks.link(for: composed.app.state.top),
      "https://shop.example/dashboard/items/7")
  }

  func testTheProfilesLink_presentsItsSheetOverTheSettingsTab() async throws {
    let composed = try launched()
    XCTAssertEqual(
      composed.app.open("https://shop.example/settings/profile", using: composed.appLinks),
      .applied)
    assertTree(
      composed.app,
      main(
        settings: NavigationState(
          root: SettingsRoute.main,
          presented: PresentedLayer(SettingsRoute.editProfile, style: .sheet)),
        selected: .settings))
  }

  func testGuardedLink_isRedirectedToSignIn_andOpensInTheChangeThatClosesIt() async throws {
    let composed = try launched()
    XCTAssertEqual(
      composed.app.open(guarded, using: composed.appLinks),
      .redirected(to: [.present(AuthRoute.login, style: .fullScreenCover)]))
    assertTree(
      composed.app,
      main(
        home: NavigationState(
          root: DashboardRoute.home,
          presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover))))
    XCTAssertEqual(composed.app.pendingRequest?.source, .deepLink(guarded))

    let signIn = try XCTUnwrap(composed.onTop(SignInModel.self))
    let recording = assertNothingReported(composed.app) {
      record(composed.app) { XCTAssertEqual(signIn.signInTapped(), .applied) }
    }
    assertTree(
      composed.app,
      main(home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.billing])))
    XCTAssertEqual(recording.events.count, 1)
    XCTAssertNil(composed.app.pendingRequest)
  }

  func testALinkThatIsNotTheApps_isLeftToTheApp_andChangesNothing() async throws {
    let composed = try launched()
    assertNothingReported(composed.app) {
      for link in [typo, "https://elsewhere.example/dashboard/items/7", "otherapp://settings"] {
        XCTAssertNil(composed.app.open(link, using: composed.appLinks), link)
      }
    }
    assertTree(composed.app, main())
  }

  func testALinkOfTheAppsThatCannotBeRead_isRefusedNamingWhere_andChangesNothing()
    async throws
  {
    let composed = try launched()
    let error = DeepLinkError.invalidParameter("id", value: "seven", expected: "Int", at: 3)
    XCTAssertEqual("\(error)", #"parameter id is "seven", not Int (segment 3)"#)
    assertReported([.refused(.invalidDeepLink(error))], by: composed.app) {
      XCTAssertEqual(
        composed.app.open("https://shop.example/dashboard/items/seven", using: composed.appLinks),
        .refused(.invalidDeepLink(error)))
    }
    assertTree(composed.app, main())
  }

  func testModuleCatalogs_claimingTheSameLinks_failToMerge_namingBothModulesAndTypes()
    async throws
  {
    let app = AppRouter(state: .signedOut)
    var other = RouteCatalog<String>(module: "other")
    try other.add(OtherRoute.self, key: "other") { links in
      try links.add("/dashboard/items/:item", parse: { try OtherRoute(item: $0.int("item")) }) {
        ["item": "\($0.item)"]
      }
    } screen: { _, _ in
      ""
    }

    XCTAssertThrowsError(try RouteCatalog(merging: [DashboardBuilder(app: app).catalog(), other])) {
      XCTAssertEqual(
        $0 as? CatalogError,
        CatalogError(
          module: "other", routeType: RouteType(OtherRoute.self),
          problem: .linkTaken(
            "/dashboard/items/:item", other: "/dashboard/items/:id", module: "dashboard",
            type: RouteType(DashboardRoute.self))))
    }
  }
}

/// A route of no module of the app's, claiming a Dashboard link.
private struct OtherRoute: NavigationRoute, Codable {
  let item: Int
}
