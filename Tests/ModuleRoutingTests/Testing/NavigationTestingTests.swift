import ModuleRouting
import NavigationTesting
import TestFixtures
import XCTest

@MainActor
final class NavigationTestingTests: XCTestCase {
  func testRecord_keepsIssuesWithTheFileAndLineOfTheCall_andEvents() async {
    let app = AppRouter(root: DashboardRoute.home)
    let dashboard = DashboardRouter(app)
    let line = #line + 4
    let recording = record(app) {
      app.navigate(to: DashboardRoute.details(id: 1))
      dashboard.pop()
      dashboard.pop()
    }
    XCTAssertEqual(recording.issues, [.refused(.popPastRoot(requested: 1, available: 0))])
    XCTAssertEqual(
      recording.issues.first?.location,
      SourceLocation(fileID: "ModuleRoutingTests/NavigationTestingTests.swift", line: line))
    XCTAssertEqual(recording.events.map(\.index), [1, 2, 3])
    XCTAssertEqual(
      recording.events.map(\.source),
      [.app, .module(RouteType(DashboardRoute.self)), .module(RouteType(DashboardRoute.self))])
  }

  func testEveryEntryPoint_reportsItsCallersLine() async {
    let app = AppRouter(root: DashboardRoute.home)
    let settings = SettingsRouter(app)
    var lines: [Int] = []
    let recording = record(app) {
      lines.append(#line + 1)
      app.pop()
      lines.append(#line + 1)
      app.dismiss()
      lines.append(#line + 1)
      app.perform([.pop(count: 2)])
      lines.append(#line + 1)
      settings.close()
      lines.append(#line + 1)
      app.exit(SettingsExit.done)
      lines.append(#line + 1)
      app.setPath([], at: .tab(MainTab.home))
      lines.append(#line + 1)
      app.complete(with: 1)
      lines.append(#line + 1)
      app.resumePendingRequest()
    }
    XCTAssertEqual(recording.issues.compactMap(\.location?.line), lines)
  }

  func testTreeDiff_showsWhatIsMissingAndWhatIsThereInstead() {
    let expected = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.main])
    let actual = NavigationState(
      root: DashboardRoute.home, path: [DashboardRoute.details(id: 1), SettingsRoute.privacy])
    XCTAssertEqual(
      treeDiff(expected: expected, actual: actual),
      """
        TestFixtures.DashboardRoute.home
          › TestFixtures.DashboardRoute.details(id: 1)
      -   › TestFixtures.SettingsRoute.main
      +   › TestFixtures.SettingsRoute.privacy
      """)
  }

  func testAssertions_passOnMatchingTreesAndQuietCode() async {
    let app = AppRouter(root: DashboardRoute.home)
    assertNothingReported(app) { app.navigate(to: SettingsRoute.main) }
    assertTree(app, NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    assertReported([.refused(.nothingPresented)], by: app) { app.dismiss() }
  }
}
