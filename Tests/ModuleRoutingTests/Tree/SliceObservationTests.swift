import ModuleRouting
import Observation
import TestFixtures
import XCTest

/// Each accessor is observed on its own: a change tells the observers of the slices it changed
/// and of `state`, once per request, and nobody else.
@MainActor
final class SliceObservationTests: IssueRecordingTestCase {
  /// Counters on every slice of the tab tree a view could read.
  @MainActor
  private struct Observers {
    let state: ChangeCounter
    let rootPath: ChangeCounter
    let homePath: ChangeCounter
    let settingsPath: ChangeCounter
    let selectedTab: ChangeCounter
    let layerOverRoot: ChangeCounter
    let layerOverSettings: ChangeCounter
    let settingsSheetPath: ChangeCounter

    init(_ app: AppRouter) {
      state = ChangeCounter { _ = app.state }
      rootPath = ChangeCounter { _ = app.path }
      homePath = ChangeCounter { _ = app.path(at: .tab(MainTab.home)) }
      settingsPath = ChangeCounter { _ = app.path(at: .tab(MainTab.settings)) }
      selectedTab = ChangeCounter { _ = app.selectedTab(at: .root) }
      layerOverRoot = ChangeCounter { _ = app.presented(at: .root) }
      layerOverSettings = ChangeCounter { _ = app.presented(at: .tab(MainTab.settings)) }
      settingsSheetPath = ChangeCounter { _ = app.path(at: .tab(MainTab.settings).presented) }
    }

    /// The counts, by slice name, for a literal comparison.
    var counts: [String: Int] {
      [
        "state": state.count, "rootPath": rootPath.count, "homePath": homePath.count,
        "settingsPath": settingsPath.count, "selectedTab": selectedTab.count,
        "layerOverRoot": layerOverRoot.count, "layerOverSettings": layerOverSettings.count,
        "settingsSheetPath": settingsSheetPath.count,
      ]
    }
  }

  private func counts(
    after request: (AppRouter) -> NavigationResult,
    from state: NavigationState = mainTabs(
      selected: .settings)
  ) -> [String: Int] {
    let app = AppRouter(state: state)
    let observers = Observers(app)
    XCTAssertEqual(request(app), .applied)
    return observers.counts.filter { $0.value != 0 }
  }

  func testPushInOneTab_tellsThatTabsPathAndStateOnly() async {
    XCTAssertEqual(
      counts { $0.navigate(to: SettingsRoute.privacy) }, ["state": 1, "settingsPath": 1])
  }

  func testBatchOfManyCommands_tellsEachSliceOnce() async {
    XCTAssertEqual(
      counts {
        $0.perform([
          .push(SettingsRoute.privacy), .push(SettingsRoute.main), .pop(count: 1),
          .inTab(MainTab.home, [.push(DashboardRoute.details(id: 1))]),
          .inTab(MainTab.home, [.push(DashboardRoute.details(id: 2))]),
        ])
      }, ["state": 1, "settingsPath": 1, "homePath": 1])
  }

  func testPresentingASheet_tellsTheLayerAndItsNewStack_notThePathsBelow() async {
    XCTAssertEqual(
      counts { $0.present(SheetRoute.add, style: .sheet) },
      ["state": 1, "layerOverSettings": 1])
  }

  func testPushInsideASheet_tellsTheSheetsPath_notTheLayerOverTheTab() async {
    var state = mainTabs(selected: .settings)
    try? state.apply(.present(SheetRoute.add, style: .sheet))
    XCTAssertEqual(
      counts(after: { $0.navigate(to: SheetRoute.edit(id: 1)) }, from: state),
      ["state": 1, "settingsSheetPath": 1])
  }

  func testDismiss_tellsTheLayerAndTheStackThatWentAway() async {
    var state = mainTabs(selected: .settings)
    try? state.apply([.present(SheetRoute.add, style: .sheet), .push(SheetRoute.edit(id: 1))])
    XCTAssertEqual(
      counts(after: { $0.dismiss() }, from: state),
      ["state": 1, "layerOverSettings": 1, "settingsSheetPath": 1])
  }

  func testSelectTab_tellsTheSelectionOnly() async {
    XCTAssertEqual(counts { $0.selectTab(MainTab.home) }, ["state": 1, "selectedTab": 1])
  }

  func testReselectingTheSelectedTab_popsItAndTellsItsPathOnly() async {
    var state = mainTabs(selected: .settings)
    try? state.apply(.push(SettingsRoute.privacy))
    XCTAssertEqual(
      counts(after: { $0.selectTab(MainTab.settings) }, from: state),
      ["state": 1, "settingsPath": 1])
  }

