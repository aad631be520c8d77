import ModuleRouting
import NavCore
import TestFixtures
import XCTest

@MainActor
final class DestinationRegistryTests: IssueRecordingTestCase {
  private func appScreens() throws -> DestinationRegistry<String> {
    var screens = DestinationRegistry<String>()
    try screens.register(DashboardRoute.self) { "Dashboard \($0)" }
    try screens.register(SettingsRoute.self) { "Settings \($0)" }
    return screens
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
    var screens = DestinationRegistry<String>()
    try screens.register(Int.self) { "Int \($0)" }
    XCTAssertEqual(try screens.screen(for: AnyRoute(1)), "Int 1")
    XCTAssertThrowsError(try screens.screen(for: AnyRoute(Int64(1)))) { error in
      XCTAssertEqual(error as? DestinationError, .missingScreen(Int64.self))
    }
  }

  func testRegister_sameTypeTwiceInOneScope_throwsAndKeepsTheFirst() async throws {
    var screens = try appScreens()
    XCTAssertThrowsError(try screens.register(SettingsRoute.self) { _ in "other" }) { error in
      XCTAssertEqual(error as? DestinationError, .duplicateRegistration(SettingsRoute.self))
      XCTAssertEqual(
        "\(error)",
        "a screen is already registered for TestFixtures.SettingsRoute in this scope")
    }
    XCTAssertEqual(try screens.screen(for: AnyRoute(SettingsRoute.main)), "Settings main")
  }

  func testChildScope_resolvesParentsScreens() async throws {
    let child = DestinationRegistry(parent: try appScreens())
    XCTAssertEqual(try child.screen(for: AnyRoute(SettingsRoute.main)), "Settings main")
  }

  func testChildScope_override_nearestWins() async throws {
    let parent = try appScreens()
    var child = DestinationRegistry(parent: parent)
    try child.register(SettingsRoute.self) { "Child settings \($0)" }
    var grandchild = DestinationRegistry(parent: child)
    try grandchild.register(DashboardRoute.self) { "Grandchild dashboard \($0)" }

    XCTAssertEqual(try parent.screen(for: AnyRoute(SettingsRoute.main)), "Settings main")
    XCTAssertEqual(try child.screen(for: AnyRoute(SettingsRoute.main)), "Child settings main")
    XCTAssertEqual(try grandchild.screen(for: AnyRoute(SettingsRoute.main)), "Child settings main")
    XCTAssertEqual(
      try grandchild.screen(for: AnyRoute(DashboardRoute.home)), "Grandchild dashboard home")
    XCTAssertEqual(try child.screen(for: AnyRoute(DashboardRoute.home)), "Dashboard home")
  }

  func testChildScope_duplicateInsideChild_throws() async throws {
    var child = DestinationRegistry(parent: try appScreens())
    try child.register(SettingsRoute.self) { _ in "one" }
    XCTAssertThrowsError(try child.register(SettingsRoute.self) { _ in "two" }) { error in
      XCTAssertEqual(error as? DestinationError, .duplicateRegistration(SettingsRoute.self))
    }
    XCTAssertEqual(try child.screen(for: AnyRoute(SettingsRoute.main)), "one")
  }

  func testChildScope_registrationsDoNotLeakToParent() async throws {
    let parent = DestinationRegistry<String>()
    var child = DestinationRegistry(parent: parent)
    try child.register(AuthRoute.self) { _ in "Login" }
    XCTAssertTrue(child.canResolve(AuthRoute.self))
    XCTAssertFalse(parent.canResolve(AuthRoute.self))
  }

  func testChildScope_isASnapshotOfItsParent() async throws {
    var parent = DestinationRegistry<String>()
    let child = DestinationRegistry(parent: parent)
    try parent.register(AuthRoute.self) { _ in "Login" }
    XCTAssertTrue(parent.canResolve(AuthRoute.self))
    XCTAssertFalse(child.canResolve(AuthRoute.self))
  }

  func testManyTypes_eachResolvesItsOwnScreen() async throws {
    var screens = DestinationRegistry<Int>()
    try screens.register(DashboardRoute.self) { _ in 1 }
    try screens.register(SettingsRoute.self) { _ in 2 }
    try screens.register(AuthRoute.self) { _ in 3 }
    try screens.register(DashboardExit.self) { _ in 4 }
    try screens.register(SettingsExit.self) { _ in 5 }
    try screens.register(Int.self) { $0 }
    let routes: RoutePath = [
      DashboardRoute.home, SettingsRoute.main, AuthRoute.login, DashboardExit.logout,
      SettingsExit.done, 6,
    ]
    XCTAssertEqual(try routes.map { try screens.screen(for: $0) }, [1, 2, 3, 4, 5, 6])
  }

