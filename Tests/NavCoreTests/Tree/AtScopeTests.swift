import NavCore
import TestFixtures
import XCTest

/// `.at(address, commands)` acts on exactly the stack at an address, whatever is presented above
/// it.
final class AtScopeTests: XCTestCase {
  private let sheet = PresentedLayer(AuthRoute.login, style: .sheet)

  func testAt_push_pushesOnExactlyThatStackWhateverIsPresentedAboveIt() {
    assertApplies(
      .at(.tab(MainTab.settings), [.push(AuthRoute.login)]),
      to: tabBar(settings: NavigationState(root: SettingsRoute.main, presented: sheet)),
      giving: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main, path: [AuthRoute.login], presented: sheet)
      ))
  }

  func testAt_dismiss_closesTheLayerOverThatStackWithEverythingAboveIt() {
    let base = NavigationState(root: DashboardRoute.home)
    for count in 1..<6 {
      assertApplies(.at(.root, [.dismiss]), to: stacking(sheets: count, over: base), giving: base)
    }
  }

  func testAt_dismissWithNothingPresentedThere_isRefusedButDismissAllChangesNothing() {
    let tree = tabBar(presented: sheet)
    assertRefused(.at(.tab(MainTab.home), [.dismiss]), on: tree, with: .nothingPresented)
    assertApplies(.at(.tab(MainTab.home), [.dismissAll]), to: tree, giving: tree)
  }

  func testAt_anAddressNamingNothing_isRefusedAndChangesNothing() {
    let tree = tabBar(presented: sheet)
    let nowhere: [StackAddress] = [
      .tab(InnerTab.first), .tab(MainTab.home).presented, .presented.presented,
      .presented.tab(MainTab.home), .tab(MainTab.home).tab(MainTab.home),
    ]
    for address in nowhere {
      assertRefused(.at(address, [.popToRoot]), on: tree, with: .noStack(address))
    }
  }

  func testAt_nested_addressesAreRelativeToTheScope() {
    assertApplies(
      .at(.tab(MainTab.home), [.at(.presented, [.push(SettingsRoute.privacy)])]),
      to: tabBar(home: NavigationState(root: DashboardRoute.home, presented: sheet)),
      giving: tabBar(
        home: NavigationState(
          root: DashboardRoute.home,
          presented: PresentedLayer(
            .sheet, state: NavigationState(root: AuthRoute.login, path: [SettingsRoute.privacy])))))
    assertApplies(
      .inTab(MainTab.settings, [.at(.presented, [.popToRoot])]),
      to: tabBar(settings: stacking(sheets: 1, over: NavigationState(root: SettingsRoute.main))),
      giving: tabBar(
        settings: NavigationState(
          root: SettingsRoute.main,
          presented: PresentedLayer(DashboardRoute.details(id: 1), style: .sheet))))
  }

  func testAt_nestedAddressNamingNothing_isRefusedWithTheWholeAddress() {
    assertRefused(
      .at(.tab(MainTab.home), [.at(.presented, [.popToRoot])]), on: tabBar(),
      with: .noStack(.tab(MainTab.home).presented))
  }

  func testAt_changingThePathOfAStackHoldingTabs_isRefusedAndChangesNothing() {
    let nested = NavigationState(
      root: DashboardRoute.home, presented: PresentedLayer(.sheet, state: tabBar()))
    for (tree, address) in [(tabBar(), StackAddress.root), (nested, .presented)] {
      assertRefused(
        .at(address, [.push(AuthRoute.login)]), on: tree, with: .stackHoldsTabs(address))
      assertRefused(
        .at(address, [.setPath([AuthRoute.login])]), on: tree, with: .stackHoldsTabs(address))
    }
  }

  func testAt_pushOntoAnAlertsStack_isRefusedAsALeaf() {
    assertRefused(
      .at(.presented, [.push(SettingsRoute.main)]),
      on: NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(AuthRoute.login, style: .confirmationDialog)),
      with: .leafLayer(.confirmationDialog))
  }

  func testAt_setRoot_replacesThatStackOnly() {
    assertApplies(
      .at(.presented, [.setRoot(SettingsRoute.privacy)]),
      to: NavigationState(root: DashboardRoute.home, path: [AuthRoute.login], presented: sheet),
      giving: NavigationState(
        root: DashboardRoute.home, path: [AuthRoute.login],
        presented: PresentedLayer(SettingsRoute.privacy, style: .sheet)))
  }

  func testAt_selectTab_selectsInThatStacksTabBarEvenUnderALayer() {
    assertApplies(
      .at(.root, [.selectTab(MainTab.profile)]),
      to: tabBar(presented: sheet),
      giving: tabBar(selected: .profile, presented: sheet))
  }

  func testAt_anyCommandAfterTheStacksLayerClosed_isRefusedWithNoStack() {
    let state = NavigationState(root: DashboardRoute.home, presented: sheet)
    let commands: [NavigationCommand] = [
      .back, .pop(count: 0), .push(SettingsRoute.main), .dismiss, .dismissAll,
      .present(SettingsRoute.main, style: .sheet), .selectTab(MainTab.home),
      .setRoot(SettingsRoute.main), .navigate(SettingsRoute.main, policy: .singleTop),
    ]
    for command in commands {
      assertRefused([.at(.presented, [.back, command])], on: state, with: .noStack(.presented))
    }
  }
}
