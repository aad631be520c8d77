import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// A binding write follows the rules of the command it stands for.
@MainActor
final class BindingRulesTests: IssueRecordingTestCase {
  private let sheet = PresentedLayer(SheetRoute.add, style: .sheet)

  func testSelectedTabBinding_underACoveringLayer_isRefusedAsSelectTabIs() async {
    var overTheBar = mainTabs(selected: .home)
    overTheBar.presented = sheet
    var insideTheTab = mainTabs(selected: .home)
    try? insideTheTab.apply(.present(SheetRoute.add, style: .sheet))
    for start in [overTheBar, insideTheTab] {
      let app = AppRouter(state: start)
      XCTAssertEqual(app.selectTab(MainTab.settings), .refused(.tabBarCovered))
      XCTAssertEqual(app.selectTab(MainTab.settings, at: .root), .refused(.tabBarCovered))
      XCTAssertEqual(app.state, start)
    }
  }

  func testSelectedTabBinding_withNothingCovering_selects() async {
    let app = AppRouter(state: mainTabs(selected: .home))
    XCTAssertEqual(app.selectTab(MainTab.settings, at: .root), .applied)
    XCTAssertEqual(app.state, mainTabs(selected: .settings))
  }

  func testPopToWhere_takesARoutePredicate() async {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home,
        path: [SettingsRoute.main, SettingsRoute.privacy, AuthRoute.login]))
    XCTAssertEqual(app.popTo(where: .type(SettingsRoute.self)), .applied)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home, path: [SettingsRoute.main, SettingsRoute.privacy]))
    XCTAssertEqual(app.popTo(where: .route(SettingsRoute.main)), .applied)
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
  }
}
