import ModuleRouting
import TestFixtures
import XCTest

/// A route type no screen is registered for.
private enum UnknownRoute: Hashable, Sendable {
  case somewhere
}

/// Once the router knows which route types the app shows, a request that would put any other
/// type anywhere in the tree is refused, naming it.
@MainActor
final class ShowOnlyTests: IssueRecordingTestCase {
  private let unknown = NavigationRefusal.noScreen(for: RouteType(UnknownRoute.self))

  private var known: [any (Hashable & Sendable).Type] {
    [
      DashboardRoute.self, SettingsRoute.self, AuthRoute.self, SheetRoute.self, MainRoute.self,
    ]
  }

  /// The requests that would each bring an `UnknownRoute` in, somewhere in the tree.
  private var requests: [(String, @MainActor (AppRouter) -> NavigationResult)] {
    [
      ("push", { $0.navigate(to: UnknownRoute.somewhere) }),
      ("present", { $0.present(UnknownRoute.somewhere, style: .sheet) }),
      ("batch", { $0.perform([.push(SettingsRoute.main), .push(UnknownRoute.somewhere)]) }),
      ("setPath", { $0.setPath([UnknownRoute.somewhere], at: .tab(MainTab.home)) }),
      ("setRoot", { $0.setRoot(UnknownRoute.somewhere) }),
      ("inTab", { $0.perform(.inTab(MainTab.settings, [.push(UnknownRoute.somewhere)])) }),
      (
        "in a sheet in a tab",
        {
          $0.perform(
            .inTab(
              MainTab.profile,
              [.present(SheetRoute.add, style: .sheet), .push(UnknownRoute.somewhere)]))
        }
      ),
      (
        "setState",
        {
          $0.setState(
            NavigationState(
              root: MainRoute.tabBar,
              tabs: TabGroup(
                [
                  (MainTab.home, NavigationState(root: DashboardRoute.home)),
                  (MainTab.settings, NavigationState(root: UnknownRoute.somewhere)),
                ], selected: MainTab.home)))
        }
      ),
    ]
  }

  func testShowOnlyTypes_refusesAnUnknownTypeAnywhereInTheTree() async {
    for (name, request) in requests {
      let app = AppRouter(state: mainTabs())
      app.showOnly(known)
      let reported = issues.recorded.count
      XCTAssertEqual(request(app), .refused(unknown), name)
      XCTAssertEqual(app.state, mainTabs(), name)
      XCTAssertEqual(Array(issues.recorded.dropFirst(reported)), [.refused(unknown)], name)
    }
  }

  func testShowOnlyRoutesInACatalog_refusesATypeItDoesNotDeclare() async throws {
    var screens = RouteCatalog<String>(module: "app")
    try screens.add(DashboardRoute.self) { route, _ in "dashboard \(route)" }
    try screens.add(SettingsRoute.self) { route, _ in "settings \(route)" }
    try screens.add(AuthRoute.self) { route, _ in "auth \(route)" }
    try screens.add(MainRoute.self) { _, _ in "tabs" }
    var sheets = RouteCatalog<String>(module: "sheets")
    try sheets.addDialogs(SheetRoute.self) { route in DialogContent(title: "\(route)", buttons: [])
    }
    let merged = try RouteCatalog(merging: [screens, sheets])
    for (name, request) in requests {
      let app = AppRouter(state: mainTabs())
      app.showOnly(routesIn: merged)
      XCTAssertEqual(request(app), .refused(unknown), name)
      XCTAssertEqual(app.state, mainTabs(), name)
    }
    let app = AppRouter(state: mainTabs())
    app.showOnly(routesIn: merged)
    XCTAssertEqual(
      app.present(SheetRoute.add, style: .sheet), .applied, "a type declared with dialogs")
    XCTAssertEqual(
      app.navigate(to: SettingsRoute.privacy), .applied, "a type declared with screens")
  }

  func testShowOnly_allowsTheTypesItNames() async {
    let app = AppRouter(state: mainTabs())
    app.showOnly(known)
    XCTAssertEqual(app.navigate(to: DashboardRoute.details(id: 1)), .applied)
    XCTAssertEqual(app.present(SheetRoute.add, style: .sheet), .applied)
    XCTAssertEqual(app.state.focusedStack, NavigationState(root: SheetRoute.add))
    XCTAssertEqual(issues.recorded, [])
  }

  func testShowOnly_namesTheUnknownType_notAKnownOneBesideIt() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.showOnly([DashboardRoute.self])
    XCTAssertEqual(
      app.perform([.push(DashboardRoute.details(id: 1)), .push(SettingsRoute.main)]),
      .refused(.noScreen(for: RouteType(SettingsRoute.self))))
  }

  func testShowOnlyNil_stopsChecking() async {
    for (name, request) in requests {
      let app = AppRouter(state: mainTabs())
      app.showOnly(known)
      app.showOnly(nil)
      XCTAssertEqual(request(app), .applied, name)
      XCTAssertNotEqual(app.state, mainTabs(), name)
    }
    XCTAssertEqual(issues.recorded, [])
  }

  func testShowOnlyTheLatest_replacesTheEarlierList() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.showOnly([DashboardRoute.self, UnknownRoute.self])
    app.showOnly([DashboardRoute.self])
    XCTAssertEqual(app.navigate(to: UnknownRoute.somewhere), .refused(unknown))
  }
}
