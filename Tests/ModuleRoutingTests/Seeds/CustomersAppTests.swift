import ModuleRouting
import XCTest

/// Seed 004's whole app, driven through its models, with no view.
@MainActor
final class CustomersAppTests: IssueRecordingTestCase {
  private typealias App = CustomersApp

  private func top(_ app: AppRouter, _ screens: DestinationRegistry<App.Screen>) throws
    -> App.Screen?
  {
    try screens.screen(app.state.topScreen, in: app.state)
  }

  func testRoot_isDecidedByWhetherAUserIsSignedIn() throws {
    let users = App.UserService()
    XCTAssertEqual(try App.launch(users: users).0.state, App.signedOut)
    users.user = "ana@example.com"
    XCTAssertEqual(try App.launch(users: users).0.state, App.signedIn)
  }

  func testWholeSession_signInEditACustomerLogOut() async throws {
    let users = App.UserService()
    let (app, screens) = try App.launch(users: users)
    guard case .signIn(let signIn)? = try top(app, screens) else { return XCTFail("sign-in") }

    signIn.signIn(email: "ana@example.com", password: "short")
    XCTAssertEqual(signIn.error, "The password is too short")
    XCTAssertEqual(app.state, App.signedOut)
    signIn.signIn(email: "ana@example.com", password: "long enough")
    XCTAssertEqual(app.state, App.signedIn, "the auth stack is discarded in one step")
    XCTAssertEqual(users.user, "ana@example.com")

    guard case .customers(let list)? = try top(app, screens) else { return XCTFail("list") }
    XCTAssertEqual(list.customers.map(\.name), ["John", "Ana", "Li", "Sam"])
    let editing = await started(app) { await list.customerTapped(list.customers[2]) }
    XCTAssertEqual(
      app.path(at: .tab(App.Tab.home)), [App.CustomerRoute.details(App.Customer(id: 3, name: "Li"))]
    )
    guard case .details(let details)? = try top(app, screens) else { return XCTFail("details") }
    details.customer.name = "Lee"
    guard case .details(let again)? = try top(app, screens), again === details else {
      return XCTFail("the same model every time the details screen is built")
    }
    details.saveTapped()
    await editing.value
    XCTAssertEqual(list.customers.map(\.name), ["John", "Ana", "Lee", "Sam"])
    XCTAssertEqual(app.path(at: .tab(App.Tab.home)), [], "the details screen is popped")

    app.selectTab(App.Tab.settings)
    guard case .settings(let settings)? = try top(app, screens) else { return XCTFail("settings") }
    settings.logoutTapped()
    XCTAssertEqual(app.state, App.signedOut, "main's state is discarded")
    XCTAssertNil(users.user)
    XCTAssertEqual(issues.recorded, [])
  }

  func testSwipingBackFromDetails_leavesTheListUnchanged() async throws {
    let users = App.UserService()
    users.user = "ana@example.com"
    let (app, screens) = try App.launch(users: users)
    guard case .customers(let list)? = try top(app, screens) else { return XCTFail("list") }
    let editing = await started(app) { await list.customerTapped(list.customers[0]) }
    app.setPath([], at: .tab(App.Tab.home))
    await editing.value
    XCTAssertEqual(list.customers.map(\.name), ["John", "Ana", "Li", "Sam"])
  }

  func testInstall_reportsEveryMissingScreenAndExitHandler() async {
    let app = AppRouter(state: App.signedOut)
    XCTAssertThrowsError(
      try app.install(
        [App.AuthBuilder(app: app, users: App.UserService()), App.CustomersBuilder(app: app)])
    ) { error in
      XCTAssertEqual(
        error as? CatalogError,
        CatalogError(
          module: "auth", routeType: RouteType(App.AuthExit.self), problem: .noExitHandler))
    }
  }
}
