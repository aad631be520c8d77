import ModuleRouting
import NavigationTesting
import TestFixtures
import XCTest

final class NavigationMapTests: XCTestCase {
  private let map = NavigationMap(
    start: "auth.login",
    edges: [
      .init(from: "dashboard.home", action: "details 1", to: "dashboard.details", kind: .push),
      .init(from: "auth.login", action: "sign in", to: "dashboard.home", kind: .exit),
      .init(from: "dashboard.details", action: "back", to: "dashboard.home", kind: .back),
      .init(from: "auth.login", action: "sign in", to: "dashboard.home", kind: .exit),
    ])

  func testMap_sortsItsScreensAndEdges_andKeepsEachEdgeOnce() {
    XCTAssertEqual(map.screens, ["auth.login", "dashboard.details", "dashboard.home"])
    XCTAssertEqual(
      map.edges,
      [
        .init(from: "auth.login", action: "sign in", to: "dashboard.home", kind: .exit),
        .init(from: "dashboard.details", action: "back", to: "dashboard.home", kind: .back),
        .init(from: "dashboard.home", action: "details 1", to: "dashboard.details", kind: .push),
      ])
  }

  func testMermaid_isAFlowchartFromTheStart_withItsKindsStyled_andALegend() {
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
        subgraph legend["legend"]
          legend_push[" "] -->|"push"| legend_push_2[" "]
          legend_back[" "] -->|"back"| legend_back_2[" "]
          legend_exit[" "] -->|"exit"| legend_exit_2[" "]
        end
        classDef legendPoint fill:none,stroke:none
        class legend_push,legend_push_2,legend_back,legend_back_2,legend_exit,legend_exit_2 legendPoint
        linkStyle 3,4 stroke:#333333
        linkStyle 2,5 stroke:#999999,stroke-dasharray:6 4
        linkStyle 1,6 stroke:#D55E00,stroke-width:3px

      """)
  }

  func testDot_isADigraphFromTheStart_withItsKindsStyled_andALegend() {
    XCTAssertEqual(
      map.dot,
      """
      digraph navigation {
        rankdir=LR;
        node [shape=box, style=rounded];
        edge [fontsize=10];
        start [shape=point];
        start -> "auth.login";
        "auth.login";
        "dashboard.details";
        "dashboard.home";
        "auth.login" -> "dashboard.home" [label="sign in", class="exit", color="#D55E00", style="bold"];
        "dashboard.details" -> "dashboard.home" [label="back", class="back", color="#999999", style="dashed"];
        "dashboard.home" -> "dashboard.details" [label="details 1", class="push", color="#333333"];
        subgraph cluster_legend {
          label="legend";
          node [shape=point, width=0.05];
          legend_push -> legend_push_2 [label="push", class="push", color="#333333"];
          legend_back -> legend_back_2 [label="back", class="back", color="#999999", style="dashed"];
          legend_exit -> legend_exit_2 [label="exit", class="exit", color="#D55E00", style="bold"];
        }
      }

      """)
  }

  func testAMapWithNoEdge_hasNoLegend() {
    let map = NavigationMap(start: "auth.login", edges: [])
    XCTAssertEqual(
      map.mermaid,
      """
      flowchart LR
        start(( )) --> auth_login
        auth_login["auth.login"]

      """)
    XCTAssertEqual(
      map.dot,
      """
      digraph navigation {
        rankdir=LR;
        node [shape=box, style=rounded];
        edge [fontsize=10];
        start [shape=point];
        start -> "auth.login";
        "auth.login";
      }

      """)
  }

  func testScreens_areGroupedByModule_sorted_withTheScreensOfNoModuleAfter() {
    let map = NavigationMap(
      start: "login",
      edges: [
        .init(from: "login", action: "sign in", to: "settings", kind: .replace),
        .init(from: "settings", action: "home", to: "home", kind: .link),
      ],
      modules: ["settings": "settings", "home": "home", "gone": "home"])
    XCTAssertEqual(
      map.mermaid,
      """
      flowchart LR
        start(( )) --> login
        subgraph home_2["home"]
          home["home"]
        end
        subgraph settings_2["settings"]
          settings["settings"]
        end
        login["login"]
        login -->|"sign in"| settings
        settings -->|"home"| home
        subgraph legend["legend"]
          legend_link[" "] -->|"link"| legend_link_2[" "]
          legend_replace[" "] -->|"replace"| legend_replace_2[" "]
        end
        classDef legendPoint fill:none,stroke:none
        class legend_link,legend_link_2,legend_replace,legend_replace_2 legendPoint
        linkStyle 2,3 stroke:#56B4E9,stroke-dasharray:6 4
        linkStyle 1,4 stroke:#333333,stroke-width:3px

      """)
    XCTAssertEqual(
      map.dot,
      """
      digraph navigation {
        rankdir=LR;
        node [shape=box, style=rounded];
        edge [fontsize=10];
        start [shape=point];
        start -> "login";
        subgraph cluster_home {
          label="home";
          "home";
        }
        subgraph cluster_settings {
          label="settings";
          "settings";
        }
        "login";
        "login" -> "settings" [label="sign in", class="replace", color="#333333", style="bold"];
        "settings" -> "home" [label="home", class="link", color="#56B4E9", style="dashed"];
        subgraph cluster_legend {
          label="legend";
          node [shape=point, width=0.05];
          legend_link -> legend_link_2 [label="link", class="link", color="#56B4E9", style="dashed"];
          legend_replace -> legend_replace_2 [label="replace", class="replace", color="#333333", style="bold"];
        }
      }

      """)
  }

  func testTheTabBar_drawsEachTabOnce_andATabSelectedByAnotherAction_fromItsScreen() {
    let map = NavigationMap(
      start: "home",
      edges: [
        .init(from: "home", action: "tab: settings", to: "settings", kind: .tab),
        .init(from: "details", action: "tab: settings", to: "settings", kind: .tab),
        .init(from: "details", action: "tab: home", to: "home", kind: .tab),
        .init(from: "settings", action: "tab: home", to: "home", kind: .tab),
        .init(from: "home", action: "open settings", to: "settings", kind: .tab),
      ],
      tabBarActions: ["tab: home", "tab: settings", "tab: profile"])
    XCTAssertEqual(
      map.mermaid,
      """
      flowchart LR
        start(( )) --> home
        details["details"]
        home["home"]
        settings["settings"]
        tabs{{"tab bar"}}
        tabs -->|"tab: home"| home
        tabs -->|"tab: settings"| settings
        home -->|"open settings"| settings
        subgraph legend["legend"]
          legend_tab[" "] -->|"tab"| legend_tab_2[" "]
        end
        classDef legendPoint fill:none,stroke:none
        class legend_tab,legend_tab_2 legendPoint
        linkStyle 1,2,3,4 stroke:#009E73

      """)
    XCTAssertEqual(
      map.dot.split(separator: "\n").filter { $0.contains("tabs") || $0.contains("open") },
      [
        #"  tabs [label="tab bar", shape=hexagon];"#,
        ##"  tabs -> "home" [label="tab: home", class="tab", color="#009E73"];"##,
        ##"  tabs -> "settings" [label="tab: settings", class="tab", color="#009E73"];"##,
        ##"  "home" -> "settings" [label="open settings", class="tab", color="#009E73"];"##,
      ])
  }

  func testNamesThatMakeTheSameIdentifier_getNumbered_andQuotesAreEscaped() {
    let map = NavigationMap(
      start: "a.b",
      edges: [
        .init(from: "a.b", action: #"say "hi" \ bye"#, to: "a_b", kind: .push),
        .init(from: "a_b", action: "start", to: "start", kind: .push),
      ])
    XCTAssertEqual(
      map.mermaid.split(separator: "\n").prefix(6),
      [
        "flowchart LR",
        "  start(( )) --> a_b",
        #"  a_b["a.b"]"#,
        #"  a_b_2["a_b"]"#,
        #"  start_2["start"]"#,
        #"  a_b -->|"say #quot;hi#quot; \ bye"| a_b_2"#,
      ])
    XCTAssertTrue(map.dot.contains(#""a.b" -> "a_b" [label="say \"hi\" \\ bye""#))
  }

  func testAScreenNamedAsAKeyword_orAsANodeOfTheDrawing_getsAnotherIdentifier() {
    let map = NavigationMap(
      start: "start",
      edges: [.init(from: "start", action: "tab: end", to: "end", kind: .tab)],
      modules: ["end": "tabs"], tabBarActions: ["tab: end"])
    XCTAssertEqual(
      map.mermaid.split(separator: "\n").prefix(8),
      [
        "flowchart LR",
        "  start(( )) --> start_2",
        #"  subgraph tabs["tabs"]"#,
        #"    end_2["end"]"#,
        "  end",
        #"  start_2["start"]"#,
        #"  tabs_2{{"tab bar"}}"#,
        #"  tabs_2 -->|"tab: end"| end_2"#,
      ])
    XCTAssertEqual(
      map.dot.split(separator: "\n").filter { $0.contains("start") || $0.contains("tab") },
      [
        "  start_2 [shape=point];",
        #"  start_2 -> "start";"#,
        "  subgraph cluster_tabs {",
        #"    label="tabs";"#,
        #"  "start";"#,
        #"  tabs [label="tab bar", shape=hexagon];"#,
        ##"  tabs -> "end" [label="tab: end", class="tab", color="#009E73"];"##,
        ##"    legend_tab -> legend_tab_2 [label="tab", class="tab", color="#009E73"];"##,
      ])
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
