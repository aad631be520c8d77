import ModuleRouting
import TestFixtures
import XCTest

/// Where a link's route lands when layers are up: a placement that dismisses layers takes down
/// the one over the tab bar, the ones in the selected tab and the one in the link's tab, then
/// selects the link's tab and places the route, as one request, whichever entry point opens
/// it; layers in the other tabs stay.
@MainActor
final class LinkPlacementTests: IssueRecordingTestCase {
  /// Items pushed in home, privacy pushed in settings, the add sheet presented in settings
  /// over privacy.
  private func links() throws -> AppLinks {
    var catalog = try dashboardCatalog()
    try catalog.add(SettingsRoute.self, key: "settings") { links in
      try links.add("/settings/privacy", .privacy)
    } screen: { _, _ in
      ""
    }
    try catalog.add(SheetRoute.self, key: "sheet") { links in
      try links.add("/settings/add", .add)
    } screen: { _, _ in
      ""
    }
    try catalog.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
    try catalog.place(SettingsRoute.self) { _ in .push(inTab: MainTab.settings) }
    try catalog.place(SheetRoute.self) { _ in
      .present(.sheet, inTab: MainTab.settings, under: [SettingsRoute.privacy])
    }
    return catalog.appLinks()
  }

  /// The layers a user may have up in the selected tab, by name, with the commands that
  /// present them.
  private let layers: [(name: String, layer: PresentedLayer, commands: [NavigationCommand])] = [
    (
      "sheet", PresentedLayer(AuthRoute.login, style: .sheet),
      [.present(AuthRoute.login, style: .sheet)]
    ),
    (
      "cover", PresentedLayer(AuthRoute.login, style: .fullScreenCover),
      [.present(AuthRoute.login, style: .fullScreenCover)]
    ),
    (
      "alert", PresentedLayer(AuthRoute.login, style: .alert),
      [.present(AuthRoute.login, style: .alert)]
    ),
    (
      "sheet over sheet",
      PresentedLayer(
        .sheet,
        state: NavigationState(
          root: AuthRoute.login, presented: PresentedLayer(SheetRoute.add, style: .sheet))),
      [.present(AuthRoute.login, style: .sheet), .present(SheetRoute.add, style: .sheet)]
    ),
  ]

