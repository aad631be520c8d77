import Auth
import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import XCTest

@testable import Demo

/// The app's links, opened as `demo open` opens them: every module's table merged at the
/// composition root, each link applied through the guards on the app launched signed in.
@MainActor
final class AppLinksTests: XCTestCase {
  private let nested =
    "/main/~tab:settings/settings/settings/privacy/~sheet/settings/profile/settings/profile/photo"
  private let guarded = "/main/~tab:home/dashboard/dashboard/billing"
  private let bad = "/main/~tab:home/dashboard/dashboard/biling"

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
    XCTAssertEqual(DemoCommand.exampleLinks, [nested, guarded, bad])
  }

  func testNestedLink_selectsSettings_pushesPrivacy_andPresentsTheProfileSheetAtItsPhoto()
    async throws
  {
    let composed = try launched()
    let recording = assertNothingReported(composed.app) {
      record(composed.app) {
        XCTAssertEqual(composed.app.open(nested, using: composed.links), .applied)
      }
    }
    assertTree(
      composed.app,
      main(
        settings: NavigationState(
          root: SettingsRoute.main, path: [SettingsRoute.privacy],
          presented: PresentedLayer(
            .sheet,
            state: NavigationState(
              root: SettingsRoute.editProfile, path: [SettingsRoute.profilePhoto]))),
        selected: .settings))
    XCTAssertEqual(recording.events.map(\.source), [.deepLink(nested)])
  }

  func testNestedLink_printsAsAWholeTree_thatOpensTheSameStateFromAnyState() async throws {
    let composed = try launched()
    composed.app.open(nested, using: composed.links)
    let opened = composed.app.state

    let link = try composed.app.url(using: composed.links)

    XCTAssertEqual(
      link,
      "/main/~tabs:settings/~tab:home/dashboard/~tab:settings/settings/settings/privacy"
        + "/~sheet/settings/profile/settings/profile/photo")
    let other = try ComposedApp(state: .signedOut)
    XCTAssertEqual(other.app.open(link, using: other.links), .applied)
    assertTree(other.app, opened)
  }

  func testGuardedLink_isRedirectedToSignIn_andOpensInTheChangeThatClosesIt() async throws {
    let composed = try launched()
    XCTAssertEqual(
      composed.app.open(guarded, using: composed.links),
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

  func testBadLink_isRefusedNamingTheFirstSegmentThatFailed_andChangesNothing() async throws {
    let composed = try launched()
    let error = DeepLinkError.noMatch("biling", at: 5)
    XCTAssertThrowsError(try composed.links.state(for: bad, from: composed.app.state)) {
      XCTAssertEqual($0 as? DeepLinkError, error)
    }
    XCTAssertEqual("\(error)", #"no pattern matches at "biling" (segment 5)"#)

    assertReported([.refused(.invalidDeepLink(error))], by: composed.app) {
      XCTAssertEqual(
        composed.app.open(bad, using: composed.links), .refused(.invalidDeepLink(error)))
    }
    assertTree(composed.app, main())
    XCTAssertNil(composed.app.pendingRequest)
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
