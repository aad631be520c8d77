import ModuleRouting
import TestFixtures
import XCTest

final class DestinationErrorTests: XCTestCase {
  func testRouteTypes_namesWhatTheErrorIsAbout() {
    XCTAssertEqual(
      DestinationError.duplicateRegistration(AuthRoute.self).routeTypes, [RouteType(AuthRoute.self)]
    )
    XCTAssertEqual(DestinationError.missingScreen(Int.self).routeTypes, [RouteType(Int.self)])
    XCTAssertEqual(
      DestinationError.missingScreens([Int.self, AuthRoute.self]).routeTypes,
      [RouteType(Int.self), RouteType(AuthRoute.self)])
  }

  func testEquality_comparesKindAndTypes() {
    XCTAssertEqual(DestinationError.missingScreen(Int.self), .missingScreen(Int.self))
    XCTAssertNotEqual(DestinationError.missingScreen(Int.self), .missingScreen(Int64.self))
    XCTAssertNotEqual(DestinationError.missingScreen(Int.self), .duplicateRegistration(Int.self))
    XCTAssertNotEqual(DestinationError.missingScreen(Int.self), .missingScreens([Int.self]))
  }
}
