import NavCore
import TestFixtures
import XCTest

/// A refused command or batch leaves the whole tree exactly as it was, across layers and tabs.
final class AtomicityTests: XCTestCase {
  private let sheet = PresentedLayer(
    .sheet, state: NavigationState(root: AuthRoute.login, path: [SettingsRoute.privacy]))

  private var tree: NavigationState {
    tabBar(
      home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 2)),
      settings: NavigationState(root: SettingsRoute.main, presented: sheet),
      selected: .home)
  }

  func testRefusedBatches_leaveTheTreeExactlyAsItWas() {
    let cases: [(batch: [NavigationCommand], refusal: NavigationRefusal)] = [
      (
        [.selectTab(MainTab.profile), .push(AuthRoute.login), .dismiss],
        .nothingPresented
      ),
      (
        [.popToRoot, .present(AuthRoute.login, style: .alert), .push(SettingsRoute.main)],
        .leafLayer(.alert)
      ),
      (
        [.present(AuthRoute.login, style: .sheet), .selectTab(MainTab.settings)],
        .tabBarCovered
      ),
      (
        [.inTab(MainTab.settings, [.dismiss, .push(AuthRoute.login)]), .popToRoot, .back],
        .atRootOfTab(AnyRoute(MainTab.home))
      ),
      (
        [.at(.tab(MainTab.settings), [.dismiss]), .selectTab(MainTab.settings), .pop(count: 2)],
        .popPastRoot(requested: 2, available: 0)
      ),
      (
        [.dismissAll, .setRoot(AuthRoute.login), .at(.tab(MainTab.home), [.popToRoot])],
        .noStack(.tab(MainTab.home))
      ),
      (
        [.push(AuthRoute.login), .at(.root, [.setPath([AuthRoute.login])])],
        .stackHoldsTabs(.root)
      ),
      (
        [
          .inTab(MainTab.settings, [.popToRoot]),
          .setState(
            NavigationState(
              root: 1, presented: PresentedLayer(.alert, state: NavigationState(root: 2, path: [3]))
            )),
        ],
        .invalidState("an alert is a leaf but has a path, a layer or tabs at root › presented")
      ),
      (
        [
          .at(.tab(MainTab.settings).presented, [.present(DashboardRoute.home, style: .sheet)]),
          .at(.tab(MainTab.settings), [.present(DashboardRoute.home, style: .sheet)]),
        ],
        .alreadyPresenting(.tab(MainTab.settings))
      ),
      (
        [
          .selectTab(MainTab.settings), .replaceTop(with: AuthRoute.login),
          .popTo(DashboardRoute.home),
        ],
        .routeNotOnStack(AnyRoute(DashboardRoute.home))
      ),
    ]
    for (batch, refusal) in cases {
      assertRefused(batch, on: tree, with: refusal)
    }
  }

  func testRefusedNestedScopes_takeBackTheWholeBatch() {
    assertRefused(
      [
        .inTab(
          MainTab.profile, [.push(AuthRoute.login), .present(SettingsRoute.main, style: .sheet)]),
        .at(.tab(MainTab.home), [.push(AuthRoute.login), .at(.presented, [.popToRoot])]),
      ],
      on: tree, with: .noStack(StackAddress.tab(MainTab.home).presented))
    assertRefused(
      .inTab(MainTab.settings, [.push(DashboardRoute.home), .pop(count: 9)]), on: tree,
      with: .popPastRoot(requested: 9, available: 2))
  }

  func testRefusedBatch_afterDismissingDeepLayers_restoresThemWhole() {
    for count in 1..<8 {
      let layered = tabBar(
        home: stacking(sheets: count, over: NavigationState(root: DashboardRoute.home)))
      assertRefused(
        [
          .dismissAll, .push(AuthRoute.login), .selectTab(MainTab.settings),
          .selectTab(InnerTab.first),
        ],
        on: layered, with: .unknownTab(AnyRoute(InnerTab.first)))
    }
  }

  func testAppliedBatch_acrossTabsAndLayers_givesTheLiteralTree() {
    assertApplies(
      [
        .inTab(MainTab.settings, [.dismiss, .push(SettingsRoute.privacy)]),
        .at(.tab(MainTab.profile), [.present(DashboardRoute.home, style: .alert)]),
        .back, .selectTab(MainTab.settings),
      ],
      to: tree,
      giving: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 1)),
        settings: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]),
        profile: NavigationState(
          root: AuthRoute.login, presented: PresentedLayer(DashboardRoute.home, style: .alert)),
        selected: .settings))
  }
}