  /// The fixtures' tab bar, home selected, with `layer` over home's stack and a sheet in the
  /// profile tab, which no link touches.
  private func homeSelected(under layer: PresentedLayer?) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (MainTab.home, NavigationState(root: DashboardRoute.home, presented: layer)),
          (MainTab.settings, NavigationState(root: SettingsRoute.main)),
          (
            MainTab.profile,
            NavigationState(
              root: AuthRoute.login, presented: PresentedLayer(SheetRoute.add, style: .sheet))
          ),
        ], selected: MainTab.home))
  }

  /// The tree once `route` is placed: its tab selected, the layers in home gone, the profile
  /// tab's sheet still up.
  private func placed(_ route: AnyRoute) -> NavigationState {
    let inHome = route == AnyRoute(DashboardRoute.details(id: 7))
    return NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(root: DashboardRoute.home, path: inHome ? [route] : [])
          ),
          (
            MainTab.settings,
            NavigationState(root: SettingsRoute.main, path: inHome ? [] : [route])
          ),
          (
            MainTab.profile,
            NavigationState(
              root: AuthRoute.login, presented: PresentedLayer(SheetRoute.add, style: .sheet))
          ),
        ], selected: inHome ? MainTab.home : MainTab.settings))
  }

  private enum Entry: CaseIterable { case open, show, resume }

  /// {same tab, other tab} × {sheet, cover, alert, sheet over sheet} × {open, show, resume}:
  /// the link is placed, never refused because a layer in the selected tab covers the tab bar.
  /// To resume, the layer is the one the guard's redirect presented (a login screen), still up
  /// when the user has signed in.
  func testL1_aLinkWithALayerUpInTheSelectedTab_dismissesIt_andIsPlaced() async throws {
    let links = try links()
    let targets: [(link: String, route: AnyRoute)] = [
      ("/d/7", AnyRoute(DashboardRoute.details(id: 7))),
      ("/settings/privacy", AnyRoute(SettingsRoute.privacy)),
    ]
    for (link, route) in targets {
      for (name, layer, presenting) in layers {
        for entry in Entry.allCases {
          let context = "\(link), \(name), \(entry)"
          let result: NavigationResult?
          switch entry {
          case .open:
            let app = AppRouter(state: homeSelected(under: layer))
            result = app.open(link, using: links)
            XCTAssertEqual(app.state, placed(route), context)
          case .show:
            let app = AppRouter(state: homeSelected(under: layer))
            result = app.show(route, using: links)
            XCTAssertEqual(app.state, placed(route), context)
          case .resume:
            let app = AppRouter(state: homeSelected(under: nil))
            let session = Session()
            let wall: @MainActor @Sendable (NavigationRequest) -> GuardDecision = { _ in
              session.signedIn ? .allow : .redirect(presenting, resume: true)
            }
            app.addGuard(for: DashboardRoute.self, wall)
            app.addGuard(for: SettingsRoute.self, wall)
            XCTAssertEqual(app.open(link, using: links), .redirected(to: presenting), context)
            XCTAssertEqual(app.state, homeSelected(under: layer), context)
            session.signedIn = true
            result = app.resumePendingRequest()
            XCTAssertEqual(app.state, placed(route), context)
          }
          XCTAssertEqual(result, .applied, context)
        }
      }
    }
    XCTAssertEqual(issues.recorded, [])
  }

  /// A placement that keeps layers is the one that may be refused: a layer in the selected tab
  /// covers the tab bar it would select in.
  func testL1_aPlacementKeepingLayers_isRefusedUnderALayerInTheSelectedTab() async throws {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "" }
    try catalog.place(SettingsRoute.self) { _ in
      .push(inTab: MainTab.settings, dismissingLayers: false)
    }
    for (name, layer, _) in layers {
      let app = AppRouter(state: homeSelected(under: layer))
      XCTAssertEqual(
        app.show(SettingsRoute.privacy, using: catalog.appLinks()), .refused(.tabBarCovered),
        name)
      XCTAssertEqual(app.state, homeSelected(under: layer), name)
    }
  }

  /// 2,000 generated trees of the link tests' routes — the fixtures' tab bar, a layer of any
  /// style in the selected tab, layers anywhere else at random, a layer over the tab bar now
  /// and then — each opened with a link to one of three placements, pushed or presented, in
  /// the selected tab or another. The result is the model's: the layer over the tab bar, the
  /// selected tab's and the link's tab's gone, the route placed, every other tab as it was.
  func testL1_generatedTreesWithLayersInTheSelectedTab_placeTheLinkAsTheModelSays() async throws {
    let links = try links()
    var random = RandomLinkedTrees(seed: 0x11_4C1E)
    let targets: [(link: String, route: AnyRoute, tab: MainTab)] = [
      ("/d/7", AnyRoute(DashboardRoute.details(id: 7)), .home),
      ("/settings/privacy", AnyRoute(SettingsRoute.privacy), .settings),
      ("/settings/add", AnyRoute(SheetRoute.add), .settings),
    ]
    for index in 0..<2_000 {
      let tabs = [MainTab.home, .settings, .profile]
      var stacks = tabs.map { _ in tabStack(&random) }
      let selected = random.int(0...2)
      if stacks[selected].presented == nil { stacks[selected].presented = layer(&random) }
      let overTabBar = random.int(0...3) == 0 ? layer(&random) : nil
      let start = tree(tabs, stacks, selected: tabs[selected], over: overTabBar)
      let target = targets[random.int(0...2)]
      let app = AppRouter(state: start)

      let result =
        index.isMultiple(of: 2)
        ? app.open(target.link, using: links) : app.show(target.route, using: links)

      stacks[selected].presented = nil
      let targetIndex = tabs.firstIndex(of: target.tab) ?? 0
      stacks[targetIndex].presented = nil
      if target.route == AnyRoute(SheetRoute.add) {
        stacks[targetIndex].path = [SettingsRoute.privacy]
        stacks[targetIndex].presented = PresentedLayer(SheetRoute.add, style: .sheet)
      } else {
        stacks[targetIndex].path = [target.route]
      }
      let context = "tree \(index): \(start), \(target.link)"
      XCTAssertEqual(result, .applied, context)
      XCTAssertEqual(app.state, tree(tabs, stacks, selected: target.tab, over: nil), context)
    }
    XCTAssertEqual(issues.recorded, [])
  }

  /// A tab's stack of generated routes, with no tab bar of its own (a link's tab holds a
  /// stack); its layers, if any, hold anything.
  private func tabStack(_ random: inout RandomLinkedTrees) -> NavigationState {
    let stack = random.state(depth: 2)
    guard stack.tabs == nil else {
      return NavigationState(root: stack.root, presented: stack.presented)
    }
    return stack
  }

  /// A generated layer of any style.
  private func layer(_ random: inout RandomLinkedTrees) -> PresentedLayer {
    let style = PresentationStyle.allCases[random.int(0...PresentationStyle.allCases.count - 1)]
    return PresentedLayer(style, state: random.state(depth: 1, leaf: style.isLeaf))
  }

  private func tree(
    _ tabs: [MainTab], _ stacks: [NavigationState], selected: MainTab, over: PresentedLayer?
  ) -> NavigationState {
    NavigationState(
      root: MainRoute.tabBar, tabs: TabGroup(Array(zip(tabs, stacks)), selected: selected),
      presented: over)
  }
}
