import ModuleRouting
import TestFixtures
import XCTest

/// Objects kept for exactly as long as their screen is in the state.
@MainActor
final class ScreenObjectTests: IssueRecordingTestCase {
  private final class Model {}

  func testSameScreen_getsTheSameObjectEveryTimeItIsBuilt() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.navigate(to: DashboardRoute.details(id: 1))
    let screen = ScreenID(stack: .root, depth: 1)
    let first = app.object(for: screen) { Model() }
    app.navigate(to: SettingsRoute.main)
    app.pop()
    XCTAssertTrue(app.object(for: screen) { Model() } === first)
  }

  func testEqualRoutePushedAfterAPop_isANewScreenWithANewObject() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.navigate(to: DashboardRoute.details(id: 1))
    let screen = ScreenID(stack: .root, depth: 1)
    weak let first = app.object(for: screen) { Model() }
    XCTAssertNotNil(first)
    app.pop()
    XCTAssertNil(first, "released with its screen")
    app.navigate(to: DashboardRoute.details(id: 1))
    let second = app.object(for: screen) { Model() }
    XCTAssertFalse(second === first)
  }

  func testTwoEqualRoutesOnOneStack_areTwoScreens() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.navigate(to: DashboardRoute.details(id: 1))
    app.navigate(to: DashboardRoute.details(id: 1))
    let lower = app.object(for: ScreenID(stack: .root, depth: 1)) { Model() }
    let upper = app.object(for: ScreenID(stack: .root, depth: 2)) { Model() }
    XCTAssertFalse(lower === upper)
  }

  func testObjects_areReleasedWhenTheirScreenGoes_everyWay() async {
    let ways: [(String, NavigationState, ScreenID, @MainActor (AppRouter) -> Void)] = [
      (
        "pop", NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]),
        ScreenID(stack: .root, depth: 1), { $0.pop() }
      ),
      (
        "swipe back", NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]),
        ScreenID(stack: .root, depth: 1), { $0.path = [] }
      ),
      (
        "dismiss",
        NavigationState(
          root: DashboardRoute.home, presented: PresentedLayer(SheetRoute.add, style: .sheet)),
        ScreenID(stack: .presented, depth: 0), { $0.dismiss() }
      ),
      (
        "tab reset", mainTabs(), ScreenID(stack: .tab(MainTab.settings), depth: 0),
        {
          $0.setState(mainTabs())
          $0.setState(NavigationState(root: AuthRoute.login))
        }
      ),
      (
        "flow reset", NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]),
        ScreenID(stack: .root, depth: 0), { $0.setRoot(AuthRoute.login) }
      ),
    ]
    for (name, start, screen, wayOut) in ways {
      let app = AppRouter(state: start)
      weak let model = app.object(for: screen) { Model() }
      XCTAssertNotNil(model, name)
      wayOut(app)
      XCTAssertNil(model, name)
    }
  }

  func testAScreenNotInTheState_getsAnObjectThatIsNotKept() async {
    let app = AppRouter(root: DashboardRoute.home)
    weak let model = app.object(for: ScreenID(stack: .root, depth: 3)) { Model() }
    XCTAssertNil(model)
    weak let unscoped = app.object(for: nil) { Model() }
    XCTAssertNil(unscoped)
  }

  func testScreenFactories_buildWithTheirScreen() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(SettingsRoute.self) { route, screen in
      let model = app.object(for: screen) { Model() }
      return
        "\(route) \(ObjectIdentifier(model).hashValue == 0 ? "" : "model") at \(screen.map(\.description) ?? "nowhere")"
    }
    let screens = catalog.screens
    app.navigate(to: SettingsRoute.main)
    XCTAssertEqual(
      try screens.screen(app.state.topScreen, in: app.state), "main model at root @ 1")
    XCTAssertEqual(try screens.screen(for: AnyRoute(SettingsRoute.main)), "main model at nowhere")
    XCTAssertNil(try screens.screen(ScreenID(stack: .presented, depth: 0), in: app.state))
  }
}
