import Auth
import Dashboard
import Foundation
import ModuleRouting
import NavigationTesting
import Onboarding
import Settings
import XCTest

@testable import Demo

/// The app's saved state, as `demo` writes it and `demo restore` reads it: every module's keys
/// merged at the composition root, read leniently with the app's migration, restored through
/// the guards on the app launched signed in.
@MainActor
final class AppRestorationTests: XCTestCase {
  /// A file of Examples/SavedStates.
  private func savedState(_ name: String) throws -> Data {
    let examples = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return try Data(contentsOf: examples.appendingPathComponent("SavedStates/\(name)"))
  }

  /// The signed-in tree with `home` and `settings` as the tabs' stacks.
  private func main(
    home: NavigationState = NavigationState(root: DashboardRoute.home),
    settings: NavigationState = NavigationState(root: SettingsRoute.main),
    selected: MainTab = .home
  ) -> NavigationState {
    NavigationState(
      root: AppRoute.main,
      tabs: TabGroup([(MainTab.home, home), (MainTab.settings, settings)], selected: selected))
  }

  /// Where the scripted session ends (its step 43): the item 7 on the home tab.
  private var demoFinalState: NavigationState {
    main(
      home: NavigationState(
        root: DashboardRoute.home, path: [DashboardRoute.items, DashboardRoute.details(id: 7)]))
  }

  func testTheDemosFinalState_savesAndRestores_toTheSameTree() async throws {
    let saving = try ComposedApp(state: demoFinalState)
    let data = try saving.app.savedJSON(using: saving.restoration)
    let composed = try ComposedApp(state: .signedIn)

    let (restored, report) = try composed.readSaved(data)
    let recording = assertNothingReported(composed.app) {
      record(composed.app) { XCTAssertEqual(composed.app.restore(restored), .applied) }
    }

    assertTree(composed.app, demoFinalState)
    XCTAssertEqual(report, MigrationReport())
    XCTAssertEqual(report.lines, ["saved by schema version 2, this app's: nothing to migrate"])
    XCTAssertEqual(recording.events.map(\.source), [.restoration])
  }

  func testAVersion1File_isMigrated_renamingSettings_andDroppingWhatsNew() async throws {
    let composed = try ComposedApp(state: .signedIn)

    let (restored, report) = try composed.readSaved(savedState("version-1.json"))
    XCTAssertEqual(composed.app.restore(restored), .applied)

    assertTree(
      composed.app,
      main(
        home: NavigationState(
          root: DashboardRoute.home, path: [DashboardRoute.items, DashboardRoute.details(id: 7)]),
        settings: NavigationState(
          root: SettingsRoute.main, path: [SettingsRoute.privacy],
          presented: PresentedLayer(
            .sheet,
            state: NavigationState(
              root: SettingsRoute.editProfile, path: [SettingsRoute.profilePhoto]))),
        selected: .settings))
    XCTAssertEqual(
      report.lines,
      [
        "saved by schema version 1, read as version 2",
        #"renamed "preferences" to "settings" (4 routes)"#,
        #"removed "whatsNew" at root › tab(home) @ 3, as the migration says"#,
      ])
    XCTAssertEqual(
      report.removed,
      [.init(key: "whatsNew", location: ScreenID(stack: .tab(MainTab.home), depth: 3))])
    XCTAssertEqual(report.dropped, [])
  }

  func testAVersion1File_withoutTheMigration_cannotBeReadStrictly() async throws {
    let composed = try ComposedApp(state: .signedIn)
    let unmigrated = composed.catalog.restoration(version: composed.restoration.version)

    XCTAssertThrowsError(
      try composed.app.readSavedJSON(
        savedState("version-1.json"), using: unmigrated, policy: .strict)
    ) {
      XCTAssertEqual(
        $0 as? RestorationError,
        .unknownKey("whatsNew", at: ScreenID(stack: .tab(MainTab.home), depth: 3)))
    }
  }

  func testACorruptFile_isATypedError_andTheStateIsUnchanged() async throws {
    let composed = try ComposedApp(state: .signedIn)

    XCTAssertThrowsError(try composed.readSaved(savedState("corrupt.json"))) { error in
      let restoration = error as? RestorationError
      XCTAssertNotNil(restoration)
      XCTAssertNil(restoration?.location)
      XCTAssertTrue(
        "\(error)".hasPrefix("not a saved navigation state: "), "unexpected error: \(error)")
    }
    assertTree(composed.app, main())
  }

  func testAFileFromANewerVersion_isRefused() async throws {
    let composed = try ComposedApp(state: .signedIn)
    let data = Data(#"{"version": 3, "tree": {}}"#.utf8)

    XCTAssertThrowsError(try composed.readSaved(data)) {
      XCTAssertEqual($0 as? RestorationError, .newerVersion(found: 3, supported: 2))
    }
  }

  func testARestoredBilling_goesThroughTheWall_likeALink() async throws {
    let billing = main(
      home: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.billing]))
    let saving = try ComposedApp(state: billing)
    let data = try saving.app.savedJSON(using: saving.restoration)
    let composed = try ComposedApp(state: .signedIn)

    let (restored, _) = try composed.readSaved(data)

    XCTAssertEqual(
      composed.app.restore(restored),
      .redirected(to: [.present(AuthRoute.login, style: .fullScreenCover)]))
    XCTAssertEqual(composed.app.pendingRequest?.source, .restoration)
  }

  func testAStateShowingOnboarding_isNotSaved_namingItsScreen() async throws {
    let onboarding = main(
      home: NavigationState(
        root: DashboardRoute.home,
        presented: PresentedLayer(OnboardingRoute.welcome, style: .fullScreenCover)))
    let composed = try ComposedApp(state: onboarding)

    XCTAssertThrowsError(try composed.app.savedJSON(using: composed.restoration)) {
      XCTAssertEqual(
        $0 as? RestorationError,
        .unregisteredType(
          "Onboarding.OnboardingRoute",
          at: ScreenID(stack: StackAddress.tab(MainTab.home).presented, depth: 0)))
    }
  }
}
