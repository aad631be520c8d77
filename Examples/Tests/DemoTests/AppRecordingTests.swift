import Auth
import Dashboard
import ModuleRouting
import NavigationTesting
import Settings
import XCTest

@testable import Demo

/// The example app's flight recorder: a session recorded as the app runs it, replayed on a
/// freshly composed app, ends where the session ended; a replay whose guards decide otherwise
/// names the step.
@MainActor
final class AppRecordingTests: XCTestCase {
  /// A scripted session: sign-in's link and back, sign in, the item list and an alert that
  /// refuses a push under it, an item, another module's screen and back, a refused pop, the
  /// settings tab and its privacy screen, home again.
  private func playSession(on composed: ComposedApp) throws {
    let signIn = try XCTUnwrap(composed.onTop(SignInModel.self))
    signIn.forgotPasswordTapped()
    composed.app.back()
    signIn.signInTapped()
    try XCTUnwrap(composed.onTop(DashboardHomeModel.self)).showItemsTapped()
    let items = try XCTUnwrap(composed.onTop(ItemListModel.self))
    items.deleteTapped(42)
    items.itemTapped(42)
    items.confirmDeleteTapped()
    items.itemTapped(7)
    try XCTUnwrap(composed.onTop(ItemDetailsModel.self)).notificationsTapped()
    try XCTUnwrap(composed.onTop(ItemNotificationsModel.self)).doneTapped()
    composed.app.pop(count: 5)
    composed.app.selectTab(MainTab.settings)
    try XCTUnwrap(composed.onTop(SettingsHomeModel.self)).privacyTapped()
    composed.app.selectTab(MainTab.home)
  }

  /// The issues reported while a test listens.
  private final class Issues {
    var recorded: [NavigationIssue] = []
  }

  /// Runs `body` with the issues it reports (the session's refused requests) kept quiet.
  private func quietly<Result>(_ body: () throws -> Result) rethrows -> Result {
    try NavigationIssue.$handler.withValue({ _ in }, operation: body)
  }

  func testASessionsRecording_replayedOnAFreshApp_endsWhereTheSessionEnded() async throws {
    let composed = try ComposedApp()
    try quietly { try playSession(on: composed) }
    let recording = composed.recorder.recording
    XCTAssertEqual(recording.steps.count, 14)
    XCTAssertEqual(recording.steps.filter { $0.outcome == .refused }.count, 2)

    let fresh = try ComposedApp()
    let divergence = quietly {
      recording.replay(on: fresh.app)
    }
    XCTAssertNil(divergence, divergence.map(\.description) ?? "")
    assertTree(fresh.app, composed.app.state)
  }

  func testAReplayWhoseGuardsDecideOtherwise_namesTheFirstStepThatDiffers() async throws {
    let composed = try ComposedApp()
    try quietly { try playSession(on: composed) }

    let fresh = try ComposedApp()
    fresh.app.addGuard(for: SettingsRoute.self) { request in
      let notifications = request.entering(SettingsRoute.self).contains {
        if case .notifications = $0 { true } else { false }
      }
      return notifications ? .deny("notifications are locked") : .allow
    }
    let divergence = try XCTUnwrap(
      quietly {
        composed.recorder.recording.replay(on: fresh.app)
      })
    // The details exit to item 7's notifications: the ninth request.
    XCTAssertEqual(divergence.step, 9)
    XCTAssertEqual(divergence.expectedOutcome, .applied)
    XCTAssertEqual(divergence.outcome, .denied("notifications are locked"))
  }

  func testR1_aSessionThroughModuleExits_readsBack_andReplays() async throws {
    let issues = Issues()
    let composed = try NavigationIssue.$handler.withValue(
      { issues.recorded.append($0) }, operation: { try ComposedApp() })
    XCTAssertEqual(issues.recorded, [], "every module declares its exits' key")
    let recorder = FlightRecorder(
      app: composed.app, catalog: composed.catalog,
      revealing: [
        AppRoute.self, MainTab.self, AuthRoute.self, DashboardRoute.self, SettingsRoute.self,
        AuthExit.self, DashboardExit.self, SettingsExit.self,
      ])
    try quietly { try playSession(on: composed) }

    let recording = recorder.recording
    XCTAssertEqual(
      recording.steps.map(\.source).filter { if case .exit = $0 { true } else { false } },
      [
        .exit(AnyRoute(AuthExit.signedIn)),
        .exit(AnyRoute(DashboardExit.openNotifications(item: 7))),
      ])
    let read = try FlightRecording(decoding: recording.encoded(), catalog: composed.catalog)
    XCTAssertEqual(read, recording)
    let fresh = try ComposedApp()
    XCTAssertNil(quietly { read.replay(on: fresh.app) })
    assertTree(fresh.app, composed.app.state)
  }

  func testTheRecordingsText_namesScreensByKey_withoutTheirPayloads() async throws {
    let composed = try ComposedApp()
    try quietly { try playSession(on: composed) }
    let lines = composed.recorder.recording.text.split(separator: "\n")
    XCTAssertEqual(lines.first, "start: auth")
    XCTAssertEqual(lines.count, 15)
    XCTAssertFalse(
      lines.contains { $0.contains("42") || $0.contains("(7") }, lines.joined(separator: "\n"))
  }
}
