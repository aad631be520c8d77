import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// A recording replayed on a fresh router, and encoded and read back: replay ends in the same
/// state or names the first step that differs; the encoded form writes keys, and payloads
/// only for the types revealed.
@MainActor
final class FlightRecordingTests: IssueRecordingTestCase {
  /// A router as the app sets it up: settings need a sign-in, which `signedIn` says.
  private func makeApp(signedIn: Bool) -> AppRouter {
    let app = AppRouter(state: mainTabs())
    app.addGuard(for: SettingsRoute.self) { _ in signedIn ? .allow : .deny("sign in first") }
    return app
  }

  /// A session: pushes, a tab switch, a sheet, a refused pop, a function, a denied push.
  private func session(on app: AppRouter) {
    app.navigate(to: DashboardRoute.details(id: 1))
    app.navigate(to: DashboardRoute.details(id: 2))
    app.selectTab(MainTab.settings)
    app.navigate(to: SettingsRoute.privacy)
    app.present(SheetRoute.edit(id: 9), style: .sheet)
    app.pop(count: 4)
    app.dismiss()
    app.selectTab(MainTab.home)
    app.perform(.popTo(where: RoutePredicate { $0 == AnyRoute(DashboardRoute.details(id: 1)) }))
  }

  func testReplay_onAFreshRouterWithTheSameGuards_endsInTheSameState() async throws {
    let app = makeApp(signedIn: true)
    let recorder = FlightRecorder(app: app, catalog: try FlightRecorderTests.catalog())
    session(on: app)
    let recording = recorder.recording
    XCTAssertEqual(recording.steps.count, 9)

    let fresh = makeApp(signedIn: true)
    XCTAssertNil(recording.replay(on: fresh))
    XCTAssertEqual(fresh.state, app.state)
  }

  func testReplay_reportsTheFirstStepWhoseOutcomeDiffers() async throws {
    let app = makeApp(signedIn: true)
    let recorder = FlightRecorder(app: app, catalog: try FlightRecorderTests.catalog())
    session(on: app)

    let fresh = makeApp(signedIn: false)
    let divergence = try XCTUnwrap(recorder.recording.replay(on: fresh))
    XCTAssertEqual(divergence.step, 4)
    XCTAssertEqual(divergence.expectedOutcome, .applied)
    XCTAssertEqual(divergence.outcome, .denied("sign in first"))
    XCTAssertTrue(
      divergence.description.hasPrefix(
        #"step #4 differs: recorded applied, replayed denied("sign in first")"#
          + "\nrecorded tree:\n"),
      divergence.description)
    XCTAssertEqual(divergence.tree, fresh.state)
    XCTAssertEqual(divergence.tree[stack: .tab(MainTab.settings)]?.path, [])
    XCTAssertEqual(
      divergence.expectedTree[stack: .tab(MainTab.settings)]?.path, [SettingsRoute.privacy])
  }

  func testReplay_reportsAStepWhoseTreeDiffers_andSetsTheStartTreeFirst() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(app: app, catalog: try FlightRecorderTests.catalog())
    app.navigate(to: DashboardRoute.details(id: 1))
    var recording = recorder.recording
    recording.steps[0].tree = NavigationState(root: DashboardRoute.home)

    let fresh = AppRouter(root: SettingsRoute.main)
    let divergence = try XCTUnwrap(recording.replay(on: fresh))
    XCTAssertEqual(divergence.step, 1)
    XCTAssertEqual(divergence.outcome, .applied)
    XCTAssertEqual(
      divergence.tree,
      NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
  }

  func testEncoding_writesKeysOnly_unlessTheTypeIsRevealed() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(
      app: app, catalog: try FlightRecorderTests.catalog(), revealing: [SheetRoute.self])
    app.navigate(to: DashboardRoute.details(id: 4242))
    app.present(SheetRoute.edit(id: 77), style: .sheet)

