import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// A scene's launch as a value: the saved tree restored first, links that arrive before it
/// kept and opened after, on the restored tree.
@MainActor
final class SceneLaunchTests: IssueRecordingTestCase {
  private let data = Data("saved".utf8)

  func testALinkBeforeTheSceneAppears_waitsForTheRestoration() async {
    var launch = SceneLaunch(saved: data)
    XCTAssertEqual(launch.linkArrived("/a"), [])
    XCTAssertEqual(launch.linkArrived("/b"), [])
    XCTAssertEqual(launch.appeared(), [.restore(data), .open("/a"), .open("/b")])
    XCTAssertEqual(launch.linkArrived("/c"), [.open("/c")])
    XCTAssertEqual(launch.appeared(), [], "a scene appearing again restores nothing")
  }

  /// Links that pile up before the scene launches are bounded: the last
  /// `SceneLaunch.maxWaitingLinks` are kept and opened in order, and each one dropped is
  /// reported as it goes — 200,000 links keep 8, not 200,000.
  func testBounds_linksBeforeTheLaunch_keepTheLastFew_andReportEachDropped() async {
    XCTAssertEqual(SceneLaunch.maxWaitingLinks, 8)
    var launch = SceneLaunch(saved: data)
    var reports: [SceneLaunch.Step] = []
    for index in 0..<200_000 {
      reports += launch.linkArrived("/\(index)")
    }
    XCTAssertEqual(
      reports, (0..<199_992).map { .report(.refused(.linkDroppedBeforeLaunch("/\($0)", kept: 8))) })
    XCTAssertEqual(
      launch.appeared(), [.restore(data)] + (199_992..<200_000).map { .open("/\($0)") })
    XCTAssertEqual(launch.linkArrived("/next"), [.open("/next")])
    XCTAssertEqual(
      "\(NavigationRefusal.linkDroppedBeforeLaunch("/0", kept: 8))",
      "the link \"/0\" was dropped: it waited for the scene to launch with 8 later links, "
        + "and only the last 8 are kept")
  }

  func testTheTree_mayBeSavedOnlyOnceTheSceneLaunched() async {
    var launch = SceneLaunch(saved: data)
    XCTAssertFalse(launch.mayBeSaved, "saving now would write over the tree to restore")
    _ = launch.appeared()
    XCTAssertTrue(launch.mayBeSaved)
  }

  /// The initial tree is never shown before the saved one replaces it: the scene shows its
  /// tree only once the restoration ran.
  func testTheTree_isShownOnlyOnceTheSavedTreeIsRestored() async {
    var launch = SceneLaunch(saved: data)
    XCTAssertFalse(launch.showsTree)
    XCTAssertEqual(launch.linkArrived("/a"), [])
    XCTAssertFalse(launch.showsTree)
    XCTAssertEqual(launch.appeared(), [.restore(data), .open("/a")])
    XCTAssertTrue(launch.showsTree)
  }

  func testWithNothingSaved_theTreeIsShownAtOnce() async {
    XCTAssertTrue(SceneLaunch(saved: nil).showsTree)
  }

  func testWithNothingSaved_theLinksOpenOnceTheSceneAppears() async {
    var launch = SceneLaunch(saved: nil)
    XCTAssertEqual(launch.linkArrived("/a"), [])
    XCTAssertEqual(launch.appeared(), [.open("/a")])
    XCTAssertEqual(launch.appeared(), [])
  }

  /// The steps performed on a router: the link's route lands on the restored tree, which it
  /// would have been overwritten by had it opened first.
  func testTheStepsOnARouter_openTheLinkOnTheRestoredTree() async throws {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(MainRoute.self, key: "main") { _, _ in "" }
    try catalog.addTabs(MainTab.self, key: "tab")
    try catalog.add(DashboardRoute.self, key: "dashboard") { links in
      try links.add("/dashboard/:id", parse: { try .details(id: $0.int("id")) }) { _ in nil }
    } screen: { _, _ in
      ""
    }
    try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "" }
    try catalog.add(AuthRoute.self, key: "auth") { _, _ in "" }
    try catalog.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
    let table = catalog.restoration(version: 1)
    let links = catalog.appLinks()
    let saved = try AppRouter(state: mainTabs(selected: .settings)).savedJSON(using: table)

    let app = AppRouter(state: NavigationState(root: AuthRoute.login))
    var launch = SceneLaunch(saved: saved)
    var steps = launch.linkArrived("/dashboard/7")
    steps += launch.appeared()
    for step in steps {
      switch step {
      case .restore(let data):
        let read = try app.readSavedJSON(data, using: table, policy: .strict)
        XCTAssertEqual(app.restore(read), .applied)
      case .open(let link):
        XCTAssertEqual(app.open(link, using: links), .applied)
      case .report(let issue):
        XCTFail("\(issue)")
      case .save:
        XCTFail("nothing is saved as the scene launches")
      }
    }

    let expected = try mainTabs(selected: .home).applying([
      .inTab(AnyRoute(MainTab.home), commands: [.push(DashboardRoute.details(id: 7))])
    ])
    XCTAssertEqual(app.state, expected)
  }

  /// The tree is saved each time the scene leaves the foreground once it launched; never
  /// before, which would write the initial tree over the one to restore.
  func testTheTreeIsSaved_whenTheSceneLeavesTheForeground_onlyOnceItLaunched() async {
    var launch = SceneLaunch(saved: Data("saved".utf8))
    XCTAssertEqual(launch.phaseChanged(isActive: false), [])
    XCTAssertEqual(launch.appeared(), [.restore(Data("saved".utf8))])
    XCTAssertEqual(launch.phaseChanged(isActive: true), [])
    XCTAssertEqual(launch.phaseChanged(isActive: false), [.save])
  }
}
