import NavCore
import TestFixtures
import XCTest

/// The record of change each kind of command makes, written out literally.
final class NavigationChangeTests: XCTestCase {
  private let details = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)])

  func testPush_recordsTheRouteAddedAboveThePath() throws {
    for depth in 0..<20 {
      var state = NavigationState(root: 0, path: RoutePath(Array(0..<depth)))
      let change = try state.sealedChange(by: .push(SettingsRoute.main))
      XCTAssertEqual(
        change.edits,
        [.path(.root, kept: depth, removed: [], added: [AnyRoute(SettingsRoute.main)])])
    }
  }

  func testPop_recordsTheRoutesRemoved() throws {
    var state = details
    let change = try state.sealedChange(by: .pop(count: 2))
    XCTAssertEqual(
      change.edits,
      [
        .path(
          .root, kept: 0,
          removed: [
            AnyRoute(DashboardRoute.details(id: 1)), AnyRoute(DashboardRoute.details(id: 2)),
          ],
          added: [])
      ])
  }

  func testPushThenPop_inOneBatch_changesNothing() throws {
    var state = details
    let change = try state.sealedChange(by: [.push(SettingsRoute.main), .pop(count: 1)])
    XCTAssertEqual(change.edits, [])
    XCTAssertTrue(change.isEmpty)
  }

  func testPopThenPushOfTheSameRoute_changesNothing() throws {
    var state = details
    let change = try state.sealedChange(by: [.pop(count: 1), .push(DashboardRoute.details(id: 2))])
    XCTAssertEqual(change.edits, [])
  }

  func testSetPath_recordsFromTheFirstRouteThatDiffers() throws {
    var state = details
    let change = try state.sealedChange(
      by: .setPath([DashboardRoute.details(id: 1), SettingsRoute.privacy]))
    XCTAssertEqual(
      change.edits,
      [
        .path(
          .root, kept: 1, removed: [AnyRoute(DashboardRoute.details(id: 2))],
          added: [AnyRoute(SettingsRoute.privacy)])
      ])
  }

  func testPresentThenPushInside_isOneLayerEdit() throws {
    var state = details
    let change = try state.sealedChange(by: [
      .present(SheetRoute.add, style: .sheet), .push(SheetRoute.edit(id: 1)),
    ])
    let sheet = PresentedLayer(
      .sheet, state: NavigationState(root: SheetRoute.add, path: [SheetRoute.edit(id: 1)]))
    XCTAssertEqual(change.edits, [.layer(over: .root, old: nil, new: sheet)])
  }

  func testPushInsideThenDismiss_recordsTheLayerAsItWasBefore() throws {
    var state = details
    state.presented = PresentedLayer(SheetRoute.add, style: .sheet)
    let before = state
    let change = try state.sealedChange(by: [.push(SheetRoute.edit(id: 1)), .dismiss])
    XCTAssertEqual(
      change.edits,
      [.layer(over: .root, old: PresentedLayer(SheetRoute.add, style: .sheet), new: nil)])
    state.revert(change)
    XCTAssertEqual(state, before)
  }

  func testSelectTab_recordsBothTabs() throws {
    var state = mainTabs(selected: .home)
    let change = try state.sealedChange(by: .selectTab(MainTab.settings))
    XCTAssertEqual(
      change.edits,
      [.selection(of: .root, old: AnyRoute(MainTab.home), new: AnyRoute(MainTab.settings))])
  }

  func testPushInTab_recordsThePathOfThatTabOnly() throws {
    var state = mainTabs(selected: .home)
    let change = try state.sealedChange(
      by: .inTab(MainTab.settings, [.push(SettingsRoute.privacy)]))
    XCTAssertEqual(
      change.edits,
      [
        .path(
          .tab(MainTab.settings), kept: 0, removed: [], added: [AnyRoute(SettingsRoute.privacy)])
      ]
    )
  }

  func testSetStateKeepingTheRoot_recordsWhatChangedInside() throws {
    var state = mainTabs(selected: .home)
    var next = state
    try next.apply([.selectTab(MainTab.profile), .push(AuthRoute.login)])
    let change = try state.sealedChange(by: .setState(next))
    XCTAssertEqual(
      Set(change.edits),
      [
        .selection(of: .root, old: AnyRoute(MainTab.home), new: AnyRoute(MainTab.profile)),
        .path(.tab(MainTab.profile), kept: 0, removed: [], added: [AnyRoute(AuthRoute.login)]),
      ])
  }

  func testSetRoot_recordsTheWholeStack() throws {
    var state = details
    let change = try state.sealedChange(by: .setRoot(AuthRoute.login))
    XCTAssertEqual(
      change.edits, [.stack(.root, old: details, new: NavigationState(root: AuthRoute.login))])
    XCTAssertEqual(
      change.screens,
      ScreenChanges(
        removed: [
          ScreenRange(
            stack: .root, fromDepth: 0,
            routes: [
              AnyRoute(DashboardRoute.home), AnyRoute(DashboardRoute.details(id: 1)),
              AnyRoute(DashboardRoute.details(id: 2)),
            ])
        ],
        entered: [ScreenRange(stack: .root, fromDepth: 0, routes: [AnyRoute(AuthRoute.login)])]))
  }

  func testChangeByComparing_findsWhatTheCommandsRecorded() throws {
    var state = mainTabs()
    let before = state
    let change = try state.sealedChange(by: [
      .inTab(MainTab.settings, [.push(SettingsRoute.privacy)]),
      .present(SheetRoute.edit(id: 4), style: .fullScreenCover),
    ])
    XCTAssertEqual(NavigationChange(from: before, to: state), change)
    XCTAssertEqual(NavigationChange(from: state, to: state), NavigationChange())
  }

  func testForEachEnteringAndLeaving_listEveryRouteOfTheChange() throws {
    var state = details
    let change = try state.sealedChange(by: [
      .pop(count: 1), .present(SheetRoute.add, style: .sheet), .push(SheetRoute.edit(id: 3)),
    ])
    var entering: [AnyRoute] = []
    var leaving: [AnyRoute] = []
    change.forEachRoute(entering: true, in: state) { entering.append($0) }
    change.forEachRoute(entering: false, in: state) { leaving.append($0) }
    XCTAssertEqual(entering, [AnyRoute(SheetRoute.add), AnyRoute(SheetRoute.edit(id: 3))])
    XCTAssertEqual(leaving, [AnyRoute(DashboardRoute.details(id: 2))])
  }

  func testRefusedBatch_throwsAndLeavesTheStateAsItWas() {
    var state = details
    XCTAssertThrowsError(try state.sealedChange(by: [.push(SettingsRoute.main), .pop(count: 9)])) {
      XCTAssertEqual($0 as? NavigationRefusal, .popPastRoot(requested: 9, available: 3))
    }
    XCTAssertEqual(state, details)
  }

  func testDescription_namesEachEdit() throws {
    var state = details
    let change = try state.sealedChange(by: .push(SettingsRoute.main))
    XCTAssertEqual(
      change.description, "path root: kept 2, removed [], added [TestFixtures.SettingsRoute.main]")
    XCTAssertEqual(NavigationChange().description, "no change")
  }
}
