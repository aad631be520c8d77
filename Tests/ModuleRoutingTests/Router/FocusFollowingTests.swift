import ModuleRouting
import NavCore
import Observation
import TestFixtures
import XCTest

/// The router keeps the focused stack's address between requests: a push lands on the stack
/// the user sees after every request that moved the focus, and after one a guard took back.
@MainActor
final class FocusFollowingTests: IssueRecordingTestCase {
  func testPushes_followPresentationsDismissalsAndTabs() async {
    let app = AppRouter(state: mainTabs(selected: .home))
    app.navigate(to: DashboardRoute.details(id: 1))
    app.present(SheetRoute.add, style: .sheet)
    app.navigate(to: SheetRoute.edit(id: 1))
    XCTAssertEqual(
      app.state[stack: StackAddress.tab(MainTab.home).presented]?.path,
      [
        SheetRoute.edit(id: 1)
      ])
    // The observer of the sheet's path is told of the push there: the record names the sheet.
    let sheetPath = ChangeCounter { _ = app.path(at: StackAddress.tab(MainTab.home).presented) }
    app.navigate(to: SheetRoute.edit(id: 2))
    XCTAssertEqual(sheetPath.count, 1)
    app.pop()
    app.dismiss()
    app.navigate(to: DashboardRoute.details(id: 2))
    app.selectTab(MainTab.settings)
    app.navigate(to: SettingsRoute.privacy)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (
              MainTab.home,
              NavigationState(
                root: DashboardRoute.home,
                path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)])
            ),
            (
              MainTab.settings,
              NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy])
            ),
            (MainTab.profile, NavigationState(root: AuthRoute.login)),
          ], selected: MainTab.settings)))
  }

  func testAPushInTheSameBatch_followsAPresentation() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.perform([.present(SheetRoute.add, style: .sheet), .push(SheetRoute.edit(id: 1))])
    app.navigate(to: SheetRoute.edit(id: 2))
    // A push taken back is taken back from the stack it went on: the record names the sheet.
    let token = app.addGuard(for: SheetRoute.self) { request in
      request.entering(SheetRoute.self).contains(.edit(id: 3)) ? .deny("not 3") : .allow
    }
    XCTAssertEqual(app.navigate(to: SheetRoute.edit(id: 3)), .refused(.denied("not 3")))
    app.removeGuard(token)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(
          .sheet,
          state: NavigationState(
            root: SheetRoute.add, path: [SheetRoute.edit(id: 1), SheetRoute.edit(id: 2)]))))
  }

  func testAfterAPresentationAGuardDenied_aPushLandsWhereTheFocusWas() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard(for: SheetRoute.self) { _ in .deny("no sheets") }
    XCTAssertEqual(app.present(SheetRoute.add, style: .sheet), .refused(.denied("no sheets")))
    app.navigate(to: DashboardRoute.details(id: 1))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
  }

  func testAfterATabBindingWriteAndANewState_aPushLandsOnTheFocusedStack() async {
    let app = AppRouter(state: mainTabs(selected: .home))
    app.navigate(to: DashboardRoute.details(id: 1))
    app.selectTab(MainTab.profile, at: .root)
    app.navigate(to: SheetRoute.add)
    XCTAssertEqual(app.state[stack: .tab(MainTab.profile)]?.path, [SheetRoute.add])
    app.setState(NavigationState(root: SettingsRoute.main))
    app.navigate(to: SettingsRoute.privacy)
    XCTAssertEqual(
      app.state, NavigationState(root: SettingsRoute.main, path: [SettingsRoute.privacy]))
  }
}
