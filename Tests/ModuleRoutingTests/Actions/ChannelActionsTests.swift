import ModuleRouting
import TestFixtures
import XCTest

/// Seed 001's screens: a home with channels, a viewer's details, a favourite's screen, and the
/// preview any other row opens.
private enum ChannelRoute: Hashable, Sendable {
  case home
  case details(Viewer)
  case favourite(Viewer)
  case preview(Viewer)
}

/// Seed 001's interactor: it asks the router, and the router's guard applies the business
/// rule; it keeps what each request returned.
@MainActor
private final class ViewerInteractor {
  let router: ModuleRouter<ChannelRoute, Never>
  private(set) var results: [NavigationResult] = []

  init(router: ModuleRouter<ChannelRoute, Never>) {
    self.router = router
  }

  func routeToDetails(_ viewer: Viewer) {
    results.append(router.navigate(to: .details(viewer)))
  }

  func routeToFavourite(_ viewer: Viewer) {
    results.append(router.navigate(to: .favourite(viewer)))
  }

  func routeToPreview(_ viewer: Viewer) {
    results.append(router.present(.preview(viewer), style: .sheet))
  }
}

/// A row showing a viewer: a tap performs the viewer in the scope the row was given, as
/// `@Environment(\.onTapViewer)` does in the seed.
@MainActor
private struct ViewerRow {
  let viewer: Viewer
  let taps: ActionScope

  @discardableResult
  func tap() -> Bool {
    taps.perform(viewer)
  }
}

/// Seed 001 ported: tap actions injected from above, overridden by any child scope, nearest
/// wins; the rule "only favourites open the favourite screen" lives in a guard.
@MainActor
final class ChannelActionsTests: IssueRecordingTestCase {
  private let alice = Viewer(id: 1, name: "Alice", isFav: false)
  private let bob = Viewer(id: 2, name: "Bob", isFav: true)
  private let risitas = Viewer(id: 3, name: "Risitas", isFav: false)

  /// The app: its router with the favourites rule, the interactor, and the scopes of the home
  /// screen (the app-level default), channel A and channel B.
  private func makeApp() -> (AppRouter, ViewerInteractor, ActionScope, ActionScope, ActionScope) {
    let app = AppRouter(root: ChannelRoute.home)
    app.addGuard(for: ChannelRoute.self) { request in
      for case .favourite(let viewer) in request.entering(ChannelRoute.self) where !viewer.isFav {
        return .deny("\(viewer.name) is not a favourite")
      }
      return .allow
    }
    let interactor = ViewerInteractor(router: ModuleRouter(app))
    var home = ActionScope()
    home.handle(Viewer.self) { interactor.routeToPreview($0) }
    var channelA = ActionScope(parent: home)
    channelA.handle(Viewer.self) { interactor.routeToDetails($0) }
    var channelB = ActionScope(parent: home)
    channelB.handle(Viewer.self) { interactor.routeToFavourite($0) }
    return (app, interactor, home, channelA, channelB)
  }

  func testChannelA_opensTheViewersDetails() async {
    let (app, interactor, _, channelA, _) = makeApp()
    XCTAssertTrue(ViewerRow(viewer: alice, taps: channelA).tap())
    XCTAssertTrue(ViewerRow(viewer: bob, taps: channelA).tap())
    XCTAssertEqual(interactor.results, [.applied, .applied])
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: ChannelRoute.home, path: [ChannelRoute.details(alice), ChannelRoute.details(bob)]))
    XCTAssertEqual(issues.recorded, [])
  }

  func testChannelB_opensAFavouritesScreen() async {
    let (app, interactor, _, _, channelB) = makeApp()
    XCTAssertTrue(ViewerRow(viewer: bob, taps: channelB).tap())
    XCTAssertEqual(interactor.results, [.applied])
    XCTAssertEqual(
      app.state, NavigationState(root: ChannelRoute.home, path: [ChannelRoute.favourite(bob)]))
  }

  func testChannelB_refusesANonFavourite_withTheReason() async {
    let (app, interactor, _, _, channelB) = makeApp()
    XCTAssertTrue(ViewerRow(viewer: risitas, taps: channelB).tap(), "the handler ran")
    XCTAssertEqual(interactor.results, [.refused(.denied("Risitas is not a favourite"))])
    XCTAssertEqual(app.state, NavigationState(root: ChannelRoute.home))
    XCTAssertEqual(issues.recorded, [.refused(.denied("Risitas is not a favourite"))])
  }

  func testRowOutsideAnyChannel_runsTheAppLevelDefault() async {
    let (app, interactor, home, _, _) = makeApp()
    XCTAssertTrue(ViewerRow(viewer: risitas, taps: home).tap())
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: ChannelRoute.home,
        presented: PresentedLayer(ChannelRoute.preview(risitas), style: .sheet)))
    app.dismiss()
    XCTAssertTrue(ViewerRow(viewer: alice, taps: ActionScope(parent: home)).tap())
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: ChannelRoute.home,
        presented: PresentedLayer(ChannelRoute.preview(alice), style: .sheet)))
    XCTAssertEqual(interactor.results, [.applied, .applied])
    XCTAssertEqual(issues.recorded, [])
  }

  func testTheWholeFeed_eachRowRunsItsNearestAction() async {
    let (app, interactor, home, channelA, channelB) = makeApp()
    let rows = [
      ViewerRow(viewer: alice, taps: channelA),
      ViewerRow(viewer: bob, taps: channelB),
      ViewerRow(viewer: risitas, taps: channelB),
      ViewerRow(viewer: risitas, taps: channelA),
      ViewerRow(viewer: bob, taps: home),
    ]
    for row in rows {
      XCTAssertTrue(row.tap())
    }
    XCTAssertEqual(
      interactor.results,
      [.applied, .applied, .refused(.denied("Risitas is not a favourite")), .applied, .applied])
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: ChannelRoute.home,
        path: [
          ChannelRoute.details(alice), ChannelRoute.favourite(bob), ChannelRoute.details(risitas),
        ],
        presented: PresentedLayer(ChannelRoute.preview(bob), style: .sheet)))
  }

  func testAScopeWithNoHandlerAnywhere_reportsTheTap() async {
    let row = ViewerRow(viewer: alice, taps: ActionScope(parent: ActionScope()))
    XCTAssertFalse(row.tap())
    XCTAssertEqual(issues.recorded, [.refused(.unhandledAction(Viewer.self))])
  }
}
