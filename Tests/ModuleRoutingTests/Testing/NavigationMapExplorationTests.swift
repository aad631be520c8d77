import ModuleRouting
import NavigationTesting
import TestFixtures
import XCTest

/// An app of two modules under a tab bar, for the map: `home` (the dashboard, its add sheet
/// and its delete alert) and `settings` (the settings, and the sign-in cover they show, which a
/// guard shows too before the privacy screen); the dashboard leaves by an exit to the settings
/// tab, and the settings open a dashboard link.
@MainActor
private final class TwoModuleApp {
  let router: AppRouter
  /// Whether the user signed in again, which the privacy screen asks first.
  var confirmed = false

  init() {
    router = AppRouter(
      state: NavigationState(
        root: MainRoute.tabBar,
        tabs: TabGroup(
          [
            (MainTab.home, NavigationState(root: DashboardRoute.home)),
            (MainTab.settings, NavigationState(root: SettingsRoute.main)),
          ], selected: MainTab.home)))
    router.handleExits(DashboardExit.self) { _ in [.selectTab(MainTab.settings)] }
    router.addGuard(for: SettingsRoute.self) { [unowned self] request in
      guard request.entering(SettingsRoute.self).contains(.privacy), !confirmed else {
        return .allow
      }
      return .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: false)
    }
  }

  /// The merged catalog: the app's tab bar, and the two modules' catalogs.
  static func catalog() throws -> RouteCatalog<String> {
    var app = RouteCatalog<String>(module: "app")
    try app.add(MainRoute.self, key: "main") { _, _ in "tabs" }
    try app.addTabs(MainTab.self, key: "tab")
    try app.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
    var home = RouteCatalog<String>(module: "home")
    try home.add(DashboardRoute.self, key: "dashboard") { links in
      try links.add("/dashboard/:id", parse: { try .details(id: $0.int("id")) }) { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      }
    } screen: { route, _ in
      "\(route)"
    }
    try home.add(SheetRoute.self, key: "sheet") { route, _ in "\(route)" }
    try home.addExits(DashboardExit.self, key: "dashboard.exit")
    var settings = RouteCatalog<String>(module: "settings")
    try settings.add(SettingsRoute.self, key: "settings") { route, _ in "\(route)" }
    try settings.add(AuthRoute.self, key: "auth") { route, _ in "\(route)" }
    return try RouteCatalog(merging: [app, home, settings])
  }
}

@MainActor
final class NavigationMapExplorationTests: XCTestCase {
  private typealias Action = ExplorationAction<TwoModuleApp>

  private func explorer() throws -> ReachabilityExplorer<TwoModuleApp> {
    let catalog = try TwoModuleApp.catalog()
    let links = catalog.appLinks()
    var explorer = ReachabilityExplorer(
      catalog: catalog, make: { TwoModuleApp() }, router: { $0.router })
    explorer.appKey = { $0.confirmed ? "confirmed" : "" }
    explorer.on(DashboardRoute.self) { route in
      switch route {
      case .home:
        [
          .router("details") { $0.navigate(to: DashboardRoute.details(id: 1)) },
          .router("add") { $0.present(SheetRoute.add, style: .sheet) },
        ]
      case .details:
        [
          .router("delete") { $0.present(SheetRoute.confirmDelete(id: 1), style: .alert) },
          Action("settings") {
            ModuleRouter<DashboardRoute, DashboardExit>($0.router).exit(.openSettings)
          },
        ]
      }
    }
    explorer.on(SheetRoute.self) { route in
      route == .confirmDelete(id: 1) ? [.router("cancel") { $0.dismiss() }] : []
    }
    explorer.on(SettingsRoute.self) { route in
      route == .main
        ? [
          .router("privacy") { $0.navigate(to: SettingsRoute.privacy) },
          .router("account") { $0.present(AuthRoute.login, style: .fullScreenCover) },
          .link("/dashboard/1", using: links, label: "item 1"),
        ] : []
    }
    explorer.on(AuthRoute.self) { _ in
      [
        Action("sign in") { app in
          app.confirmed = true
          app.router.dismiss()
        }
      ]
    }
    explorer.everywhere([.tab(MainTab.home), .tab(MainTab.settings)])
    return explorer
  }

