import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// Reading screens from what a catalog declared (`RouteCatalog.screens`).
@MainActor
final class DestinationRegistryTests: IssueRecordingTestCase {
  private func appCatalog() throws -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(DashboardRoute.self) { route, _ in "Dashboard \(route)" }
    try catalog.add(SettingsRoute.self) { route, _ in "Settings \(route)" }
    return catalog
  }

  private func appScreens() throws -> DestinationRegistry<String> {
    try appCatalog().screens
  }

  func testScreen_registeredType_buildsFromTheRoute() async throws {
    let screens = try appScreens()
    XCTAssertEqual(
      try screens.screen(for: AnyRoute(DashboardRoute.details(id: 3))), "Dashboard details(id: 3)")
    XCTAssertEqual(try screens.screen(for: AnyRoute(SettingsRoute.privacy)), "Settings privacy")
  }

  func testScreen_unregisteredType_throwsNamingTheTypeAndReports() async throws {
    let screens = try appScreens()
    XCTAssertThrowsError(try screens.screen(for: AnyRoute(AuthRoute.login))) { error in
      XCTAssertEqual(error as? DestinationError, .missingScreen(AuthRoute.self))
      XCTAssertEqual(
        "\(error)", "no screen is registered for TestFixtures.AuthRoute")
    }
    XCTAssertEqual(issues.recorded, [.destination(.missingScreen(AuthRoute.self))])
  }

  func testScreen_keysByExactType() async throws {
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(Int.self) { number, _ in "Int \(number)" }
    let screens = catalog.screens
    XCTAssertEqual(try screens.screen(for: AnyRoute(1)), "Int 1")
    XCTAssertThrowsError(try screens.screen(for: AnyRoute(Int64(1)))) { error in
      XCTAssertEqual(error as? DestinationError, .missingScreen(Int64.self))
    }
  }

  func testDeclare_sameTypeTwice_throwsAndKeepsTheFirst() async throws {
    var catalog = try appCatalog()
    XCTAssertThrowsError(try catalog.add(SettingsRoute.self) { _, _ in "other" }) { error in
      XCTAssertEqual(
        error as? CatalogError,
        CatalogError(
          module: "test", routeType: RouteType(SettingsRoute.self),
          problem: .declaredTwice(firstIn: "test")))
      XCTAssertEqual("\(error)", "test: TestFixtures.SettingsRoute: declared already, by test")
    }
    XCTAssertEqual(try catalog.screens.screen(for: AnyRoute(SettingsRoute.main)), "Settings main")
  }

  func testManyTypes_eachResolvesItsOwnScreen() async throws {
    var catalog = RouteCatalog<Int>(module: "test")
    try catalog.add(DashboardRoute.self) { _, _ in 1 }
    try catalog.add(SettingsRoute.self) { _, _ in 2 }
    try catalog.add(AuthRoute.self) { _, _ in 3 }
    try catalog.add(DashboardExit.self) { _, _ in 4 }
    try catalog.add(SettingsExit.self) { _, _ in 5 }
    try catalog.add(Int.self) { number, _ in number }
    let screens = catalog.screens
    let routes: RoutePath = [
      DashboardRoute.home, SettingsRoute.main, AuthRoute.login, DashboardExit.logout,
      SettingsExit.done, 6,
    ]
    XCTAssertEqual(try routes.map { try screens.screen(for: $0) }, [1, 2, 3, 4, 5, 6])
  }

  func testCanResolve_isTrueForEveryTypeDeclaredWithAScreen() async throws {
    let screens = try appScreens()
    XCTAssertTrue(screens.canResolve(DashboardRoute.self))
    XCTAssertTrue(screens.canResolve(SettingsRoute.self))
    XCTAssertFalse(screens.canResolve(AuthRoute.self))
    XCTAssertFalse(screens.canResolve(SettingsExit.self))
  }

  func testTenThousandTypes_eachResolvesItsOwnScreen() async throws {
    XCTAssertEqual(Set((0..<10_000).map { RouteType(generatedRouteType($0)) }).count, 10_000)
    var first = RouteCatalog<String>(module: "first")
    for number in 0..<5_000 { try first.add(generated: number) { "first \(number)" } }
    var second = RouteCatalog<String>(module: "second")
    for number in 5_000..<10_000 { try second.add(generated: number) { "second \(number)" } }
    let merged = try RouteCatalog(merging: [first, second])

    for number in 0..<10_000 {
      let expected = number < 5_000 ? "first \(number)" : "second \(number)"
      XCTAssertEqual(try merged.screens.screen(for: generatedRoute(number)), expected)
    }
    XCTAssertEqual(try first.screens.screen(for: generatedRoute(42)), "first 42")
    XCTAssertFalse(first.screens.canResolve(generatedRouteType(5_000)))
    XCTAssertThrowsError(try second.add(generated: 7_000) { "again" }) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problem, .declaredTwice(firstIn: "second"))
    }
  }
}
