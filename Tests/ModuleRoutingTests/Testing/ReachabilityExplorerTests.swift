import ModuleRouting
import NavigationTesting
import TestFixtures
import XCTest

/// A small app for the explorer: signed out on the login, signed in on the dashboard, whose
/// details open the settings in a sheet or a cover.
@MainActor
private final class TinyApp {
  let router: AppRouter
  var signedIn = false
  /// Where signing in lands.
  var landing = DashboardRoute.home

  init(guardsSettings: Bool = true) {
    router = AppRouter(root: AuthRoute.login)
    if guardsSettings {
      router.addGuard(for: SettingsRoute.self) { [unowned self] _ in
        signedIn ? .allow : .deny("sign in first")
      }
    }
  }

  func signIn() {
    signedIn = true
    router.setRoot(landing)
  }
}

@MainActor
final class ReachabilityExplorerTests: XCTestCase {
  private typealias Action = ExplorationAction<TinyApp>

  private func catalog() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "tiny")
    try catalog.add(AuthRoute.self, key: "auth") { route, _ in "\(route)" }
    try catalog.add(DashboardRoute.self, key: "dashboard") { route, _ in "\(route)" }
    try catalog.add(
      SettingsRoute.self, key: "settings",
      presentation: RoutePresentation(interactiveDismissal: false)
    ) { route, _ in "\(route)" }
    return catalog
  }

  /// Login → home → details(1) → settings in a sheet → privacy; the settings have a close
  /// button.
  private func explorer(
    settingsStyle: PresentationStyle = .sheet, settingsButtons: Bool = true,
    guardsSettings: Bool = true
  ) throws -> ReachabilityExplorer<TinyApp> {
    var explorer = ReachabilityExplorer(
      catalog: try catalog(), make: { TinyApp(guardsSettings: guardsSettings) },
      router: { $0.router })
    explorer.appKey = { $0.signedIn ? "signed in" : "" }
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { route in
      switch route {
      case .home: [Action.router("details 1") { $0.navigate(to: DashboardRoute.details(id: 1)) }]
      case .details:
        [
          Action.router("settings") { $0.present(SettingsRoute.main, style: settingsStyle) },
          Action.router("sign out") { $0.setRoot(AuthRoute.login) },
        ]
      }
    }
    explorer.on(SettingsRoute.self) { route in
      switch route {
      case .main:
        settingsButtons
          ? [
            Action.router("privacy") { $0.navigate(to: SettingsRoute.privacy) },
            Action.router("close") { $0.dismiss() },
          ] : []
      case .privacy: []
      }
    }
    explorer.expectedScreens = [
      "auth.login", "dashboard.home", "dashboard.details", "settings.main", "settings.privacy",
    ]
    return explorer
  }

  func testExplore_reachesEveryScreen_withTheirTransitions_andFindsNothing() async throws {
    let report = try await explorer().explore()

    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(
      report.screens,
      ["auth.login", "dashboard.details", "dashboard.home", "settings.main", "settings.privacy"])
    // Signing out keeps the app signed in, as far as its key says: a login of its own.
    XCTAssertEqual(report.states, 6)
    XCTAssertEqual(report.transitions, 9)
    XCTAssertEqual(report.replays, 10)
    XCTAssertFalse(report.reachedBound)
    XCTAssertEqual(
      report.map.edges,
      [
        .init(from: "auth.login", action: "sign in", to: "dashboard.home", kind: .replace),
        .init(from: "dashboard.details", action: "sign out", to: "auth.login", kind: .replace),
        .init(from: "dashboard.details", action: "back", to: "dashboard.home", kind: .back),
        .init(from: "dashboard.details", action: "settings", to: "settings.main", kind: .sheet),
        .init(from: "dashboard.home", action: "details 1", to: "dashboard.details", kind: .push),
        .init(from: "settings.main", action: "close", to: "dashboard.details", kind: .back),
        .init(from: "settings.main", action: "privacy", to: "settings.privacy", kind: .push),
        .init(from: "settings.privacy", action: "back", to: "settings.main", kind: .back),
      ])
  }

  func testExplore_isTheSameTwice() async throws {
    let explorer = try explorer()
    let first = try await explorer.explore()
    let second = try await explorer.explore()
    XCTAssertEqual(first, second)
  }

  func testACoverWithNoWayOut_isADeadEnd_withItsShortestPath() async throws {
    let report = try await explorer(settingsStyle: .fullScreenCover, settingsButtons: false)
      .explore()
    XCTAssertEqual(
      report.findings,
      [
        .deadEnd(screen: "settings.main", path: ["sign in", "details 1", "settings"]),
        .unreached(screen: "settings.privacy"),
      ])
  }

  func testASheetTheCatalogKeepsFromSwipingDown_isADeadEnd_withoutItsButton() async throws {
    let report = try await explorer(settingsButtons: false).explore()
    XCTAssertEqual(
      report.findings,
      [
        .deadEnd(screen: "settings.main", path: ["sign in", "details 1", "settings"]),
        .unreached(screen: "settings.privacy"),
      ])
  }

  func testASheetThatSwipesDown_isNoDeadEnd() async throws {
    // Presentations from no catalog: every sheet may be swiped down.
    var explorer = ReachabilityExplorer(
      naming: .cases(keysIn: try catalog()), make: { TinyApp() }, router: { $0.router })
    explorer.appKey = { $0.signedIn ? "signed in" : "" }
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { _ in
      [Action.router("settings") { $0.present(SettingsRoute.main, style: .sheet) }]
    }
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(
      report.map.edges.filter { $0.from == "settings.main" },
      [.init(from: "settings.main", action: "dismiss", to: "dashboard.home", kind: .back)])
  }

  /// The explorer plays a swipe down as the UI makes it: a binding write, which starts only
  /// when the router would take it. A guard that refuses binding writes keeps the sheet from
  /// being swiped down, so a sheet with no button of its own is a dead end — as it is for a
  /// user; a back, where the system's Back would be refused, is the router's own Back button,
  /// which the guard lets through.
  func testAGuardThatRefusesBindingWrites_makesASheetWithNoButtonADeadEnd() async throws {
    var explorer = ReachabilityExplorer(
      naming: .cases(keysIn: try catalog()),
      make: {
        let app = TinyApp()
        app.router.addGuard { request in
          request.source == .binding ? .deny("gestures are off") : .allow
        }
        return app
      }, router: { $0.router })
    explorer.appKey = { $0.signedIn ? "signed in" : "" }
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { route in
      route == .home
        ? [Action.router("details 1") { $0.navigate(to: DashboardRoute.details(id: 1)) }]
        : [Action.router("settings") { $0.present(SettingsRoute.main, style: .sheet) }]
    }
    let report = try await explorer.explore()
    XCTAssertEqual(
      report.findings,
      [.deadEnd(screen: "settings.main", path: ["sign in", "details 1", "settings"])])
    XCTAssertEqual(
      report.map.edges.filter { $0.from == "dashboard.details" },
      [
        .init(from: "dashboard.details", action: "back", to: "dashboard.home", kind: .back),
        .init(
          from: "dashboard.details", action: "settings", to: "settings.main", kind: .sheet),
      ])
  }

  func testARouteTheRuleForbids_isAGuardHole_whenNoGuardKeepsItOut() async throws {
    var explorer = try explorer(guardsSettings: false)
    explorer.on(AuthRoute.self) { _ in
      [Action.router("settings") { $0.present(SettingsRoute.main, style: .sheet) }]
    }
    explorer.forbid(SettingsRoute.self, rule: "settings need a sign-in") { _, app in
      !app.signedIn
    }
    let report = try await explorer.explore()
    XCTAssertEqual(
      report.findings,
      [.guardHole(rule: "settings need a sign-in", screen: "settings.main", path: ["settings"])])
  }

  func testTheSameRule_findsNoHole_whenTheGuardKeepsItOut() async throws {
    var explorer = try explorer()
    explorer.on(AuthRoute.self) { _ in
      [Action.router("settings") { $0.present(SettingsRoute.main, style: .sheet) }]
    }
    explorer.forbid(SettingsRoute.self, rule: "settings need a sign-in") { _, app in
      !app.signedIn
    }
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [])
  }

  func testABrokenInvariant_isReportedOnce_withTheShortestPath() async throws {
    var explorer = try explorer()
    explorer.invariant("no sheet over the details") { app in
      app.router.state.topLayer == nil
    }
    let report = try await explorer.explore()
    XCTAssertEqual(
      report.findings,
      [
        .invariantBroken(
          "no sheet over the details", path: ["sign in", "details 1", "settings"])
      ])
  }

  func testAScreenNeverShown_isUnreached() async throws {
    var explorer = try explorer()
    explorer.expectedScreens.append("settings.theme")
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [.unreached(screen: "settings.theme")])
  }

  func testTheDepthBound_stopsTheExploration_andSaysSo() async throws {
    var explorer = try explorer()
    explorer.limits = .init(depth: 2)
    let report = try await explorer.explore()
    XCTAssertTrue(report.reachedBound)
    XCTAssertEqual(report.screens, ["auth.login", "dashboard.details", "dashboard.home"])
    XCTAssertEqual(
      report.findings,
      [.unreached(screen: "settings.main"), .unreached(screen: "settings.privacy")])
  }

  func testTheStateBound_stopsTheExploration_andSaysSo() async throws {
    var explorer = try explorer()
    explorer.limits = .init(states: 3)
    let report = try await explorer.explore()
    XCTAssertTrue(report.reachedBound)
    XCTAssertEqual(report.states, 3)
  }

  func testAHeldLeave_offersItsTwoAnswersOnly() async throws {
    var explorer = ReachabilityExplorer(
      catalog: try catalog(),
      make: {
        let app = TinyApp()
        app.router.addLeaveGuard(for: DashboardRoute.self) { request in
          request.leaving(DashboardRoute.self).contains(.details(id: 1))
            ? .confirm("Leave the details?") : .allow
        }
        return app
      }, router: { $0.router })
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { route in
      route == .home
        ? [Action.router("details 1") { $0.navigate(to: DashboardRoute.details(id: 1)) }] : []
    }
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [])
    // login, home, details, details with the back held.
    XCTAssertEqual(report.states, 4)
    XCTAssertEqual(
      report.map.edges,
      [
        .init(from: "auth.login", action: "sign in", to: "dashboard.home", kind: .replace),
        .init(
          from: "dashboard.details", action: "confirm leave", to: "dashboard.home", kind: .back),
        .init(from: "dashboard.home", action: "details 1", to: "dashboard.details", kind: .push),
      ])
  }

  func testAnAwaitedAction_showsItsScreen_andItsCompletionReturns() async throws {
    var explorer = ReachabilityExplorer(
      catalog: try catalog(), make: { TinyApp() }, router: { $0.router })
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { _ in
      [
        .awaiting("pick") { app in
          _ = await app.router.present(SettingsRoute.main, style: .sheet, expecting: Int.self)
        }
      ]
    }
    explorer.on(SettingsRoute.self) { _ in [Action.router("one") { $0.complete(with: 1) }] }
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(
      report.map.edges,
      [
        .init(from: "auth.login", action: "sign in", to: "dashboard.home", kind: .replace),
        .init(from: "dashboard.home", action: "pick", to: "settings.main", kind: .sheet),
        .init(from: "settings.main", action: "one", to: "dashboard.home", kind: .back),
      ])
  }

  func testADialogButton_isChosenByItsTitle_andAMissingOneChangesNothing() async throws {
    var alerts = RouteCatalog<String>(module: "test")
    try alerts.addDialogs(AuthRoute.self) { _ in
      DialogContent(
        title: "Session ends soon",
        buttons: [
          DialogButton("Later"),
          DialogButton("Open", action: .commands([.push(DashboardRoute.details(id: 1))])),
        ])
    }
    let dialogs = alerts
    var explorer = ReachabilityExplorer(
      catalog: try catalog(),
      make: {
        let app = TinyApp()
        app.signIn()
        return app
      }, router: { $0.router })
    explorer.on(DashboardRoute.self) { _ in
      [Action.router("alert") { $0.present(AuthRoute.login, style: .alert) }]
    }
    explorer.on(AuthRoute.self) { _ in
      [
        .button("Later", using: dialogs), .button("Open", using: dialogs),
        .button("Missing", using: dialogs),
      ]
    }
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(
      report.map.edges,
      [
        .init(from: "auth.login", action: "Later", to: "dashboard.details", kind: .back),
        .init(from: "auth.login", action: "Open", to: "dashboard.details", kind: .push),
        .init(from: "auth.login", action: "Later", to: "dashboard.home", kind: .back),
        .init(from: "dashboard.details", action: "alert", to: "auth.login", kind: .dialog),
        .init(from: "dashboard.details", action: "back", to: "dashboard.home", kind: .back),
        .init(from: "dashboard.home", action: "alert", to: "auth.login", kind: .dialog),
      ])
  }

  func testEveryAppBuilt_goes_onceExplored_evenWithAScreenStillAwaited() async throws {
    let built = Built()
    var explorer = ReachabilityExplorer(
      catalog: try catalog(),
      make: {
        let app = TinyApp()
        built.routers.append(Weak(app.router))
        return app
      }, router: { $0.router })
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { _ in
      [
        .awaiting("pick") { app in
          _ = await app.router.present(SettingsRoute.main, style: .sheet, expecting: Int.self)
        }
      ]
    }
    _ = try await explorer.explore()
    XCTAssertEqual(built.routers.count, 3)
    XCTAssertEqual(built.routers.filter { $0.router != nil }.count, 0)
  }

  /// N9: an awaited action whose task ignores cancellation does not hang the exploration: the
  /// explorer waits for it within its bound, then returns, naming it as unfinished.
  func testN9_anAwaitedActionThatIgnoresCancellation_isUnfinished_andExplorationReturns()
    async throws
  {
    let gate = Gate()
    var explorer = ReachabilityExplorer(
      catalog: try catalog(), make: { TinyApp() }, router: { $0.router })
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { _ in [.awaiting("stuck") { _ in await gate.wait() }] }
    explorer.limits.cancellationWait = .milliseconds(10)

    let report = try await explorer.explore()

    XCTAssertEqual(report.findings, [.unfinished(action: "stuck", path: ["sign in", "stuck"])])
    gate.open()
  }

  func testAnAppThatDoesNotReplayTheSame_isReported() async throws {
    let launches = Counter()
    var explorer = ReachabilityExplorer(
      catalog: try catalog(),
      make: { () -> TinyApp in
        launches.count += 1
        let app = TinyApp()
        // From the third launch on, signing in lands on the details.
        if launches.count > 2 { app.landing = .details(id: 1) }
        return app
      }, router: { $0.router })
    explorer.on(AuthRoute.self) { _ in [Action("sign in") { $0.signIn() }] }
    explorer.on(DashboardRoute.self) { _ in
      [Action.router("details 1") { $0.navigate(to: DashboardRoute.details(id: 1)) }]
    }
    let report = try await explorer.explore()
    XCTAssertEqual(report.findings, [.replayDiverged(path: ["sign in"])])
  }
}

@MainActor
private final class Counter {
  var count = 0
}

@MainActor
private final class Built {
  var routers: [Weak] = []
}

@MainActor
private struct Weak {
  weak var router: AppRouter?

  init(_ router: AppRouter) {
    self.router = router
  }
}

/// A wait that ignores cancellation: it ends only when opened.
@MainActor
private final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
