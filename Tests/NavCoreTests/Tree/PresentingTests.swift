import NavCore
import TestFixtures
import XCTest

final class PresentingTests: XCTestCase {
  private let stack = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])

  // MARK: present

  func testPresent_overAPlainStack_addsALayerShowingTheRoute() {
    for style in PresentationStyle.allCases {
      assertApplies(
        .present(SettingsRoute.main, style: style),
        to: stack,
        giving: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
          presented: PresentedLayer(
            style, state: NavigationState(root: SettingsRoute.main))))
    }
  }

  func testPresent_overAPresentedLayer_presentsOnTopOfIt() {
    for style in PresentationStyle.allCases where !style.isLeaf {
      assertApplies(
        .present(AuthRoute.login, style: .alert),
        to: NavigationState(
          root: DashboardRoute.home,
          presented: PresentedLayer(
            style, state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
        ),
        giving: NavigationState(
          root: DashboardRoute.home,
          presented: PresentedLayer(
            style,
            state: NavigationState(
              root: SettingsRoute.main, path: [SettingsRoute.privacy],
              presented: PresentedLayer(AuthRoute.login, style: .alert)))))
    }
  }

  func testPresent_overAnAlertOrADialog_isRefusedAndChangesNothing() {
    for leaf in [PresentationStyle.alert, .confirmationDialog] {
      for style in PresentationStyle.allCases {
        assertRefused(
          .present(AuthRoute.login, style: style),
          on: NavigationState(
            root: DashboardRoute.home, presented: PresentedLayer(SettingsRoute.main, style: leaf)),
          with: .leafLayer(leaf))
      }
    }
  }

  func testPresent_inATabBar_presentsOverTheSelectedTab() {
    assertApplies(
      .present(AuthRoute.login, style: .sheet),
      to: tabBar(selected: .settings),
      giving: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .sheet)),
        selected: .settings))
  }

  func testPresentAt_aStackThatAlreadyPresents_isRefusedAndChangesNothing() {
    let tree = tabBar(
      home: NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(SettingsRoute.main, style: .sheet)),
      presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover))
    for address in [StackAddress.root, .tab(MainTab.home)] {
      assertRefused(
        .at(address, [.present(SettingsRoute.privacy, style: .popover)]),
        on: tree,
        with: .alreadyPresenting(address))
    }
  }

  func testPresentAt_aStackCoveredByLayers_presentsOverExactlyThatStack() {
    assertApplies(
      .at(.tab(MainTab.settings), [.present(SettingsRoute.privacy, style: .sheet)]),
      to: tabBar(presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)),
      giving: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, presented: PresentedLayer(SettingsRoute.privacy, style: .sheet)),
        presented: PresentedLayer(AuthRoute.login, style: .fullScreenCover)))
  }

  func testPresentAt_theStackOfAnAlert_isRefusedAsALeaf() {
    assertRefused(
      .at(.presented, [.present(SettingsRoute.main, style: .sheet)]),
      on: NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(AuthRoute.login, style: .alert)),
      with: .leafLayer(.alert))
  }

  // MARK: dismiss

  func testDismiss_withNothingPresented_isRefusedAndChangesNothing() {
    for depth in 0..<10 {
      assertRefused(
        .dismiss, on: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)),
        with: .nothingPresented)
    }
    assertRefused(.dismiss, on: tabBar(), with: .nothingPresented)
  }

  func testDismiss_closesTheTopmostLayerWithEverythingPushedInIt() {
    for count in 1..<8 {
      assertApplies(
        .dismiss,
        to: stacking(sheets: count, over: stack),
        giving: stacking(sheets: count - 1, over: stack))
    }
  }

  func testDismiss_ofALayerFromATab_closesItAndKeepsTheTab() {
    assertApplies(
      .dismiss,
      to: tabBar(
        home: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
          presented: PresentedLayer(
            .sheet, state: NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
        )),
      giving: tabBar(
        home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])))
  }

  func testDismiss_ofAnAlertOverTabsInASheet_closesOnlyTheAlert() {
    let sheet = NavigationState(
      root: InnerRoute.tabBar,
      tabs: TabGroup(
        [
          (InnerTab.first, NavigationState(root: SettingsRoute.main)),
          (InnerTab.second, NavigationState(root: SettingsRoute.privacy)),
        ], selected: InnerTab.second))
    var alerting = sheet
    alerting.tabs = TabGroup(
      [
        (InnerTab.first, NavigationState(root: SettingsRoute.main)),
        (
          InnerTab.second,
          NavigationState(
            root: SettingsRoute.privacy, presented: PresentedLayer(AuthRoute.login, style: .alert))
        ),
      ], selected: InnerTab.second)
    assertApplies(
      .dismiss,
      to: NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: alerting)),
      giving: NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: sheet)))
  }

  // MARK: dismissAll

  func testDismissAll_closesEveryLayerOnTheFocusedBranch() {
    for count in 0..<8 {
      assertApplies(.dismissAll, to: stacking(sheets: count, over: stack), giving: stack)
    }
  }

  func testDismissAll_withNothingPresented_changesNothing() {
    assertApplies(.dismissAll, to: stack, giving: stack)
    assertApplies(
      .dismissAll, to: tabBar(selected: .profile), giving: tabBar(selected: .profile))
  }

  func testDismissAll_leavesTheLayersOfOtherTabsAlone() {
    let settingsSheet = NavigationState(
      root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .sheet))
    assertApplies(
      .dismissAll,
      to: tabBar(
        home: stacking(sheets: 3, over: NavigationState(root: DashboardRoute.home)),
        settings: settingsSheet),
      giving: tabBar(settings: settingsSheet))
  }
}
