import NavCore
import XCTest

/// The screens of the scenario, named by their place in it: `p` pushed, `s` a sheet, `c` a
/// full-screen cover.
private enum Screen: Hashable, Sendable {
  case app
  case p1
  case s2
  case p3
  case c4
  case p5
  case c6
  case p7
}

/// From a stack with `[p1]`: present sheet s2, push p3 in it, present cover c4, push p5,
/// present cover c6, push p7.
final class LayerScenarioTests: XCTestCase {
  private let start = NavigationState(root: Screen.app, path: [Screen.p1])

  private let building: [NavigationCommand] = [
    .present(Screen.s2, style: .sheet), .push(Screen.p3),
    .present(Screen.c4, style: .fullScreenCover), .push(Screen.p5),
    .present(Screen.c6, style: .fullScreenCover), .push(Screen.p7),
  ]

  private let full = NavigationState(
    root: Screen.app, path: [Screen.p1],
    presented: PresentedLayer(
      .sheet,
      state: NavigationState(
        root: Screen.s2, path: [Screen.p3],
        presented: PresentedLayer(
          .fullScreenCover,
          state: NavigationState(
            root: Screen.c4, path: [Screen.p5],
            presented: PresentedLayer(
              .fullScreenCover, state: NavigationState(root: Screen.c6, path: [Screen.p7])))))))

  func testBuilding_oneCommandAtATime_givesTheFullTree() throws {
    var state = start
    for command in building {
      try state.apply(command)
    }

    XCTAssertEqual(state, full)
    XCTAssertEqual(state.top, AnyRoute(Screen.p7))
    XCTAssertEqual(
      state.layers.map(\.route), [Screen.s2, Screen.c4, Screen.c6].map { AnyRoute($0) })
    XCTAssertEqual(state.focusedAddress, StackAddress.presented.presented.presented)
  }

  func testBuilding_asOneBatch_givesTheFullTree() {
    assertApplies(building, to: start, giving: full)
  }

  func testDismiss_fromTheFullTree_closesC6WithP7() {
    assertApplies(
      .dismiss,
      to: full,
      giving: NavigationState(
        root: Screen.app, path: [Screen.p1],
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: Screen.s2, path: [Screen.p3],
            presented: PresentedLayer(
              .fullScreenCover, state: NavigationState(root: Screen.c4, path: [Screen.p5]))))))
  }

  func testDismiss_repeated_closesOneLayerAtATimeThenIsRefused() throws {
    let tops: [Screen] = [.p5, .p3, .p1]
    var state = full
    for top in tops {
      try state.apply(.dismiss)
      XCTAssertEqual(state.top, AnyRoute(top))
    }
    XCTAssertEqual(state, start)
    assertRefused(.dismiss, on: state, with: .nothingPresented)
  }

  func testDismissAll_fromTheFullTree_leavesP1WithNothingPresented() {
    assertApplies(.dismissAll, to: full, giving: start)
  }

  func testBack_atTheRootOfTheSheet_dismissesIt() {
    assertApplies(
      .back,
      to: NavigationState(
        root: Screen.app, path: [Screen.p1], presented: PresentedLayer(Screen.s2, style: .sheet)),
      giving: start)
  }

  func testBack_repeated_walksBackThroughEveryLayerToTheRootOfTheApp() throws {
    let tops: [Screen] = [.c6, .p5, .c4, .p3, .s2, .p1, .app]
    var state = full
    for top in tops {
      try state.apply(.back)
      XCTAssertEqual(state.top, AnyRoute(top))
    }
    XCTAssertEqual(state, NavigationState(root: Screen.app))
    assertRefused(.back, on: state, with: .atRootOfApp)
  }

  func testPopToRoot_fromTheFullTree_popsOnlyInsideTheFocusedLayer() {
    assertApplies(
      .popToRoot,
      to: full,
      giving: NavigationState(
        root: Screen.app, path: [Screen.p1],
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: Screen.s2, path: [Screen.p3],
            presented: PresentedLayer(
              .fullScreenCover,
              state: NavigationState(
                root: Screen.c4, path: [Screen.p5],
                presented: PresentedLayer(Screen.c6, style: .fullScreenCover)))))))
  }

  func testPop_pastTheRootOfTheTopLayer_isRefusedAndChangesNothing() {
    assertRefused(.pop(count: 2), on: full, with: .popPastRoot(requested: 2, available: 1))
    assertRefused(
      [.dismiss, .dismiss, .pop(count: 2)], on: full,
      with: .popPastRoot(requested: 2, available: 1))
  }
}
