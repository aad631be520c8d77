import NavCore
import TestFixtures
import XCTest

final class AddressingTests: XCTestCase {
  private let homeSheet = StackAddress.tab(MainTab.home).presented

  // MARK: StackAddress

  func testStaticForms_areStepsFromTheRoot() {
    XCTAssertEqual(StackAddress.root.steps, [])
    XCTAssertEqual(StackAddress.presented.steps, [.presented])
    XCTAssertEqual(StackAddress.tab(MainTab.home).steps, [.tab(AnyRoute(MainTab.home))])
    XCTAssertEqual(homeSheet.steps, [.tab(AnyRoute(MainTab.home)), .presented])
    XCTAssertEqual(
      StackAddress.presented.tab(InnerTab.first),
      StackAddress(steps: [.presented, .tab(AnyRoute(InnerTab.first))]))
  }

  func testIsRootAndParent_walkBackUpTheSteps() {
    XCTAssertTrue(StackAddress.root.isRoot)
    XCTAssertNil(StackAddress.root.parent)
    XCTAssertFalse(homeSheet.isRoot)
    XCTAssertEqual(homeSheet.parent, .tab(MainTab.home))
    XCTAssertEqual(homeSheet.parent?.parent, .root)
  }

  func testParent_ofChainsOfLayers_dropsOneStep() {
    var address = StackAddress.root
    for depth in 1..<20 {
      let deeper = address.presented
      XCTAssertEqual(deeper.steps.count, depth)
      XCTAssertEqual(deeper.parent, address)
      XCTAssertTrue(deeper.hasPrefix(address))
      XCTAssertFalse(address.hasPrefix(deeper))
      address = deeper
    }
  }

  func testAppending_addsTheOtherAddressesSteps() {
    XCTAssertEqual(StackAddress.tab(MainTab.home).appending(.presented), homeSheet)
    XCTAssertEqual(StackAddress.root.appending(homeSheet), homeSheet)
    XCTAssertEqual(homeSheet.appending(.root), homeSheet)
    XCTAssertEqual(
      homeSheet.appending(.tab(InnerTab.second).presented),
      StackAddress(steps: [
        .tab(AnyRoute(MainTab.home)), .presented, .tab(AnyRoute(InnerTab.second)), .presented,
      ]))
  }

  func testHasPrefix_isTrueForItselfAndItsAncestorsOnly() {
    XCTAssertTrue(homeSheet.hasPrefix(homeSheet))
    XCTAssertTrue(homeSheet.hasPrefix(.tab(MainTab.home)))
    XCTAssertTrue(homeSheet.hasPrefix(.root))
    XCTAssertFalse(homeSheet.hasPrefix(.tab(MainTab.settings)))
    XCTAssertFalse(homeSheet.hasPrefix(.presented))
    XCTAssertFalse(StackAddress.tab(MainTab.home).hasPrefix(homeSheet))
  }

  func testDescription_namesEachStep() {
    XCTAssertEqual(StackAddress.root.description, "root")
    XCTAssertEqual(StackAddress.presented.description, "root › presented")
    XCTAssertEqual(homeSheet.description, "root › tab(home) › presented")
    XCTAssertEqual(
      StackAddress.presented.tab(InnerTab.second).presented.description,
      "root › presented › tab(second) › presented")
  }

  // MARK: state[stack:]

  func testStackSubscript_readsEveryStackInTheTree() {
    let homeState = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
      presented: PresentedLayer(
        .sheet,
        state: NavigationState(
          root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .alert))))
    let cover = PresentedLayer(
      .fullScreenCover, state: NavigationState(root: SettingsRoute.privacy))
    let tree = tabBar(home: homeState, presented: cover)

    XCTAssertEqual(tree[stack: .root], tree)
    XCTAssertEqual(tree[stack: .presented], NavigationState(root: SettingsRoute.privacy))
    XCTAssertEqual(tree[stack: .tab(MainTab.home)], homeState)
    XCTAssertEqual(tree[stack: .tab(MainTab.settings)], NavigationState(root: SettingsRoute.main))
    XCTAssertEqual(
      tree[stack: homeSheet],
      NavigationState(
        root: SettingsRoute.main, presented: PresentedLayer(AuthRoute.login, style: .alert)))
    XCTAssertEqual(tree[stack: homeSheet.presented], NavigationState(root: AuthRoute.login))
  }

  func testStackSubscript_anAddressNamingNothing_isNil() {
    let tree = tabBar()
    XCTAssertNil(tree[stack: .presented])
    XCTAssertNil(tree[stack: .tab(InnerTab.first)])
    XCTAssertNil(tree[stack: homeSheet])
    XCTAssertNil(tree[stack: StackAddress.tab(MainTab.home).tab(MainTab.home)])
    XCTAssertNil(NavigationState(root: DashboardRoute.home)[stack: .tab(MainTab.home)])
  }

  func testStackSubscript_chainsOfLayers_readEachLayersStack() {
    let base = NavigationState(root: DashboardRoute.home)
    for count in 0..<10 {
      let tree = stacking(sheets: count, over: base)
      var address = StackAddress.root
      for id in 1..<count + 1 {
        address = address.presented
        XCTAssertEqual(tree[stack: address]?.root, AnyRoute(DashboardRoute.details(id: id)))
      }
      XCTAssertNil(tree[stack: address.presented])
    }
  }
}
