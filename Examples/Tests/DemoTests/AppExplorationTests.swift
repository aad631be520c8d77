import ModuleRouting
import NavigationTesting
import XCTest

@testable import Demo

/// The example app explored from launch, on its real router: every screen reached, no dead
/// end, no guard hole; and the same explorer on a copy of the wiring with mistakes planted.
@MainActor
final class AppExplorationTests: XCTestCase {
  func testTheExample_reachesEveryScreen_andFindsNothing() async throws {
    let started = ContinuousClock.now
    let report = try await exampleExplorer().explore()
    let time = ContinuousClock.now - started

    XCTAssertEqual(report.findings, [])
    XCTAssertEqual(report.screens, exampleScreens.sorted())
    XCTAssertFalse(report.reachedBound)
    // README.md's "The example's navigation map" quotes these.
    XCTAssertEqual(report.states, 120)
    XCTAssertEqual(report.transitions, 380)
    print(
      "explored the example: \(report.states) states, \(report.transitions) transitions,"
        + " \(report.replays) replays, \(time)")
  }

  func testACopyOfTheWiring_withADeadEndAndAGuardHolePlanted_reportsBoth() async throws {
    let report = try await exampleExplorer(make: { try WiredApp.planted() }).explore()

    XCTAssertEqual(
      report.findings,
      [
        .guardHole(
          rule: "billing needs a confirmed sign-in", screen: "dashboard.billing",
          path: ["sign in", "billing"]),
        .deadEnd(
          screen: "settings.privacy", path: ["sign in", "items", "item 7", "notifications"]),
        .unreached(screen: "settings.notifications"),
      ])
    XCTAssertFalse(report.reachedBound)
  }
}
