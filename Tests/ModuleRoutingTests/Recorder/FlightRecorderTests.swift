import ModuleRouting
import TestFixtures
import XCTest

/// The flight recorder: each request with its source, commands, outcome and tree; the last N
/// kept; a function recorded by the tree it left; text and breadcrumbs by catalog keys.
@MainActor
final class FlightRecorderTests: IssueRecordingTestCase {
  static func catalog() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(DashboardRoute.self, key: "dashboard") { _, _ in "" }
    try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "" }
    try catalog.add(SheetRoute.self, key: "sheet") { _, _ in "" }
    try catalog.add(MainRoute.self, key: "main") { _, _ in "" }
    try catalog.add(AuthRoute.self, key: "auth") { _, _ in "" }
    try catalog.addTabs(MainTab.self, key: "tab")
    return catalog
  }

  func testRecording_keepsEachRequest_withItsSourceCommandsOutcomeAndTree() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(app: app, catalog: try Self.catalog())
    app.navigate(to: DashboardRoute.details(id: 7))
    app.pop(count: 3)
    app.present(SheetRoute.add, style: .sheet)

    let home = NavigationState(root: DashboardRoute.home)
    let details = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
    var sheet = details
    sheet.presented = PresentedLayer(SheetRoute.add, style: .sheet)
    XCTAssertEqual(recorder.recording.start, home)
    XCTAssertEqual(
      recorder.recording.steps,
      [
        .init(
          index: 1, source: .app, commands: [.push(AnyRoute(DashboardRoute.details(id: 7)))],
          outcome: .applied, tree: details),
        .init(index: 2, source: .app, commands: [.pop(count: 3)], outcome: .refused, tree: details),
        .init(
          index: 3, source: .app, commands: [.present(AnyRoute(SheetRoute.add), .sheet)],
          outcome: .applied, tree: sheet),
      ])
    XCTAssertEqual(recorder.recording.end, app.state)
  }

  func testCapacity_keepsTheLastRequests_startingFromTheTreeBeforeThem() async throws {
    for capacity in 1...6 {
      let app = AppRouter(state: mainTabs())
      let recorder = FlightRecorder(app: app, catalog: try Self.catalog(), capacity: capacity)
      var trees: [NavigationState] = [app.state]
      for id in 0..<9 {
        switch id % 3 {
        case 0: app.navigate(to: DashboardRoute.details(id: id))
        case 1: app.present(SheetRoute.edit(id: id), style: .sheet)
        default: app.dismiss()
        }
        trees.append(app.state)
        if id == 4 { app.selectTab(MainTab.settings) }
        if id == 4 { trees.append(app.state) }
      }
      let recording = recorder.recording
      XCTAssertEqual(recording.steps.map(\.index), Array((11 - capacity)...10), "\(capacity)")
      XCTAssertEqual(recording.steps.map(\.tree), Array(trees.suffix(capacity)), "\(capacity)")
      XCTAssertEqual(recording.start, trees[trees.count - capacity - 1], "\(capacity)")
    }
  }

  func testTrees_overManyRequestsLetGo_areTheTreesTheRouterLeft() async throws {
    for capacity in 1...5 {
      let app = AppRouter(state: mainTabs())
      app.addGuard(for: AuthRoute.self) { _ in
        .redirect([.present(AnyRoute(SheetRoute.add), .sheet)], resume: false)
      }
      let recorder = FlightRecorder(app: app, catalog: try Self.catalog(), capacity: capacity)
      var trees: [NavigationState] = []
      for id in 0..<40 {
        switch id % 8 {
        case 0: app.navigate(to: DashboardRoute.details(id: id))
        case 1: app.navigate(to: AuthRoute.login)  // redirected to a sheet
        case 2: app.dismiss()
        case 3: app.perform(.popTo(where: RoutePredicate { $0.is(DashboardRoute.self) }))
        case 4: app.selectTab(id % 16 == 4 ? MainTab.settings : MainTab.home)
        case 5: app.pop(count: 9)  // refused
        case 6: app.navigate(to: SettingsRoute.privacy)
        default: app.popToRoot()
        }
        trees.append(app.state)
        let recording = recorder.recording
        XCTAssertEqual(recording.steps.map(\.tree), Array(trees.suffix(capacity)), "\(capacity)")
        XCTAssertEqual(
          recording.start, trees.count > capacity ? trees[trees.count - capacity - 1] : mainTabs(),
          "\(capacity)")
      }
    }
  }

  func testRequestMadeWhileTheRouterTellsOfAnother_isKeptInTheOrderTheyRan() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    // Told before the recorder, it pushes as soon as a sheet enters view: the router runs that
    // push inside the telling of the present, and the recorder hears of it first.
    let views = ScreenViews(app: app) { view in
      if view.kind == .entered, view.route == AnyRoute(SheetRoute.add) {
        app.navigate(to: SheetRoute.edit(id: 1))
      }
    }
    let recorder = FlightRecorder(app: app, catalog: try Self.catalog(), capacity: 2)
    app.present(SheetRoute.add, style: .sheet)

    var sheet = NavigationState(root: DashboardRoute.home)
    sheet.presented = PresentedLayer(SheetRoute.add, style: .sheet)
    var edit = sheet
    edit.presented?.state.path = [SheetRoute.edit(id: 1)]
    let recording = recorder.recording
    XCTAssertEqual(recording.steps.map(\.index), [1, 2])
    XCTAssertEqual(recording.steps.map(\.tree), [sheet, edit])
    XCTAssertEqual(recording.start, NavigationState(root: DashboardRoute.home))
    views.stop()
  }

  func testRequestsMadeWhileTheRouterTellsOfOthers_nestedDeeperThanTheCapacity_keepTheTrees()
    async throws
  {
    let app = AppRouter(root: DashboardRoute.home)
    // Each screen that enters pushes the next, from inside the telling of the request that
    // showed it: three requests nested in the present.
    let views = ScreenViews(app: app) { view in
      guard view.kind == .entered else { return }
      if view.route == AnyRoute(SheetRoute.add) { app.navigate(to: SheetRoute.edit(id: 1)) }
      for id in 1..<3 where view.route == AnyRoute(SheetRoute.edit(id: id)) {
        app.navigate(to: SheetRoute.edit(id: id + 1))
      }
    }
    let recorder = FlightRecorder(app: app, catalog: try Self.catalog(), capacity: 1)
    app.present(SheetRoute.add, style: .sheet)
    views.stop()
    app.pop()
    app.navigate(to: SheetRoute.confirmDelete(id: 4))

    var tree = NavigationState(root: DashboardRoute.home)
    tree.presented = PresentedLayer(SheetRoute.add, style: .sheet)
    tree.presented?.state.path = [SheetRoute.edit(id: 1), SheetRoute.edit(id: 2)]
    let recording = recorder.recording
    XCTAssertEqual(recording.start, tree)
    tree.presented?.state.path.append(SheetRoute.confirmDelete(id: 4))
    XCTAssertEqual(recording.steps.map(\.index), [6])
    XCTAssertEqual(recording.steps.map(\.tree), [tree])
    XCTAssertEqual(recording.end, app.state)
  }

  func testRequestsMadeOneAfterTheOther_whileTheRouterTellsOfAnother_keepTheTrees() async throws {
    let details = (1...3).map { DashboardRoute.details(id: $0) }
    // Receivers are told in an order the router does not promise: trying several numbers for
    // them has the recorder told after the one that navigates, of requests 2 and 3 before 1.
    for burned in 0..<12 {
      let app = AppRouter(root: DashboardRoute.home)
      for _ in 0..<burned { app.untapEvents(app.tapEvents { _ in }) }
      let views = ScreenViews(app: app) { view in
        guard view.kind == .entered, view.route == AnyRoute(details[0]) else { return }
        app.navigate(to: details[1])
        app.navigate(to: details[2])
      }
      let recorder = FlightRecorder(app: app, catalog: try Self.catalog(), capacity: 1)
      app.navigate(to: details[0])
      views.stop()
      app.pop()

      let recording = recorder.recording
      XCTAssertEqual(
        recording.start, NavigationState(root: DashboardRoute.home, path: RoutePath(details)),
        "\(burned)")
      XCTAssertEqual(recording.steps.map(\.index), [4], "\(burned)")
      XCTAssertEqual(recording.end, app.state, "\(burned)")
    }
  }

  func testRedirect_isRecordedWithTheTreeItLeft() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard(for: SettingsRoute.self) { _ in
      .redirect([.present(AnyRoute(SheetRoute.add), .sheet)], resume: false)
    }
    let recorder = FlightRecorder(app: app, catalog: try Self.catalog())
    app.navigate(to: SettingsRoute.main)

    let step = try XCTUnwrap(recorder.recording.steps.first)
    XCTAssertEqual(step.outcome, .redirected(to: [.present(AnyRoute(SheetRoute.add), .sheet)]))
    XCTAssertEqual(
      step.tree,
      NavigationState(
        root: DashboardRoute.home, presented: PresentedLayer(SheetRoute.add, style: .sheet)))
  }

  func testCommandHoldingAFunction_isRecordedAsSettingTheTreeItLeft() async throws {
    let app = AppRouter(
      state: NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 1), SettingsRoute.main, DashboardRoute.details(id: 2)]))
    let recorder = FlightRecorder(app: app, catalog: try Self.catalog())
    app.perform(
      .popTo(
        where: RoutePredicate {
          $0.is(DashboardRoute.self) && $0 != AnyRoute(DashboardRoute.details(id: 2))
        })
    )
    app.perform(.popTo(where: RoutePredicate { _ in false }))

    let after = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)])
    XCTAssertEqual(
      recorder.recording.steps,
      [
        .init(
          index: 1, source: .app, commands: [.setState(after)], setsTree: true,
          outcome: .applied, tree: after),
        .init(
          index: 2, source: .app, commands: [.setState(after)], setsTree: true,
          outcome: .refused, tree: after),
      ])
  }

  func testText_namesRoutesByKey_withPayloadsOnlyForRevealedTypes() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(
      app: app, catalog: try Self.catalog(), revealing: [SheetRoute.self])
    app.navigate(to: DashboardRoute.details(id: 7))
    app.present(SheetRoute.edit(id: 3), style: .sheet)
    app.dismiss()
    app.pop(count: 2)

    XCTAssertEqual(
      recorder.recording.text,
      """
      start: dashboard
      #1 app: push(dashboard) → applied; dashboard › dashboard
      #2 app: present(sheet(edit(id: 3)), sheet) → applied; dashboard › dashboard + sheet(sheet(edit(id: 3)))
      #3 app: dismiss → applied; dashboard › dashboard
      #4 app: pop(2) → refused; dashboard › dashboard
      """)
  }

  func testBreadcrumb_tellsOneLinePerRequest_asItRuns() async throws {
    let app = AppRouter(state: mainTabs())
    var lines: [String] = []
    let recorder = FlightRecorder(app: app, catalog: try Self.catalog()) { lines.append($0) }
    app.selectTab(MainTab.settings)
    app.addGuard(for: SheetRoute.self) { _ in .deny("signed out") }
    app.present(SheetRoute.add, style: .sheet)

    XCTAssertEqual(
      lines,
      ["#1 app: selectTab(tab) → applied", "#2 app: present(sheet, sheet) → denied: signed out"])
    recorder.stop()
    app.navigate(to: SettingsRoute.privacy)
    XCTAssertEqual(lines.count, 2)
    XCTAssertEqual(recorder.recording.steps.count, 2)
  }

  func testN1_navigationFromAFlowsOnEnd_isRecordedInOrder_andReplaysToTheAppsTree() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(app: app, catalog: try FlightRecorderTests.catalog())
    let flow = ScriptedFlow([.push(SettingsRoute.main)])
    app.start(flow) { _ in app.navigate(to: DashboardRoute.details(id: 2)) }
    flow.handle?.finish(with: "done")

    let details = NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 2)])
    XCTAssertEqual(app.state, details)
    let recording = recorder.recording
    XCTAssertEqual(
      recording.steps.map(\.commands),
      [
        [.push(SettingsRoute.main)], [.at(.root, [.pop(count: 1)])],
        [.push(DashboardRoute.details(id: 2))],
      ])
    XCTAssertEqual(recording.end, app.state)
    let fresh = AppRouter(root: DashboardRoute.home)
    XCTAssertNil(recording.replay(on: fresh))
    XCTAssertEqual(fresh.state, details)
  }
}
