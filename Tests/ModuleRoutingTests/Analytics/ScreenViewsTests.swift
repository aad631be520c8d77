import Foundation
import ModuleRouting
import TestFixtures
import XCTest

/// Screens entering and leaving view, derived from the router's changes: a push, a sheet that
/// hides what is below and an alert that does not, a tab switch, the scene in the background,
/// each timed with the injected clock.
@MainActor
final class ScreenViewsTests: IssueRecordingTestCase {
  /// A clock the test moves by hand.
  private final class Clock {
    var seconds: TimeInterval = 0
    var now: Date { Date(timeIntervalSinceReferenceDate: seconds) }
  }

  private let clock = Clock()
  private var told: [String] = []

  private func catalog() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "app")
    try catalog.add(DashboardRoute.self, key: "dashboard") { _, _ in "" }
    try catalog.add(SettingsRoute.self, key: "settings") { _, _ in "" }
    try catalog.add(SheetRoute.self, key: "sheet") { _, _ in "" }
    try catalog.add(MainRoute.self, key: "main") { _, _ in "" }
    return catalog
  }

  /// Starts telling of `app`'s screens, each line written as "+key depth" or "-key seconds".
  private func views(of app: AppRouter) throws -> ScreenViews {
    let clock = clock
    return ScreenViews(
      app: app, catalog: try catalog(), now: { clock.now },
      report: { [weak self] event in self?.told.append(Self.line(event)) })
  }

  /// An event as the tests write it: "+key@depth" entering, "-key@depth after Ns" leaving,
  /// with its layer and tab.
  private static func line(_ event: ScreenViews.Event) -> String {
    let name =
      "\(event.key ?? "?")@\(event.screen.depth)" + (event.layer.map { " in \($0)" } ?? "")
      + (event.tab.map { " tab \($0)" } ?? "")
    switch event.kind {
    case .entered: return "+" + name
    case .left(let seconds): return "-\(name) after \(Int(seconds))s"
    }
  }

  func testAPush_leavesTheScreenBelow_andEntersTheNewOne_timed() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let views = try views(of: app)
    clock.seconds = 5
    app.navigate(to: DashboardRoute.details(id: 1))
    clock.seconds = 12
    app.pop()
    XCTAssertEqual(
      told,
      [
        "+dashboard@0", "-dashboard@0 after 5s", "+dashboard@1", "-dashboard@1 after 7s",
        "+dashboard@0",
      ])
    withExtendedLifetime(views) {}
  }

  func testASheetHidesTheScreenBelow_andAnAlertDoesNot() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let views = try views(of: app)
    app.present(SheetRoute.add, style: .sheet)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    app.dismiss()
    app.dismiss()
    XCTAssertEqual(
      told,
      [
        "+dashboard@0", "-dashboard@0 after 0s", "+sheet@0 in sheet", "+sheet@0 in alert",
        "-sheet@0 in alert after 0s", "-sheet@0 in sheet after 0s", "+dashboard@0",
      ])
    withExtendedLifetime(views) {}
  }

  func testATabSwitch_hidesTheOtherTabsScreen() async throws {
    let app = AppRouter(state: mainTabs(selected: .home))
    let views = try views(of: app)
    clock.seconds = 3
    app.selectTab(MainTab.settings)
    XCTAssertEqual(
      told, ["+dashboard@0 tab home", "-dashboard@0 tab home after 3s", "+settings@0 tab settings"])
    withExtendedLifetime(views) {}
  }

  func testTheBackground_hidesEverything_andTheForegroundShowsItAgain() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    let views = try views(of: app)
    clock.seconds = 4
    views.sceneBecameActive(false)
    clock.seconds = 60
    views.sceneBecameActive(true)
    XCTAssertEqual(
      told,
      [
        "+dashboard@0", "+sheet@0 in alert", "-dashboard@0 after 4s", "-sheet@0 in alert after 4s",
        "+dashboard@0", "+sheet@0 in alert",
      ])
  }

  func testStopping_letsTheScreensLeave_andTellsNoMore() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    let views = try views(of: app)
    views.stop()
    app.navigate(to: DashboardRoute.details(id: 1))
    views.sceneBecameActive(true)
    views.stop()
    XCTAssertEqual(told, ["+dashboard@0", "-dashboard@0 after 0s"])
  }

  /// A report that navigates is told as the next change, after this one: no screen is told
  /// twice or left out.
  func testAReportThatNavigates_isToldAfterTheChangeItReportedOn() async throws {
    let app = AppRouter(root: DashboardRoute.home)
    var lines: [String] = []
    let views = ScreenViews(app: app) { event in
      lines.append((event.kind == .entered ? "+" : "-") + "\(event.route)")
      if event.kind == .entered, event.route == AnyRoute(DashboardRoute.details(id: 1)) {
        app.navigate(to: DashboardRoute.details(id: 2))
      }
    }
    app.navigate(to: DashboardRoute.details(id: 1))
    XCTAssertEqual(
      lines,
      [
        "+home", "-home", "+details(id: 1)", "-details(id: 1)", "+details(id: 2)",
      ])
    withExtendedLifetime(views) {}
  }

  func testWithoutACatalog_screensHaveNoKey() async {
    let app = AppRouter(root: DashboardRoute.home)
    var keys: [String?] = []
    let views = ScreenViews(app: app) { keys.append($0.key) }
    XCTAssertEqual(keys, [nil])
    withExtendedLifetime(views) {}
  }
}
