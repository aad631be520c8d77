import ModuleRouting
import TestFixtures
import XCTest

/// A route a guard denies.
private enum VaultRoute: Hashable, Sendable {
  case main
}

/// A binding write that does not apply — held, denied or refused — tells that slice's
/// observers again, so a view that already moved reads the true state; a request from code
/// that does not apply tells nobody.
@MainActor
final class BindingWriteNotificationTests: IssueRecordingTestCase {
  private let editing = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), EditorRoute.edit(id: 1)])

  private let sheet = NavigationState(
    root: DashboardRoute.home, presented: PresentedLayer(EditorRoute.edit(id: 1), style: .sheet))

  /// A router starting from `state` that holds leaving an editor, denies `VaultRoute`s and
  /// shows only the fixtures' and this file's route types.
  private func guardedRouter(_ state: NavigationState) -> AppRouter {
    let app = AppRouter(state: state)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    app.addGuard(for: VaultRoute.self) { _ in .deny("locked") }
    app.showOnly([
      DashboardRoute.self, EditorRoute.self, VaultRoute.self, SheetRoute.self, MainRoute.self,
    ])
    return app
  }

  // MARK: Path bindings

  func testHeldPathWrite_tellsThePathsObservers() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .root) }
    app.path = [DashboardRoute.details(id: 1)]
    XCTAssertEqual(app.pendingLeave?.message, "Discard?")
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(path.count, 1)
  }

  func testDeniedPathWrite_tellsThePathsObservers() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .root) }
    XCTAssertEqual(
      app.setPath(
        [DashboardRoute.details(id: 1), EditorRoute.edit(id: 1), VaultRoute.main], at: .root),
      .refused(.denied("locked")))
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(path.count, 1)
  }

  func testRefusedPathWrite_tellsThePathsObservers() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .root) }
    XCTAssertEqual(
      app.setPath(
        [DashboardRoute.details(id: 1), EditorRoute.edit(id: 1), SettingsRoute.main], at: .root),
      .refused(.noScreen(for: RouteType(SettingsRoute.self))))
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(path.count, 1)
  }

  func testRefusedPathWrite_atNoStack_tellsThatPathsObservers() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .presented) }
    XCTAssertEqual(
      app.setPath([SheetRoute.add], at: .presented), .refused(.noStack(.presented)))
    XCTAssertEqual(path.count, 1)
  }

  func testPathWrite_thatDoesNotApply_tellsOnlyThatPath() async {
    let app = guardedRouter(mainTabs(selected: .settings))
    app.perform(.inTab(MainTab.home, [.push(EditorRoute.edit(id: 1))]))
    let home = ChangeCounter { _ = app.path(at: .tab(MainTab.home)) }
    let settings = ChangeCounter { _ = app.path(at: .tab(MainTab.settings)) }
    let selected = ChangeCounter { _ = app.selectedTab(at: .root) }
    app.setPath([], at: .tab(MainTab.home))
    XCTAssertEqual([home.count, settings.count, selected.count], [1, 0, 0])
  }

  func testEveryUnappliedPathWrite_tellsTheObserversEachTime() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .root) }
    for attempt in 1...5 {
      app.path = [VaultRoute.main]
      XCTAssertEqual(path.count, attempt)
    }
    XCTAssertEqual(app.state, editing)
  }

  // MARK: Presentation bindings

  func testHeldSwipeDown_tellsTheLayersObservers() async {
    let app = guardedRouter(sheet)
    let layer = ChangeCounter { _ = app.presented(at: .root) }
    XCTAssertEqual(app.setPresented(nil, at: .root), .held("Discard?"))
    XCTAssertEqual(app.state, sheet)
    XCTAssertEqual(layer.count, 1)
  }

  func testDeniedPresentation_tellsTheLayersObservers() async {
    let app = guardedRouter(editing)
    let layer = ChangeCounter { _ = app.presented(at: .root) }
    XCTAssertEqual(
      app.setPresented(PresentedLayer(VaultRoute.main, style: .sheet), at: .root),
      .refused(.denied("locked")))
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(layer.count, 1)
  }

  func testRefusedPresentation_tellsTheLayersObservers() async {
    let app = guardedRouter(editing)
    let layer = ChangeCounter { _ = app.presented(at: .root) }
    XCTAssertEqual(
      app.setPresented(PresentedLayer(SettingsRoute.main, style: .sheet), at: .root),
      .refused(.noScreen(for: RouteType(SettingsRoute.self))))
    XCTAssertEqual(app.state, editing)
    XCTAssertEqual(layer.count, 1)
  }

  // MARK: Requests from code

  func testRefusedOrDeniedRequestsFromCode_tellNobody() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .root) }
    let layer = ChangeCounter { _ = app.presented(at: .root) }
    let state = ChangeCounter { _ = app.state }
    XCTAssertEqual(app.pop(count: 5), .refused(.popPastRoot(requested: 5, available: 2)))
    XCTAssertEqual(app.navigate(to: VaultRoute.main), .refused(.denied("locked")))
    XCTAssertEqual(
      app.navigate(to: SettingsRoute.main), .refused(.noScreen(for: RouteType(SettingsRoute.self))))
    XCTAssertEqual(app.dismiss(), .refused(.nothingPresented))
    XCTAssertEqual(
      app.present(VaultRoute.main, style: .sheet), .refused(.denied("locked")))
    XCTAssertEqual([path.count, layer.count, state.count], [0, 0, 0])
  }

  func testHeldRequestFromCode_tellsNobody() async {
    let app = guardedRouter(editing)
    let path = ChangeCounter { _ = app.path(at: .root) }
    XCTAssertEqual(app.pop(), .held("Discard?"))
    XCTAssertEqual(path.count, 0)
  }
}
