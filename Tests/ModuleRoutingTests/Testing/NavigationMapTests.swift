import ModuleRouting
import NavigationTesting
import TestFixtures
import XCTest

final class NavigationMapTests: XCTestCase {
  private let map = NavigationMap(
    start: "auth.login",
    edges: [
      .init(from: "dashboard.home", action: "details 1", to: "dashboard.details"),
      .init(from: "auth.login", action: "sign in", to: "dashboard.home"),
      .init(from: "dashboard.details", action: "back", to: "dashboard.home"),
      .init(from: "auth.login", action: "sign in", to: "dashboard.home"),
    ])

  func testMap_sortsItsScreensAndEdges_andKeepsEachEdgeOnce() {
    XCTAssertEqual(map.screens, ["auth.login", "dashboard.details", "dashboard.home"])
    XCTAssertEqual(
      map.edges,
      [
        .init(from: "auth.login", action: "sign in", to: "dashboard.home"),
        .init(from: "dashboard.details", action: "back", to: "dashboard.home"),
        .init(from: "dashboard.home", action: "details 1", to: "dashboard.details"),
      ])
  }

  func testMermaid_isAFlowchartFromTheStart() {
    XCTAssertEqual(
      map.mermaid,
      """
      flowchart LR
        start(( )) --> auth_login
        auth_login["auth.login"]
        dashboard_details["dashboard.details"]
        dashboard_home["dashboard.home"]
        auth_login -->|"sign in"| dashboard_home
        dashboard_details -->|"back"| dashboard_home
        dashboard_home -->|"details 1"| dashboard_details

      """)
  }

  func testDot_isADigraphFromTheStart() {
    XCTAssertEqual(
      map.dot,
      """
      digraph navigation {
        rankdir=LR;
        start [shape=point];
        start -> "auth.login";
        "auth.login";
        "dashboard.details";
        "dashboard.home";
        "auth.login" -> "dashboard.home" [label="sign in"];
        "dashboard.details" -> "dashboard.home" [label="back"];
        "dashboard.home" -> "dashboard.details" [label="details 1"];
      }

      """)
  }

  func testNamesThatMakeTheSameIdentifier_getNumbered_andQuotesAreEscaped() {
    let map = NavigationMap(
      start: "a.b",
      edges: [
        .init(from: "a.b", action: #"say "hi" \ bye"#, to: "a_b"),
        .init(from: "a_b", action: "start", to: "start"),
      ])
    XCTAssertEqual(
      map.mermaid,
      """
      flowchart LR
        start(( )) --> a_b
        a_b["a.b"]
        a_b_2["a_b"]
        start_2["start"]
        a_b -->|"say #quot;hi#quot; \\ bye"| a_b_2
        a_b_2 -->|"start"| start_2

      """)
    XCTAssertTrue(map.dot.contains(#""a.b" -> "a_b" [label="say \"hi\" \\ bye"];"#))
  }

  func testScreenNaming_byCase_byType_andWithoutAKey() throws {
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(DashboardRoute.self, key: "dashboard") { route, _ in "\(route)" }
    try catalog.add(SettingsRoute.self) { route, _ in "\(route)" }
    let details = AnyRoute(DashboardRoute.details(id: 7))
    XCTAssertEqual(ScreenNaming.cases(keysIn: catalog).name(of: details), "dashboard.details")
    XCTAssertEqual(ScreenNaming.types(keysIn: catalog).name(of: details), "dashboard")
    XCTAssertEqual(
      ScreenNaming.cases(keysIn: catalog).name(of: AnyRoute(SettingsRoute.privacy)),
      "TestFixtures.SettingsRoute.privacy")
    XCTAssertEqual(ScreenNaming.cases.name(of: details), "TestFixtures.DashboardRoute.details")
    XCTAssertEqual(ScreenNaming { _ in "one" }.name(of: details), "one")
  }
}
