import ModuleRouting
import TestFixtures
import XCTest

@MainActor
final class RouterRestorationTests: IssueRecordingTestCase {
  private func table() throws -> RestorationTable {
    var schema = RouteSchema(module: "app")
    try schema.add(DashboardRoute.self, key: "dashboard")
    try schema.add(SettingsRoute.self, key: "settings")
    try schema.add(AuthRoute.self, key: "auth")
    try schema.add(MainRoute.self, key: "main")
    try schema.addTabs(MainTab.self, key: "tab")
    return schema.restoration(version: 1)
  }

  func testSaveAndRestore_throughJSON_bringsTheTreeBack() async throws {
    let app = AppRouter(state: mainTabs())
    app.navigate(to: DashboardRoute.details(id: 4))
    app.selectTab(MainTab.settings)
    app.present(SettingsRoute.privacy, style: .sheet)
    let data = try app.savedJSON(using: table())

    let relaunched = AppRouter(root: AuthRoute.login)
    let restored = try relaunched.readSavedJSON(data, using: table(), policy: .strict)
    XCTAssertEqual(relaunched.restore(restored), .applied)
    XCTAssertEqual(relaunched.state, app.state)
  }

  func testRestore_goesThroughTheGuards_withTheRestorationSource() async throws {
    let app = AppRouter(
      state: NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main]))
    let data = try app.savedJSON(using: table())
    let relaunched = AppRouter(root: AuthRoute.login)
    let sources = SourceLog()
    relaunched.addGuard(for: SettingsRoute.self) { request in
      sources.sources.append(request.source)
      return .redirect([.setRoot(AuthRoute.login), .push(AuthRoute.login)], resume: true)
    }
    let restored = try relaunched.readSavedJSON(data, using: table(), policy: .strict)
    XCTAssertEqual(
      relaunched.restore(restored),
      .redirected(to: [.setRoot(AuthRoute.login), .push(AuthRoute.login)]))
    XCTAssertEqual(sources.sources, [.restoration])
    XCTAssertEqual(relaunched.pendingRequest?.source, .restoration)
  }

  func testReadSavedJSON_hostileData_isATypedError() async throws {
    let app = AppRouter(root: AuthRoute.login)
    for text in ["", "{", "[]", "{\"version\":1}", "{\"version\":\"x\",\"tree\":{}}"] {
      XCTAssertThrowsError(
        try app.readSavedJSON(Data(text.utf8), using: table(), policy: .lenient), text
      ) { error in
        XCTAssertNotNil(error as? RestorationError, text)
      }
    }
    XCTAssertEqual(app.state, NavigationState(root: AuthRoute.login))
  }
}

@MainActor
private final class SourceLog {
  var sources: [NavigationSource] = []
}
