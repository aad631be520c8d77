import ModuleRouting
import Observation
import TestFixtures
import XCTest

/// `root(at:)` and `tabs(at:)` read what a stack shows at its bottom, and are told only when
/// that changes: when the stack is replaced, or a layer is presented or closed around it.
@MainActor
final class StackShapeObservationTests: IssueRecordingTestCase {
  /// Counters on the shape of each stack of the tab tree a UI builds a container for.
  @MainActor
  private struct Observers {
    let root: ChangeCounter
    let homeTab: ChangeCounter
    let settingsTab: ChangeCounter
    let layerOverSettings: ChangeCounter

    init(_ app: AppRouter) {
      root = ChangeCounter { _ = (app.root(at: .root), app.tabs(at: .root)) }
      homeTab = ChangeCounter { _ = app.root(at: .tab(MainTab.home)) }
      settingsTab = ChangeCounter { _ = app.root(at: .tab(MainTab.settings)) }
      layerOverSettings = ChangeCounter { _ = app.root(at: .tab(MainTab.settings).presented) }
    }

    /// The counts, by stack, for a literal comparison; stacks told nothing are left out.
    var counts: [String: Int] {
      [
        "root": root.count, "homeTab": homeTab.count, "settingsTab": settingsTab.count,
        "layerOverSettings": layerOverSettings.count,
      ].filter { $0.value != 0 }
    }
  }

  private func counts(
    after request: (AppRouter) -> NavigationResult,
    from state: NavigationState = mainTabs(selected: .settings)
  ) -> [String: Int] {
    let app = AppRouter(state: state)
    let observers = Observers(app)
    XCTAssertEqual(request(app), .applied)
    return observers.counts
  }

  func testAccessors_readTheRootAndTheTabsOfEachStack() async throws {
    var state = mainTabs(selected: .settings)
    try state.apply(.present(SheetRoute.add, style: .sheet))
    let app = AppRouter(state: state)
    XCTAssertEqual(app.root(at: .root), AnyRoute(MainRoute.tabBar))
    XCTAssertEqual(
      app.tabs(at: .root),
      [AnyRoute(MainTab.home), AnyRoute(MainTab.settings), AnyRoute(MainTab.profile)])
    XCTAssertEqual(app.root(at: .tab(MainTab.home)), AnyRoute(DashboardRoute.home))
    XCTAssertNil(app.tabs(at: .tab(MainTab.home)), "a plain stack has no tabs")
    XCTAssertEqual(app.root(at: .tab(MainTab.settings).presented), AnyRoute(SheetRoute.add))
    XCTAssertNil(app.root(at: .presented), "nothing is presented over the tab bar")
    XCTAssertNil(app.tabs(at: .tab(MainTab.home).presented))
  }

  func testPushesPopsAndSelections_tellNobody() async {
    XCTAssertEqual(counts { $0.navigate(to: SettingsRoute.privacy) }, [:])
    XCTAssertEqual(counts { $0.selectTab(MainTab.home) }, [:])
    var pushed = mainTabs(selected: .settings)
    try? pushed.apply(.push(SettingsRoute.privacy))
    XCTAssertEqual(counts(after: { $0.pop() }, from: pushed), [:])
    XCTAssertEqual(
      counts {
        $0.setPath([SettingsRoute.privacy, SettingsRoute.main], at: .tab(MainTab.settings))
      },
      [:])
  }

  func testPresentingAndClosingALayer_tellTheLayersStackOnly() async {
    XCTAssertEqual(
      counts { $0.present(SheetRoute.add, style: .sheet) }, ["layerOverSettings": 1])
    var presented = mainTabs(selected: .settings)
    try? presented.apply(.present(SheetRoute.add, style: .sheet))
    XCTAssertEqual(counts(after: { $0.dismiss() }, from: presented), ["layerOverSettings": 1])
    XCTAssertEqual(
      counts(after: { $0.navigate(to: SheetRoute.edit(id: 1)) }, from: presented), [:],
      "a push inside the layer changes no stack's bottom")
  }

  func testReplacingOneTabsRoot_tellsThatTabOnly() async {
    XCTAssertEqual(
      counts {
        $0.perform(.at(.tab(MainTab.home), [.setState(NavigationState(root: AuthRoute.login))]))
      }, ["homeTab": 1])
  }

  func testReplacingTheTree_tellsEveryStackWhoseBottomDiffers() async {
    XCTAssertEqual(
      counts { $0.setState(NavigationState(root: AuthRoute.login)) },
      ["root": 1, "homeTab": 1, "settingsTab": 1])
    XCTAssertEqual(counts { $0.setState(mainTabs(selected: .home)) }, [:], "only the selection")
    let fewerTabs = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
        ], selected: MainTab.settings))
    XCTAssertEqual(counts { $0.setState(fewerTabs) }, ["root": 1])
  }

  func testRefusedOrEmptyRequests_tellNobody() async {
    let app = AppRouter(state: mainTabs(selected: .settings))
    let observers = Observers(app)
    XCTAssertEqual(app.dismiss(), .refused(.nothingPresented))
    XCTAssertEqual(app.setState(mainTabs(selected: .settings)), .applied)
    XCTAssertEqual(observers.counts, [:])
  }
}
