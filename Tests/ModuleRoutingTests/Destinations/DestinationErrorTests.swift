import ModuleRouting
import TestFixtures
import XCTest

final class DestinationErrorTests: XCTestCase {
  func testRouteType_namesWhatTheErrorIsAbout() {
    XCTAssertEqual(DestinationError.missingScreen(Int.self).routeType, RouteType(Int.self))
    XCTAssertEqual(
      DestinationError.missingScreen(AuthRoute.self).routeType, RouteType(AuthRoute.self))
  }

  func testEquality_comparesTypes() {
    XCTAssertEqual(DestinationError.missingScreen(Int.self), .missingScreen(Int.self))
    XCTAssertNotEqual(DestinationError.missingScreen(Int.self), .missingScreen(Int64.self))
  }
}
