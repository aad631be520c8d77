import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// A recording through a module's exit: the exit written by the key its module's catalog
/// declares for it, read back, replayed and printed; an exit type with no key reported as soon
/// as a recorder is attached.
@MainActor
final class FlightRecorderExitTests: IssueRecordingTestCase {
  /// The recorder tests' catalog, with the dashboard's exits declared.
  private func catalog() throws -> RouteCatalog<String> {
    var catalog = try FlightRecorderTests.catalog()
    try catalog.addExits(DashboardExit.self, key: "dashboardExit")
    return catalog
  }

  /// A tab bar whose dashboard leaves to the settings tab, or signs out.
  private func makeApp() -> AppRouter {
    let app = AppRouter(state: mainTabs())
    app.handleExits(DashboardExit.self) { exit in
      switch exit {
      case .openSettings: [.selectTab(MainTab.settings)]
      case .logout: [.setRoot(AuthRoute.login)]
      }
    }
    return app
  }

  private let everything: [any (Hashable & Sendable).Type] = [
    DashboardRoute.self, SettingsRoute.self, SheetRoute.self, MainRoute.self, MainTab.self,
    AuthRoute.self, DashboardExit.self,
  ]

  func testR1_recordingThroughAModuleExit_readsBack_andReplays() async throws {
    let catalog = try catalog()
    let app = makeApp()
    let recorder = FlightRecorder(app: app, catalog: catalog, revealing: everything)
    app.navigate(to: DashboardRoute.details(id: 1))
    app.exit(DashboardExit.openSettings)
    app.exit(DashboardExit.logout)

    let recording = recorder.recording
    XCTAssertEqual(
      recording.steps.map(\.source),
      [.app, .exit(AnyRoute(DashboardExit.openSettings)), .exit(AnyRoute(DashboardExit.logout))])
    let read = try FlightRecording(decoding: recording.encoded(), catalog: catalog)
    XCTAssertEqual(read, recording)
    let fresh = makeApp()
    XCTAssertNil(read.replay(on: fresh))
    XCTAssertEqual(fresh.state, app.state)
    XCTAssertEqual(issues.recorded, [])
  }

  func testR1_encoding_writesTheExitByItsKey_withItsPayloadOnlyWhenRevealed() async throws {
    let app = makeApp()
    let hidden = FlightRecorder(app: app, catalog: try catalog())
    let shown = FlightRecorder(app: app, catalog: try catalog(), revealing: [DashboardExit.self])
    app.exit(DashboardExit.openSettings)

    let withKey = String(decoding: try hidden.recording.encoded(), as: UTF8.self)
    let withPayload = String(decoding: try shown.recording.encoded(), as: UTF8.self)
    XCTAssertTrue(
      withKey.contains(#""source":{"exit":{"k":"dashboardExit"},"kind":"exit"}"#), withKey)
    XCTAssertFalse(withKey.contains("openSettings"), withKey)
    XCTAssertTrue(
      withPayload.contains(
        #""source":{"exit":{"k":"dashboardExit","v":{"openSettings":{}}},"kind":"exit"}"#),
      withPayload)
  }

  func testR1_text_namesTheExit_andTheTabItSelected() async throws {
    let app = makeApp()
    let recorder = FlightRecorder(
      app: app, catalog: try catalog(), revealing: [DashboardExit.self, MainTab.self])
    app.exit(DashboardExit.openSettings)

    XCTAssertEqual(
      recorder.recording.text,
      """
      start: main {*tab(home): dashboard, tab(settings): settings, tab(profile): auth}
      #1 exit dashboardExit(openSettings): selectTab(tab(settings)) → applied; \
      main {tab(home): dashboard, *tab(settings): settings, tab(profile): auth}
      """)
  }

  func testR1_attachingARecorder_toAnAppWithAnExitTypeWithoutAKey_reportsIt_namingTheType()
    async throws
  {
    let app = makeApp()
    app.handleExits(SettingsExit.self) { _ in [] }
    let recorder = FlightRecorder(app: app, catalog: try catalog())
    XCTAssertEqual(issues.recorded, [.refused(.exitWithoutKey(RouteType(SettingsExit.self)))])
    XCTAssertEqual(
      "\(issues.recorded.first.map { "\($0)" } ?? "")",
      "refused: exits of TestFixtures.SettingsExit have no key in the catalog, so a recording "
        + "cannot name them: declare one with addExits(_:key:formerKeys:)")
    recorder.stop()
  }

  func testR1_anExitOfATypeWithoutAKey_handledOnlyAfterTheRecorderWasAttached_isReportedOnce()
    async throws
  {
    let app = makeApp()
    let recorder = FlightRecorder(app: app, catalog: try catalog())
    app.handleExits(SettingsExit.self) { _ in [] }
    app.exit(SettingsExit.done)
    app.exit(SettingsExit.done)
    XCTAssertEqual(issues.recorded, [.refused(.exitWithoutKey(RouteType(SettingsExit.self)))])
    recorder.stop()
  }

  func testR1_addExits_refusesAKeyTaken_asEveryDeclarationDoes() async throws {
    var catalog = try catalog()
    XCTAssertThrowsError(try catalog.addExits(SettingsExit.self, key: "dashboard")) { error in
      XCTAssertEqual(
        error as? CatalogError,
        CatalogError(
          module: "app", routeType: RouteType(SettingsExit.self),
          problem: .keyTaken("dashboard", module: "app", type: RouteType(DashboardRoute.self))))
    }
    XCTAssertEqual(catalog.routeTypes.contains(RouteType(DashboardExit.self)), false)
  }
}
