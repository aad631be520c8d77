import NavCore
import TestFixtures
import XCTest

final class RoutePathQueriesTests: XCTestCase {
  private let path: RoutePath = [
    DashboardRoute.home, SettingsRoute.main, DashboardRoute.details(id: 1), SettingsRoute.privacy,
    DashboardRoute.details(id: 1),
  ]

  func testLastAs_topOfThatType_returnsIt() {
    XCTAssertEqual(path.last(as: DashboardRoute.self), .details(id: 1))
  }

  func testLastAs_topOfAnotherTypeOrEmpty_returnsNil() {
    XCTAssertNil(path.last(as: SettingsRoute.self))
    XCTAssertNil(RoutePath().last(as: DashboardRoute.self))
  }

  func testLastRouteOf_findsTheTopmostOfThatType() {
    XCTAssertEqual(path.lastRoute(of: SettingsRoute.self), .privacy)
    XCTAssertNil(path.lastRoute(of: AuthRoute.self))
  }

  func testRoutesOf_collectsBottomToTop() {
    XCTAssertEqual(path.routes(of: SettingsRoute.self), [.main, .privacy])
    XCTAssertEqual(path.routes(of: DashboardRoute.self), [.home, .details(id: 1), .details(id: 1)])
    XCTAssertEqual(path.routes(of: AuthRoute.self), [])
  }

  func testCountOf_countsExactType() {
    XCTAssertEqual(path.count(of: DashboardRoute.self), 3)
    XCTAssertEqual(path.count(of: SettingsRoute.self), 2)
    XCTAssertEqual(path.count(of: AuthRoute.self), 0)
    XCTAssertEqual(([1, Int64(1), 2] as RoutePath).count(of: Int.self), 2)
  }

  func testContains_comparesWithType() {
    XCTAssertTrue(path.contains(SettingsRoute.privacy))
    XCTAssertTrue(path.contains(AnyRoute(SettingsRoute.privacy)))
    XCTAssertFalse(path.contains(AuthRoute.login))
    XCTAssertFalse(([1] as RoutePath).contains(Int64(1)))
  }

  func testIndexOf_findsFirstAndLastOccurrence() {
    XCTAssertEqual(path.firstIndex(of: DashboardRoute.details(id: 1)), 2)
    XCTAssertEqual(path.lastIndex(of: DashboardRoute.details(id: 1)), 4)
    XCTAssertEqual(path.firstIndex(of: AnyRoute(SettingsRoute.main)), 1)
    XCTAssertNil(path.firstIndex(of: AuthRoute.login))
    XCTAssertNil(path.lastIndex(of: AuthRoute.login))
  }
}