  func testSetState_tellsEverySliceThatDiffers() async {
    // The tabs' paths were empty and read as empty once the tabs are gone: unchanged.
    XCTAssertEqual(
      counts { $0.setState(NavigationState(root: AuthRoute.login, path: [AuthRoute.login])) },
      ["state": 1, "rootPath": 1, "selectedTab": 1])
    var state = mainTabs(selected: .settings)
    try? state.apply([.push(SettingsRoute.privacy), .inTab(MainTab.home, [.popToRoot])])
    XCTAssertEqual(
      counts(after: { $0.setState(NavigationState(root: AuthRoute.login)) }, from: state),
      ["state": 1, "settingsPath": 1, "selectedTab": 1])
  }

  func testRequestsThatChangeNothingOrAreRefused_tellNobody() async {
    XCTAssertEqual(counts { $0.pop(count: 0) }, [:])
    XCTAssertEqual(counts { $0.perform([.push(SettingsRoute.privacy), .pop(count: 1)]) }, [:])
    XCTAssertEqual(counts { $0.dismissAll() }, [:])
    XCTAssertEqual(counts { $0.setState(mainTabs(selected: .settings)) }, [:])
    let app = AppRouter(state: mainTabs(selected: .settings))
    let observers = Observers(app)
    XCTAssertEqual(app.dismiss(), .refused(.nothingPresented))
    XCTAssertEqual(app.back(), .refused(.atRootOfTab(AnyRoute(MainTab.settings))))
    XCTAssertEqual(app.selectTab(AuthRoute.login), .refused(.unknownTab(AnyRoute(AuthRoute.login))))
    XCTAssertEqual(app.perform([.push(SettingsRoute.main), .pop(count: 3)]).isApplied, false)
    XCTAssertEqual(observers.counts.filter { $0.value != 0 }, [:])
  }

  func testBindingWrites_tellTheirSliceAndGoThroughThePipeline() async {
    XCTAssertEqual(
      counts { $0.setPath([SettingsRoute.privacy], at: .tab(MainTab.settings)) },
      ["state": 1, "settingsPath": 1])
    XCTAssertEqual(
      counts { $0.selectTab(MainTab.profile, at: .root) }, ["state": 1, "selectedTab": 1])
    var state = mainTabs(selected: .settings)
    try? state.apply(.present(SheetRoute.add, style: .sheet))
    XCTAssertEqual(
      counts(after: { $0.setPresented(nil, at: .tab(MainTab.settings)) }, from: state),
      ["state": 1, "layerOverSettings": 1])
  }

  func testAccessors_readTheirSlices() async throws {
    var state = mainTabs(selected: .settings)
    try state.apply([.present(SheetRoute.add, style: .sheet), .push(SheetRoute.edit(id: 1))])
    let app = AppRouter(state: state)
    XCTAssertEqual(app.path(at: .tab(MainTab.settings).presented), [SheetRoute.edit(id: 1)])
    XCTAssertEqual(app.presented(at: .tab(MainTab.settings))?.route, AnyRoute(SheetRoute.add))
    XCTAssertNil(app.presented(at: .root))
    XCTAssertEqual(app.selectedTab(at: .root), AnyRoute(MainTab.settings))
    XCTAssertNil(app.selectedTab(at: .tab(MainTab.home)))
    XCTAssertEqual(app.path(at: .tab(MainTab.profile).presented), [], "no such stack: empty")
    XCTAssertEqual(app.path, [])
  }

  func testObserverThatNavigatesDuringAChange_isRefused_forEveryEntryPoint() async {
    let requests: [(String, @MainActor @Sendable (AppRouter) -> NavigationResult)] = [
      ("present", { $0.present(SheetRoute.add, style: .sheet) }),
      ("dismissAll", { $0.dismissAll() }), ("back", { $0.back() }),
      ("selectTab", { $0.selectTab(MainTab.home) }),
      ("setState", { $0.setState(NavigationState(root: AuthRoute.login)) }),
      ("setPath", { $0.setPath([], at: .root) }),
      ("replaceTop", { $0.replaceTop(with: SettingsRoute.main) }),
    ]
    for (name, request) in requests {
      let app = AppRouter(state: mainTabs(selected: .settings))
      let nested = NestedResults()
      withObservationTracking {
        _ = app.state
      } onChange: {
        MainActor.assumeIsolated { nested.results.append(request(app)) }
      }
      XCTAssertEqual(app.navigate(to: SettingsRoute.privacy), .applied, name)
      XCTAssertEqual(nested.results, [.refused(.navigationDuringChange)], name)
      XCTAssertEqual(app.path(at: .tab(MainTab.settings)), [SettingsRoute.privacy], name)
    }
  }
}

@MainActor
private final class NestedResults {
  var results: [NavigationResult] = []
}
