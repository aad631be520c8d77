import Auth
import Dashboard
import ModuleRouting
import NavigationTesting
import Onboarding
import Settings
import XCTest

@testable import Demo

/// A result across modules: the Dashboard asks for the app's tour and waits for a
/// `TourResult`; the composition root answers with the Onboarding module's flow and maps the
/// `Bool` it ends with. Neither module imports the other.
@MainActor
final class TourResultTests: XCTestCase {
  /// The signed-in tree with `home` as the home tab's stack.
  private func main(home: NavigationState) -> NavigationState {
    NavigationState(
      root: AppRoute.main,
      tabs: TabGroup(
        [
          (MainTab.home, home),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ],
        selected: MainTab.home))
  }

  /// Takes the tour from the home screen, and returns once its cover shows.
  private func takingTheTour(
    _ composed: ComposedApp
  ) async throws -> (DashboardHomeModel, Task<FlowOutcome<TourResult>, Never>) {
    let home = try XCTUnwrap(composed.onTop(DashboardHomeModel.self))
    let touring = Task { await home.takeTheTourTapped() }
    let shown = await awaitRequest(on: composed.app)
    XCTAssertEqual(shown?.source, .exit(AnyRoute(DashboardExit.takeTheTour)))
    assertTree(
      composed.app,
      main(
        home: NavigationState(
          root: DashboardRoute.home,
          presented: PresentedLayer(OnboardingRoute.welcome, style: .fullScreenCover))))
    return (home, touring)
  }

  func testGoingThroughTheTour_handsTheDashboardTaken() async throws {
    let composed = try ComposedApp(state: .signedIn)
    let (home, touring) = try await takingTheTour(composed)

    try XCTUnwrap(composed.onTop(OnboardingStepModel.self)).continueTapped()
    try XCTUnwrap(composed.onTop(OnboardingStepModel.self)).continueTapped()

    let outcome = await touring.value
    XCTAssertEqual(outcome, .finished(.taken))
    XCTAssertEqual(home.tour, .taken)
    assertTree(composed.app, main(home: NavigationState(root: DashboardRoute.home)))
    XCTAssertEqual(
      try composed.screens.screen(composed.app.state.topScreen, in: composed.app.state),
      "Dashboard › Home: 3 items followed, tour taken")
  }

  func testSkippingTheTour_handsTheDashboardSkipped() async throws {
    let composed = try ComposedApp(state: .signedIn)
    let (home, touring) = try await takingTheTour(composed)

    try XCTUnwrap(composed.onTop(OnboardingStepModel.self)).skipTapped()

    let outcome = await touring.value
    XCTAssertEqual(outcome, .finished(.skipped))
    XCTAssertEqual(home.tour, .skipped)
    assertTree(composed.app, main(home: NavigationState(root: DashboardRoute.home)))
  }

  func testALinkReplacingTheTour_cancelsIt_andTheDashboardKeepsNoResult() async throws {
    let composed = try ComposedApp(state: .signedIn)
    let (home, touring) = try await takingTheTour(composed)

    composed.app.open("myapp://settings/privacy", using: composed.appLinks)

    let outcome = await touring.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertNil(home.tour)
    assertTree(
      composed.app,
      NavigationState(
        root: AppRoute.main,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (
              MainTab.settings,
              NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
            ),
          ],
          selected: MainTab.settings)))
  }

  func testAnAppThatForgetsToMapTheTour_isStoppedAtLaunch() async {
    let app = AppRouter(state: .signedOut)
    app.handleExits(DashboardExit.self) { _ in [] }
    app.handleExits(SettingsExit.self) { _ in [] }
    app.handleExits(AuthExit.self) { _ in [] }

    XCTAssertThrowsError(try AppModules(app: app).install(in: app)) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "dashboard", routeType: RouteType(DashboardExit.self),
            problem: .noResultHandler(expecting: "Dashboard.TourResult"))
        ])
      XCTAssertEqual(
        "\(error)",
        "dashboard: Dashboard.DashboardExit: no handler answers its exits expecting"
          + " Dashboard.TourResult")
    }
  }
}
