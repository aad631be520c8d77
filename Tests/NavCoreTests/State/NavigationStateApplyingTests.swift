import NavCore
import TestFixtures
import XCTest

final class NavigationStateApplyingTests: XCTestCase {
  private let home = NavigationState(root: DashboardRoute.home)

  func testPush_addsOnTop() {
    assertApplies(
      .push(AnyRoute(SettingsRoute.main)),
      to: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]),
      giving: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.main]))
  }

  func testPop_withinDepth_removesFromTop() {
    for depth in 0..<20 {
      for count in 0...depth {
        assertApplies(
          .pop(count: count),
          to: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)),
          giving: NavigationState(
            root: DashboardRoute.home, path: detailsPath(depth: depth - count)))
      }
    }
  }

  func testPop_pastTheRoot_isRefusedAndChangesNothing() {
    for depth in 0..<20 {
      assertRefused(
        .pop(count: depth + 1),
        on: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)),
        with: .popPastRoot(requested: depth + 1, available: depth))
    }
  }

  func testPop_negativeCount_isRefused() {
    assertRefused(.pop(count: -2), on: home, with: .negativePopCount(-2))
  }

  func testPopTo_routeOnPath_popsToTopmostOccurrence() {
    assertApplies(
      .popTo(AnyRoute(DashboardRoute.details(id: 1))),
      to: NavigationState(
        root: DashboardRoute.home,
        path: [
          DashboardRoute.details(id: 1), SettingsRoute.main, DashboardRoute.details(id: 1),
          AuthRoute.login,
        ]),
      giving: NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 1), SettingsRoute.main, DashboardRoute.details(id: 1)]))
  }

  func testPopTo_theRoot_popsEverything() {
    assertApplies(
      .popTo(AnyRoute(DashboardRoute.home)),
      to: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main, AuthRoute.login]),
      giving: home)
  }

  func testPopTo_routeNowhere_isRefusedAndChangesNothing() {
    assertRefused(
      .popTo(AnyRoute(AuthRoute.login)),
      on: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]),
      with: .routeNotOnStack(AnyRoute(AuthRoute.login)))
    assertRefused(
      .popTo(AnyRoute(Int64(1))),
      on: NavigationState(root: 1, path: [2]),
      with: .routeNotOnStack(AnyRoute(Int64(1))))
  }

  func testPopToRoot_anyDepth_emptiesThePath() {
    for depth in 0..<20 {
      assertApplies(
        .popToRoot,
        to: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth)),
        giving: home)
    }
  }

  func testSetPath_replacesPathAndKeepsRoot() {
    assertApplies(
      .setPath([SettingsRoute.main, SettingsRoute.privacy]),
      to: NavigationState(root: DashboardRoute.home, path: [AuthRoute.login]),
      giving: NavigationState(
        root: DashboardRoute.home, path: [SettingsRoute.main, SettingsRoute.privacy]))
  }

  func testSetRoot_replacesRootAndEmptiesPath() {
    assertApplies(
      .setRoot(AnyRoute(AuthRoute.login)),
      to: NavigationState(root: DashboardRoute.home, path: detailsPath(depth: 5)),
      giving: NavigationState(root: AuthRoute.login))
  }

  func testBatch_allApplicable_appliesInOrder() throws {
    var state = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])
    try state.apply([
      .popToRoot, .push(AnyRoute(DashboardRoute.details(id: 1))), .push(AnyRoute(AuthRoute.login)),
      .pop(count: 1), .push(AnyRoute(SettingsRoute.privacy)),
    ])
    XCTAssertEqual(
      state,
      NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.privacy]))
  }

  func testBatch_oneRefused_appliesNothing() {
    let start = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])
    for refusedAt in 0..<4 {
      var commands = Array(
        repeating: NavigationCommand.push(AnyRoute(AuthRoute.login)), count: 3)
      commands.insert(.popTo(AnyRoute(DashboardRoute.details(id: 9))), at: refusedAt)
      var state = start
      XCTAssertThrowsError(try state.apply(commands)) { error in
        XCTAssertEqual(
          error as? NavigationRefusal, .routeNotOnStack(AnyRoute(DashboardRoute.details(id: 9))))
      }
      XCTAssertEqual(state, start, "refused at \(refusedAt)")
    }
  }

  func testBatch_laterCommandSeesEarlierOnes() {
    var state = home
    XCTAssertNoThrow(try state.apply([.push(AnyRoute(SettingsRoute.main)), .pop(count: 1)]))
    XCTAssertEqual(state, home)
    XCTAssertThrowsError(try state.apply([.push(AnyRoute(SettingsRoute.main)), .pop(count: 2)]))
    XCTAssertEqual(state, home)
  }

  func testBatch_emptyOrSingle_behavesLikeItsCommands() throws {
    var state = home
    try state.apply([])
    XCTAssertEqual(state, home)
    try state.apply([.push(AnyRoute(SettingsRoute.main))])
    XCTAssertEqual(state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertThrowsError(try state.apply([.pop(count: 2)]))
    XCTAssertEqual(state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
  }

  func testApplying_returnsNewStateAndLeavesOriginal() throws {
    let next = try home.applying([.push(AnyRoute(SettingsRoute.main))])
    XCTAssertEqual(next, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    XCTAssertEqual(home, NavigationState(root: DashboardRoute.home))
  }

  func testDeepState_tenThousandRoutes_popsAndReplaces() throws {
    let depth = 10_000
    var state = NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth))
    try state.apply(.popTo(AnyRoute(DashboardRoute.details(id: 4_999))))
    XCTAssertEqual(state.path, detailsPath(depth: 5_000))
    try state.apply(.setPath(detailsPath(depth: depth)))
    XCTAssertEqual(state.path.count, depth)
    assertRefused(
      .pop(count: depth + 1), on: state, with: .popPastRoot(requested: depth + 1, available: depth))
    try state.apply(.popToRoot)
    XCTAssertEqual(state, home)
  }
}
