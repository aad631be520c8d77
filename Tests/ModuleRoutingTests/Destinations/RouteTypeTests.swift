import ModuleRouting
import TestFixtures
import XCTest

final class RouteTypeTests: XCTestCase {
  func testRouteType_equalByTypeOnly() {
    XCTAssertEqual(RouteType(AuthRoute.self), RouteType(AuthRoute.self))
    XCTAssertNotEqual(RouteType(Int.self), RouteType(Int64.self))
    XCTAssertEqual(RouteType(AuthRoute.self).name, "TestFixtures.AuthRoute")
    XCTAssertEqual(Set([RouteType(Int.self), RouteType(Int.self)]).count, 1)
  }
}