  func testValidate_everyTypeRegistered_passes() async throws {
    let screens = try appScreens()
    XCTAssertNoThrow(try screens.validate([DashboardRoute.self, SettingsRoute.self]))
    XCTAssertNoThrow(try screens.validate(routesOf: DashboardRouter.self))
    XCTAssertNoThrow(
      try DestinationRegistry(parent: screens).validate(routesOf: SettingsRouter.self))
  }

  func testValidate_missingTypes_throwsListingEachOne() async throws {
    let screens = try appScreens()
    XCTAssertThrowsError(
      try screens.validate([DashboardRoute.self, AuthRoute.self, SettingsExit.self])
    ) { error in
      XCTAssertEqual(
        error as? DestinationError, .missingScreens([AuthRoute.self, SettingsExit.self]))
      XCTAssertEqual(
        "\(error)",
        "no screen is registered for TestFixtures.AuthRoute, TestFixtures.SettingsExit")
    }
    XCTAssertThrowsError(try DestinationRegistry<String>().validate(routesOf: DashboardRouter.self))
    {
      XCTAssertEqual($0 as? DestinationError, .missingScreens([DashboardRoute.self]))
    }
  }

  func testValidateRoutesOf_severalModules_listsEveryMissingRouteType() async throws {
    var screens = DestinationRegistry<String>()
    XCTAssertThrowsError(
      try screens.validate(routesOf: DashboardRouter.self, SettingsRouter.self)
    ) { error in
      XCTAssertEqual(
        error as? DestinationError, .missingScreens([DashboardRoute.self, SettingsRoute.self]))
    }
    try screens.register(SettingsRoute.self) { "\($0)" }
    try screens.register(DashboardRoute.self) { "\($0)" }
    XCTAssertNoThrow(try screens.validate(routesOf: DashboardRouter.self, SettingsRouter.self))
  }

  func testValidateExitsOf_checksExitTypesPushedAsScreens() async throws {
    var screens = try appScreens()
    XCTAssertThrowsError(try screens.validate(exitsOf: DashboardRouter.self, SettingsRouter.self)) {
      XCTAssertEqual(
        $0 as? DestinationError, .missingScreens([DashboardExit.self, SettingsExit.self]))
    }
    try screens.register(DashboardExit.self) { "\($0)" }
    XCTAssertThrowsError(try screens.validate(exitsOf: DashboardRouter.self, SettingsRouter.self)) {
      XCTAssertEqual($0 as? DestinationError, .missingScreens([SettingsExit.self]))
    }
    XCTAssertNoThrow(try screens.validate(exitsOf: DashboardRouter.self))
  }

  func testTenThousandTypesInThreeScopes_eachResolvesFromTheNearestScope() async throws {
    XCTAssertEqual(Set((0..<10_000).map { RouteType(generatedRouteType($0)) }).count, 10_000)
    var root = DestinationRegistry<String>()
    for number in 0..<5_000 { try root.register(generated: number) { "root \(number)" } }
    var child = DestinationRegistry(parent: root)
    for number in 5_000..<10_000 { try child.register(generated: number) { "child \(number)" } }
    for number in 0..<100 { try child.register(generated: number) { "child \(number)" } }
    var grandchild = DestinationRegistry(parent: child)
    for number in 9_900..<10_000 {
      try grandchild.register(generated: number) { "grandchild \(number)" }
    }

    for number in 0..<10_000 {
      let expected =
        switch number {
        case 9_900...: "grandchild \(number)"
        case 0..<100, 5_000...: "child \(number)"
        default: "root \(number)"
        }
      XCTAssertEqual(try grandchild.screen(for: generatedRoute(number)), expected)
    }
    XCTAssertEqual(try root.screen(for: generatedRoute(42)), "root 42")
    XCTAssertFalse(root.canResolve(generatedRouteType(5_000)))
    XCTAssertThrowsError(try child.register(generated: 7_000) { "again" }) { error in
      XCTAssertEqual(error as? DestinationError, .duplicateRegistration(generatedRouteType(7_000)))
    }
  }
}