  func testTheMap_groupsEachModulesScreens_drawsTheTabBarOnce_andStylesEachKind()
    async throws
  {
    let report = try await explorer().explore()
    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(
      report.map.mermaid,
      """
      flowchart LR
        start(( )) --> dashboard_home
        subgraph home["home"]
          dashboard_details["dashboard.details"]
          dashboard_home["dashboard.home"]
          sheet_add["sheet.add"]
          sheet_confirmDelete["sheet.confirmDelete"]
        end
        subgraph settings["settings"]
          auth_login["auth.login"]
          settings_main["settings.main"]
          settings_privacy["settings.privacy"]
        end
        tabs{{"tab bar"}}
        tabs -->|"tab: home"| dashboard_home
        tabs -->|"tab: settings"| settings_main
        auth_login -->|"sign in"| settings_main
        dashboard_details -->|"back"| dashboard_home
        dashboard_details -->|"tab: home"| dashboard_home
        dashboard_details -->|"settings"| settings_main
        dashboard_details -->|"settings"| settings_privacy
        dashboard_details -->|"delete"| sheet_confirmDelete
        dashboard_home -->|"details"| dashboard_details
        dashboard_home -->|"add"| sheet_add
        settings_main -->|"account"| auth_login
        settings_main -->|"privacy"| auth_login
        settings_main -->|"item 1"| dashboard_details
        settings_main -->|"privacy"| settings_privacy
        settings_privacy -->|"back"| settings_main
        settings_privacy -->|"tab: settings"| settings_main
        sheet_add -->|"dismiss"| dashboard_home
        sheet_confirmDelete -->|"cancel"| dashboard_details
        subgraph legend["legend"]
          legend_push[" "] -->|"push"| legend_push_2[" "]
          legend_sheet[" "] -->|"sheet"| legend_sheet_2[" "]
          legend_cover[" "] -->|"cover"| legend_cover_2[" "]
          legend_dialog[" "] -->|"alert or dialog"| legend_dialog_2[" "]
          legend_back[" "] -->|"back"| legend_back_2[" "]
          legend_tab[" "] -->|"tab"| legend_tab_2[" "]
          legend_exit[" "] -->|"exit"| legend_exit_2[" "]
          legend_link[" "] -->|"link"| legend_link_2[" "]
          legend_redirect[" "] -->|"guard redirect"| legend_redirect_2[" "]
        end
        classDef legendPoint fill:none,stroke:none
        class legend_push,legend_push_2,legend_sheet,legend_sheet_2,legend_cover,legend_cover_2,legend_dialog,legend_dialog_2,legend_back,legend_back_2,legend_tab,legend_tab_2,legend_exit,legend_exit_2,legend_link,legend_link_2,legend_redirect,legend_redirect_2 legendPoint
        linkStyle 9,14,19 stroke:#333333
        linkStyle 10,20 stroke:#0072B2
        linkStyle 11,21 stroke:#CC79A7,stroke-width:3px
        linkStyle 8,22 stroke:#E69F00,stroke-dasharray:2 3
        linkStyle 3,4,5,15,16,17,18,23 stroke:#999999,stroke-dasharray:6 4
        linkStyle 1,2,24 stroke:#009E73
        linkStyle 6,7,25 stroke:#D55E00,stroke-width:3px
        linkStyle 13,26 stroke:#56B4E9,stroke-dasharray:6 4
        linkStyle 12,27 stroke:#C00000,stroke-width:3px,stroke-dasharray:6 4

      """)
  }

  func testTheDot_clustersEachModule_drawsTheTabBarOnce_andNamesEachEdgesKind() async throws {
    let report = try await explorer().explore()
    XCTAssertEqual(
      report.map.dot,
      """
      digraph navigation {
        rankdir=LR;
        node [shape=box, style=rounded];
        edge [fontsize=10];
        start [shape=point];
        start -> "dashboard.home";
        subgraph cluster_home {
          label="home";
          "dashboard.details";
          "dashboard.home";
          "sheet.add";
          "sheet.confirmDelete";
        }
        subgraph cluster_settings {
          label="settings";
          "auth.login";
          "settings.main";
          "settings.privacy";
        }
        tabs [label="tab bar", shape=hexagon];
        tabs -> "dashboard.home" [label="tab: home", class="tab", color="#009E73"];
        tabs -> "settings.main" [label="tab: settings", class="tab", color="#009E73"];
        "auth.login" -> "settings.main" [label="sign in", class="back", color="#999999", style="dashed"];
        "dashboard.details" -> "dashboard.home" [label="back", class="back", color="#999999", style="dashed"];
        "dashboard.details" -> "dashboard.home" [label="tab: home", class="back", color="#999999", style="dashed"];
        "dashboard.details" -> "settings.main" [label="settings", class="exit", color="#D55E00", style="bold"];
        "dashboard.details" -> "settings.privacy" [label="settings", class="exit", color="#D55E00", style="bold"];
        "dashboard.details" -> "sheet.confirmDelete" [label="delete", class="dialog", color="#E69F00", style="dotted"];
        "dashboard.home" -> "dashboard.details" [label="details", class="push", color="#333333"];
        "dashboard.home" -> "sheet.add" [label="add", class="sheet", color="#0072B2"];
        "settings.main" -> "auth.login" [label="account", class="cover", color="#CC79A7", style="bold"];
        "settings.main" -> "auth.login" [label="privacy", class="redirect", color="#C00000", style="bold,dashed"];
        "settings.main" -> "dashboard.details" [label="item 1", class="link", color="#56B4E9", style="dashed"];
        "settings.main" -> "settings.privacy" [label="privacy", class="push", color="#333333"];
        "settings.privacy" -> "settings.main" [label="back", class="back", color="#999999", style="dashed"];
        "settings.privacy" -> "settings.main" [label="tab: settings", class="back", color="#999999", style="dashed"];
        "sheet.add" -> "dashboard.home" [label="dismiss", class="back", color="#999999", style="dashed"];
        "sheet.confirmDelete" -> "dashboard.details" [label="cancel", class="back", color="#999999", style="dashed"];
        subgraph cluster_legend {
          label="legend";
          node [shape=point, width=0.05];
          legend_push -> legend_push_2 [label="push", class="push", color="#333333"];
          legend_sheet -> legend_sheet_2 [label="sheet", class="sheet", color="#0072B2"];
          legend_cover -> legend_cover_2 [label="cover", class="cover", color="#CC79A7", style="bold"];
          legend_dialog -> legend_dialog_2 [label="alert or dialog", class="dialog", color="#E69F00", style="dotted"];
          legend_back -> legend_back_2 [label="back", class="back", color="#999999", style="dashed"];
          legend_tab -> legend_tab_2 [label="tab", class="tab", color="#009E73"];
          legend_exit -> legend_exit_2 [label="exit", class="exit", color="#D55E00", style="bold"];
          legend_link -> legend_link_2 [label="link", class="link", color="#56B4E9", style="dashed"];
          legend_redirect -> legend_redirect_2 [label="guard redirect", class="redirect", color="#C00000", style="bold,dashed"];
        }
      }

      """)
  }
}
