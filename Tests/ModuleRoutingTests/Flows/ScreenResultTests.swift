import ModuleRouting
import TestFixtures
import XCTest

/// Single screens that produce a value: completed by the topmost awaiting screen of that type
/// on the focused branch, or cancelled when removed any other way — once either way.
@MainActor
final class ScreenResultTests: IssueRecordingTestCase {
  private final class Results {
    var entries: [String] = []
  }

  private func awaiting<Value: Sendable>(
    _ name: String, _ type: Value.Type, in results: Results, on app: AppRouter,
    _ show: @escaping @MainActor () async -> FlowOutcome<Value>
  ) async -> Task<Void, Never> {
    await started(app) { results.entries.append("\(name): \(await show())") }
  }

  func testComplete_endsTheTopmostScreenAwaitingThatType() async {
    let app = AppRouter(root: DashboardRoute.home)
    let results = Results()
    let lower = await awaiting("lower", String.self, in: results, on: app) {
      await app.push(SettingsRoute.main, expecting: String.self)
    }
    let upper = await awaiting("upper", String.self, in: results, on: app) {
      await app.push(SettingsRoute.privacy, expecting: String.self)
    }
    app.complete(with: "a")
    await upper.value
    XCTAssertEqual(app.path, [SettingsRoute.main])
    app.complete(with: "b")
    await lower.value
    XCTAssertEqual(results.entries, ["upper: finished(a)", "lower: finished(b)"])
    XCTAssertEqual(app.path, [])
  }

  func testComplete_findsItsTypeBelowAnotherAndRemovesWhatIsAbove() async {
    let app = AppRouter(root: DashboardRoute.home)
    let results = Results()
    let name = await awaiting("name", String.self, in: results, on: app) {
      await app.present(SheetRoute.add, style: .sheet, expecting: String.self)
    }
    let count = await awaiting("count", Int.self, in: results, on: app) {
      await app.push(SheetRoute.edit(id: 1), expecting: Int.self)
    }
    app.complete(with: "Ana")
    await name.value
    await count.value
    // Two tasks resume at once: which one records first is the scheduler's choice.
    XCTAssertEqual(results.entries.sorted(), ["count: cancelled", "name: finished(Ana)"])
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
  }

  func testComplete_offTheFocusedBranch_isRefused() async {
    let app = AppRouter(state: mainTabs())
    let results = Results()
    let pending = await awaiting("home", String.self, in: results, on: app) {
      await app.push(DashboardRoute.details(id: 1), expecting: String.self)
    }
    app.selectTab(MainTab.settings)
    XCTAssertEqual(app.complete(with: "x"), .refused(.nothingAwaits(String.self)))
    app.selectTab(MainTab.home)
    XCTAssertEqual(app.complete(with: "x"), .applied)
    await pending.value
    XCTAssertEqual(results.entries, ["home: finished(x)"])
  }

  func testRemovedAnyOtherWay_isCancelledOnce() async {
    let ways: [(String, @MainActor (AppRouter) -> Void)] = [
      ("pop", { $0.pop() }), ("setState", { $0.setState(NavigationState(root: AuthRoute.login)) }),
      ("swipe back", { $0.path = [] }),
    ]
    for (name, wayOut) in ways {
      let app = AppRouter(root: DashboardRoute.home)
      let results = Results()
      let pending = await awaiting(name, String.self, in: results, on: app) {
        await app.push(SettingsRoute.main, expecting: String.self)
      }
      wayOut(app)
      app.navigate(to: SettingsRoute.main)
      XCTAssertEqual(app.complete(with: "late"), .refused(.nothingAwaits(String.self)), name)
      await pending.value
      XCTAssertEqual(results.entries, ["\(name): cancelled"], name)
    }
  }

  func testAScreenThatCannotBeShown_isCancelledAtOnce() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    let outcome = await app.present(ColorRoute.picker, style: .sheet, expecting: String.self)
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(issues.recorded, [.refused(.leafLayer(.alert))])
  }
}
