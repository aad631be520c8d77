import NavCore
import TestFixtures
import XCTest

final class RoutePathTests: XCTestCase {
  func testInit_empty_hasNoRoutes() {
    XCTAssertTrue(RoutePath().isEmpty)
    XCTAssertEqual(RoutePath(), [])
    XCTAssertEqual(RoutePath([DashboardRoute]()), [])
  }

  func testArrayLiteral_mixesRouteTypes() {
    let path: RoutePath = [DashboardRoute.home, SettingsRoute.main, AnyRoute(AuthRoute.login)]
    XCTAssertEqual(
      Array(path),
      [AnyRoute(DashboardRoute.home), AnyRoute(SettingsRoute.main), AnyRoute(AuthRoute.login)])
  }

  func testInit_fromRoutesOfOneType_keepsOrder() {
    XCTAssertEqual(
      RoutePath([DashboardRoute.home, .details(id: 1)]),
      [DashboardRoute.home, DashboardRoute.details(id: 1)])
  }

  func testInit_fromAnyRoutes_doesNotNest() {
    let routes = [AnyRoute(DashboardRoute.home), AnyRoute(SettingsRoute.main)]
    XCTAssertEqual(RoutePath(routes), [DashboardRoute.home, SettingsRoute.main])
    XCTAssertEqual(RoutePath(routes[...]), [DashboardRoute.home, SettingsRoute.main])
  }

  func testAppend_anyRouteType_pushesOnTop() {
    var path = RoutePath()
    path.append(DashboardRoute.home)
    path.append(AnyRoute(SettingsRoute.main))
    path.append(7)
    XCTAssertEqual(path, [DashboardRoute.home, SettingsRoute.main, 7])
    XCTAssertEqual(path.last, AnyRoute(7))
  }

  func testEquality_comparesTypesAndOrder() {
    XCTAssertNotEqual([1] as RoutePath, [Int64(1)] as RoutePath)
    XCTAssertNotEqual(
      [DashboardRoute.home, SettingsRoute.main] as RoutePath,
      [SettingsRoute.main, DashboardRoute.home] as RoutePath)
    XCTAssertEqual(
      Set([[1] as RoutePath, [Int64(1)] as RoutePath, [1] as RoutePath]).count, 2)
  }

  func testCollection_indicesAndSubscripts() {
    var path: RoutePath = [DashboardRoute.home, SettingsRoute.main, AuthRoute.login]
    XCTAssertEqual(path.startIndex, 0)
    XCTAssertEqual(path.endIndex, 3)
    XCTAssertEqual(path[1], AnyRoute(SettingsRoute.main))
    path[1] = AnyRoute(SettingsRoute.privacy)
    XCTAssertEqual(path, [DashboardRoute.home, SettingsRoute.privacy, AuthRoute.login])
    XCTAssertEqual(RoutePath(path[1...]), [SettingsRoute.privacy, AuthRoute.login])
    path[0..<2] = path[1..<3]
    XCTAssertEqual(path, [SettingsRoute.privacy, AuthRoute.login, AuthRoute.login])
    path.swapAt(0, 2)
    XCTAssertEqual(path, [AuthRoute.login, AuthRoute.login, SettingsRoute.privacy])
    XCTAssertEqual(path.reversed().first, AnyRoute(SettingsRoute.privacy))
  }

  func testRangeReplaceable_editsInPlace() {
    var path: RoutePath = [DashboardRoute.home]
    path.append(contentsOf: [AnyRoute(SettingsRoute.main), AnyRoute(AuthRoute.login)])
    path.insert(AnyRoute(1), at: 1)
    XCTAssertEqual(path, [DashboardRoute.home, 1, SettingsRoute.main, AuthRoute.login])
    path.replaceSubrange(1..<3, with: [AnyRoute(2)])
    XCTAssertEqual(path, [DashboardRoute.home, 2, AuthRoute.login])
    XCTAssertEqual(path.removeLast(), AnyRoute(AuthRoute.login))
    path.removeLast(1)
    XCTAssertEqual(path, [DashboardRoute.home])
    XCTAssertEqual(path.popLast(), AnyRoute(DashboardRoute.home))
    XCTAssertNil(path.popLast())
    path.append(1)
    path.removeAll(keepingCapacity: true)
    XCTAssertEqual(path, [])
  }

  func testDeepPath_tenThousandRoutes_keepsEveryRoute() {
    let depth = 10_000
    var path = RoutePath()
    path.reserveCapacity(depth)
    for id in 0..<depth { path.append(DashboardRoute.details(id: id)) }
    XCTAssertEqual(path.count, depth)
    XCTAssertEqual(path, detailsPath(depth: depth))
    XCTAssertEqual(path.last(as: DashboardRoute.self), .details(id: depth - 1))
    XCTAssertEqual(path.firstIndex(of: DashboardRoute.details(id: 4_321)), 4_321)
    var copy = path
    copy[depth - 1] = AnyRoute(SettingsRoute.main)
    XCTAssertNotEqual(copy, path)
    XCTAssertEqual(path.last(as: DashboardRoute.self), .details(id: depth - 1))
    for _ in 0..<depth { path.removeLast() }
    XCTAssertEqual(path, [])
  }

  func testDescription_listsQualifiedRoutes() {
    let path: RoutePath = [DashboardRoute.details(id: 7), 3]
    XCTAssertEqual(path.description, "[TestFixtures.DashboardRoute.details(id: 7), 3]")
    XCTAssertEqual(RoutePath().description, "[]")
  }
}