    let json = String(decoding: try recorder.recording.encoded(), as: UTF8.self)
    XCTAssertFalse(json.contains("4242"), json)
    XCTAssertTrue(json.contains("77"), json)
    XCTAssertEqual(
      String(decoding: try JSONEncoder().encode(recorder.recording.steps.count), as: UTF8.self), "2"
    )
    XCTAssertTrue(
      json.hasPrefix(
        #"{"start":{"root":{"k":"dashboard"}},"steps":[{"commands":[{"op":"push","route":{"k":"dashboard"}}],"index":1,"outcome":{"kind":"applied"},"source":{"kind":"app"},"tree":{"root":{"k":"dashboard"},"runs":[{"k":"dashboard","n":1}]}}"#
      ),
      json)
  }

  /// The payload policy, end to end: a session whose unrevealed routes sit in every place a
  /// recording writes one — commands, a path, a tree's root, runs, layer and tabs — encodes
  /// them by key alone; the recording replays; read back, it fails naming the key, as
  /// documented; revealed, the same session reads back and replays.
  func testARecordingOfAnUnrevealedRoute_holdsNoneOfItsData_readsBackAsDocumented_andReplays()
    async throws
  {
    let catalog = try FlightRecorderTests.catalog()
    func session(on app: AppRouter) {
      app.navigate(to: DashboardRoute.details(id: 4242))
      app.perform(.setPath([AnyRoute(DashboardRoute.details(id: 4243))]))
      app.navigate(to: DashboardRoute.details(id: 4244))
      app.present(SheetRoute.edit(id: 77), style: .sheet)
      app.dismiss()
      app.perform(
        .inTab(AnyRoute(MainTab.settings), commands: [.push(AnyRoute(SettingsRoute.privacy))]))
      app.perform(.popTo(AnyRoute(DashboardRoute.details(id: 4243))))
      app.perform(.setState(mainTabs(selected: .settings)))
    }
    let app = AppRouter(state: mainTabs())
    let recorder = FlightRecorder(app: app, catalog: catalog, revealing: [SheetRoute.self])
    session(on: app)
    let recording = recorder.recording
    XCTAssertEqual(recording.steps.count, 8)

    // Encoded, no unrevealed route holds its payload; the revealed one does.
    let data = try recording.encoded()
    let json = String(decoding: data, as: UTF8.self)
    for secret in ["4242", "4243", "4244", "details", "privacy", "tabBar", "home", "login"] {
      XCTAssertFalse(json.contains(secret), "\(secret) in \(json)")
    }
    XCTAssertTrue(json.contains(#"{"k":"sheet","v":{"edit":{"id":77}}}"#), json)
    let routes = routeObjects(in: try JSONSerialization.jsonObject(with: data))
    XCTAssertEqual(
      Set(routes.compactMap { $0["k"] as? String }),
      ["dashboard", "settings", "sheet", "main", "tab", "auth"])
    for route in routes where route["k"] as? String != "sheet" {
      XCTAssertNil(route["v"], "\(route)")
    }
    XCTAssertFalse(recording.text.contains("4242"), recording.text)

    // As documented: the recording replays; read back, it fails naming the key.
    let fresh = AppRouter(state: mainTabs())
    XCTAssertNil(recording.replay(on: fresh))
    XCTAssertEqual(fresh.state, app.state)
    XCTAssertThrowsError(try FlightRecording(decoding: data, catalog: catalog)) { error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(
        context.debugDescription, #"a route of key "main" recorded without its payload"#)
    }

    // Revealed, the same session reads back as itself and replays.
    let everything: [any (Hashable & Sendable).Type] = [
      DashboardRoute.self, SettingsRoute.self, SheetRoute.self, MainRoute.self, MainTab.self,
      AuthRoute.self,
    ]
    let shown = AppRouter(state: mainTabs())
    let revealing = FlightRecorder(app: shown, catalog: catalog, revealing: everything)
    session(on: shown)
    let read = try FlightRecording(decoding: revealing.recording.encoded(), catalog: catalog)
    XCTAssertEqual(read, recording)
    XCTAssertNil(read.replay(on: AppRouter(state: mainTabs())))
  }

  func testRoundTrip_ofARecordingRevealingEveryType_readsItBack_andReplays() async throws {
    let catalog = try FlightRecorderTests.catalog()
    let app = makeApp(signedIn: true)
    let everything: [any (Hashable & Sendable).Type] = [
      DashboardRoute.self, SettingsRoute.self, SheetRoute.self, MainRoute.self, MainTab.self,
      AuthRoute.self,
    ]
    let recorder = FlightRecorder(app: app, catalog: catalog, revealing: everything)
    session(on: app)
    app.perform([
      .inTab(AnyRoute(MainTab.settings), commands: [.popToRoot]),
      .popToMatching(.type(DashboardRoute.self)),
    ])
    app.perform(.at(.tab(MainTab.home), [.present(AnyRoute(SheetRoute.add), .popover)]))

    let recording = recorder.recording
    let read = try FlightRecording(decoding: recording.encoded(), catalog: catalog)
    XCTAssertEqual(read, recording)
    XCTAssertNil(read.replay(on: makeApp(signedIn: true)))
  }

  func testReading_aRecordingWithoutPayloads_failsNamingTheKey() async throws {
    let catalog = try FlightRecorderTests.catalog()
    let app = AppRouter(root: DashboardRoute.home)
    let recorder = FlightRecorder(app: app, catalog: catalog)
    app.navigate(to: DashboardRoute.details(id: 1))

    XCTAssertThrowsError(
      try FlightRecording(decoding: recorder.recording.encoded(), catalog: catalog)
    ) {
      error in
      guard case DecodingError.dataCorrupted(let context) = error else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(
        context.debugDescription, #"a route of key "dashboard" recorded without its payload"#)
    }
    XCTAssertThrowsError(try FlightRecording(decoding: Data("{}".utf8), catalog: catalog))
  }
}

/// A leave a guard held, then confirmed: recorded as confirmed, and replayed by confirming.
@MainActor
final class FlightRecordingLeaveTests: IssueRecordingTestCase {
  private func makeApp() -> AppRouter {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.privacy]))
    app.addLeaveGuard(for: SettingsRoute.self) { _ in .confirm("Discard your changes?") }
    return app
  }

  func testConfirmedLeave_isRecordedAsConfirmed_andReplaysByConfirming() async throws {
    let app = makeApp()
    let catalog = try FlightRecorderTests.catalog()
    let recorder = FlightRecorder(app: app, catalog: catalog)
    app.pop()
    app.confirmLeave()

    let recording = recorder.recording
    XCTAssertEqual(recording.steps.map(\.outcome), [.held("Discard your changes?"), .applied])
    XCTAssertEqual(recording.steps.map(\.confirmsLeave), [false, true])
    XCTAssertEqual(
      recording.text,
      """
      start: dashboard › settings
      #1 app: pop(1) → held: Discard your changes?; dashboard › settings
      #2 app, confirmed: pop(1) → applied; dashboard
      """)
    let fresh = makeApp()
    XCTAssertNil(recording.replay(on: fresh))
    XCTAssertEqual(fresh.state, NavigationState(root: DashboardRoute.home))

    let other = makeApp()
    let revealing = FlightRecorder(
      app: other, catalog: catalog, revealing: [DashboardRoute.self, SettingsRoute.self])
    other.pop()
    other.confirmLeave()
    let read = try FlightRecording(decoding: revealing.recording.encoded(), catalog: catalog)
    XCTAssertEqual(read, recording)
    XCTAssertNil(read.replay(on: makeApp()))
  }

  func testCancelLeave_isRecorded_andReplaysByCancelling() async throws {
    let app = makeApp()
    let catalog = try FlightRecorderTests.catalog()
    let recorder = FlightRecorder(
      app: app, catalog: catalog, revealing: [DashboardRoute.self, SettingsRoute.self])
    app.pop()
    app.cancelLeave()
    app.navigate(to: DashboardRoute.details(id: 1))

    let recording = recorder.recording
    XCTAssertEqual(
      recording.steps.map(\.outcome),
      [.held("Discard your changes?"), .denied("Discard your changes?"), .applied])
    XCTAssertEqual(recording.steps.map(\.cancelsLeave), [false, true, false])
    XCTAssertEqual(
      recording.text,
      """
      start: dashboard(home) › settings(privacy)
      #1 app: pop(1) → held: Discard your changes?; dashboard(home) › settings(privacy)
      #2 app, cancelled: pop(1) → denied: Discard your changes?; dashboard(home) › settings(privacy)
      #3 app: push(dashboard(details(id: 1))) → applied; dashboard(home) › settings(privacy) › dashboard(details(id: 1))
      """)
    let fresh = makeApp()
    XCTAssertNil(recording.replay(on: fresh))
    XCTAssertNil(fresh.pendingLeave, "the replay stayed, as the user did")
    XCTAssertEqual(fresh.state, app.state)

    let read = try FlightRecording(decoding: recording.encoded(), catalog: catalog)
    XCTAssertEqual(read, recording)
    XCTAssertNil(read.replay(on: makeApp()))
  }

  func testCancelLeave_withNothingHeld_recordsNothing() async throws {
    let app = makeApp()
    let recorder = FlightRecorder(app: app, catalog: try FlightRecorderTests.catalog())
    app.cancelLeave()
    XCTAssertEqual(recorder.recording.steps, [])
  }
}

/// Every route object (`{"k": …}`, with `"v"` or `"n"`) in a JSON object, at any depth.
private func routeObjects(in object: Any) -> [[String: Any]] {
  if let list = object as? [Any] { return list.flatMap(routeObjects(in:)) }
  guard let fields = object as? [String: Any] else { return [] }
  let inside = fields.values.flatMap(routeObjects(in:))
  return fields["k"] is String ? [fields] + inside : inside
}
