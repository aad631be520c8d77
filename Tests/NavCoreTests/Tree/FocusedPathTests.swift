import NavCore
import TestFixtures
import XCTest

/// Path commands act on the focused stack: inside the topmost layer, in the selected tab.
final class FocusedPathTests: XCTestCase {
  private func inSheet(_ path: RoutePath) -> NavigationState {
    NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 0), SettingsRoute.privacy],
      presented: PresentedLayer(
        .sheet, state: NavigationState(root: SettingsRoute.main, path: path)))
  }

  func testPush_inASheetOverATab_pushesInTheSheetOnly() {
    let tab = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
    var withSheet = tab
    withSheet.presented = PresentedLayer(AuthRoute.login, style: .sheet)
    assertApplies(
      .push(DashboardRoute.details(id: 1)),
      to: tabBar(settings: withSheet, selected: .settings),
      giving: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, path: [SettingsRoute.privacy],
          presented: PresentedLayer(
            .sheet,
            state: NavigationState(root: AuthRoute.login, path: [DashboardRoute.details(id: 1)]))),
        selected: .settings))
  }

  func testPush_ontoAnAlertOrADialog_isRefusedAndChangesNothing() {
    for leaf in [PresentationStyle.alert, .confirmationDialog] {
      let tree = tabBar(
        home: NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(AuthRoute.login, style: leaf)))
      assertRefused(.push(SettingsRoute.main), on: tree, with: .leafLayer(leaf))
      assertRefused(.setPath([SettingsRoute.main]), on: tree, with: .leafLayer(leaf))
    }
  }

  func testReplaceTop_inALayer_replacesTheLayersTopRoute() {
    assertApplies(
      .replaceTop(with: AuthRoute.login),
      to: inSheet([SettingsRoute.privacy, DashboardRoute.details(id: 1)]),
      giving: inSheet([SettingsRoute.privacy, AuthRoute.login]))
  }

  func testReplaceTop_withNothingPushedInTheLayer_isRefusedAndChangesNothing() {
    assertRefused(
      .replaceTop(with: AuthRoute.login), on: inSheet([]),
      with: .popPastRoot(requested: 1, available: 0))
  }

  func testReplaceTop_inATab_replacesThatTabsTopRoute() {
    assertApplies(
      .replaceTop(with: AuthRoute.login),
      to: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        selected: .settings),
      giving: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
        settings: NavigationState(root: SettingsRoute.main, path: [AuthRoute.login]),
        selected: .settings))
  }

  func testPopToWhere_aRoutePredicate_popsToTheTopmostMatchInTheLayer() {
    let path: RoutePath = [
      DashboardRoute.details(id: 1), AuthRoute.login, DashboardRoute.details(id: 2),
      SettingsRoute.privacy, AuthRoute.login,
    ]
    assertApplies(
      .popTo(where: .type(DashboardRoute.self)), to: inSheet(path),
      giving: inSheet([
        DashboardRoute.details(id: 1), AuthRoute.login, DashboardRoute.details(id: 2),
      ]))
    assertApplies(
      .popTo(where: .route(DashboardRoute.details(id: 1))), to: inSheet(path),
      giving: inSheet([DashboardRoute.details(id: 1)]))
  }

  func testPopToWhere_aClosure_popsToTheTopmostMatchInTheLayer() {
    assertApplies(
      .popTo(where: RoutePredicate { $0.is(AuthRoute.self) }),
      to: inSheet([AuthRoute.login, DashboardRoute.details(id: 1), SettingsRoute.privacy]),
      giving: inSheet([AuthRoute.login]))
  }

  func testPopToWhere_matchingOnlyTheLayersRoot_popsEverythingInTheLayer() {
    for depth in 0..<10 {
      assertApplies(
        .popTo(where: .route(SettingsRoute.main)), to: inSheet(detailsPath(depth: depth)),
        giving: inSheet([]))
      assertApplies(
        .popTo(where: RoutePredicate { $0 == AnyRoute(SettingsRoute.main) }),
        to: inSheet(detailsPath(depth: depth)),
        giving: inSheet([]))
    }
  }

  func testPopTo_aRouteOnlyBelowTheLayer_isRefusedAndChangesNothing() {
    let tree = inSheet([AuthRoute.login])
    assertRefused(.popTo(where: .route(SettingsRoute.privacy)), on: tree, with: .noRouteMatches)
    assertRefused(
      .popTo(DashboardRoute.home), on: tree, with: .routeNotOnStack(AnyRoute(DashboardRoute.home)))
  }

  func testPopTo_theLayersRoot_popsEverythingInTheLayer() {
    assertApplies(
      .popTo(SettingsRoute.main), to: inSheet([AuthRoute.login, SettingsRoute.privacy]),
      giving: inSheet([]))
  }

  func testPopToRoot_inALayer_popsOnlyInsideIt() {
    for depth in 0..<10 {
      assertApplies(.popToRoot, to: inSheet(detailsPath(depth: depth)), giving: inSheet([]))
    }
  }

  func testPopToRoot_inATab_popsOnlyThatTab() {
    let settings = NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
    assertApplies(
      .popToRoot,
      to: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 3)),
        settings: settings),
      giving: tabBar(settings: settings))
  }
}
