import ModuleRouting
import NavigationTesting
import TestFixtures
import Testing

/// Under Swift Testing, the assertions and waits record their failures as Swift Testing issues,
/// at the caller's line: each is caught here as a known issue, which fails the test when it is
/// not recorded.
@Suite @MainActor struct SwiftTestingReportingTests {
  @Test func assertTree_recordsAnIssue_atTheCallersLine() {
    let app = AppRouter(root: DashboardRoute.home)
    let line = #line + 2
    withKnownIssue {
      assertTree(app, NavigationState(root: SettingsRoute.main))
    } matching: { issue in
      issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == "ModuleRoutingTests/SwiftTestingReportingTests.swift"
        && issue.comments.contains { $0.rawValue.hasPrefix("the tree differs (- expected") }
    }
  }

  @Test func assertNothingReported_recordsAnIssuePerIssueReported() {
    let app = AppRouter(root: DashboardRoute.home)
    withKnownIssue {
      _ = assertNothingReported(app) { app.pop() }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("unexpected issue") }
    }
  }

  @Test func aPassingAssertion_recordsNothing() {
    let app = AppRouter(root: DashboardRoute.home)
    assertTree(app, NavigationState(root: DashboardRoute.home))
    assertReported([.refused(.popPastRoot(requested: 1, available: 0))], by: app) { app.pop() }
  }

  @Test func awaitRequest_thatNeverComes_recordsAnIssueAfterItsTimeout() async {
    let app = AppRouter(root: DashboardRoute.home)
    await withKnownIssue {
      let event = await awaitRequest(on: app, timeout: .milliseconds(20))
      #expect(event == nil)
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "no request reached the router within 0.02 seconds" }
    }
  }

  @Test func awaitRequest_returnsTheRequestAnAsyncFlowMade() async {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)]))
    let model = DetailsModel(app: app, store: ItemStore())
    Task { await model.delete() }
    let event = await awaitRequest(on: app)
    #expect(event?.commands == [.pop(count: 1)])
    assertTree(app, NavigationState(root: DashboardRoute.home))
  }
}

/// A store of items in another isolation domain, as a network or a database is.
actor ItemStore {
  private(set) var deleted: [Int] = []

  func delete(_ id: Int) -> Bool {
    deleted.append(id)
    return true
  }
}

/// A screen's model that deletes its item, then leaves the screen: an async flow whose request
/// comes after a hop to the store and back.
@MainActor
final class DetailsModel {
  let app: AppRouter
  let store: ItemStore

  init(app: AppRouter, store: ItemStore) {
    self.app = app
    self.store = store
  }

  func delete() async {
    guard await store.delete(7) else { return }
    app.pop()
  }

  /// Opens an item, waits for the store, then opens a sheet over it: two requests.
  func openAndEdit() async {
    app.navigate(to: DashboardRoute.details(id: 1))
    guard await store.delete(0) else { return }
    app.present(SheetRoute.edit(id: 1), style: .sheet)
  }
}
