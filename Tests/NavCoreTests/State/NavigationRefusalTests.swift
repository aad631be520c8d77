import NavCore
import TestFixtures
import XCTest

final class NavigationRefusalTests: XCTestCase {
  func testDescription_saysWhatToFix() {
    XCTAssertEqual(
      NavigationRefusal.popPastRoot(requested: 5, available: 2).description,
      "cannot pop 5 route(s): only 2 above the root")
    XCTAssertEqual(
      NavigationRefusal.negativePopCount(-1).description,
      "cannot pop a negative number of routes (-1)")
    XCTAssertEqual(
      NavigationRefusal.routeNotOnStack(AnyRoute(AuthRoute.login)).description,
      "cannot pop to TestFixtures.AuthRoute.login: it is not on the stack")
    XCTAssertEqual(
      NavigationRefusal.noRouteMatches.description,
      "cannot pop: no route on the stack matches the predicate")
  }

  func testEquality_comparesReasons() {
    XCTAssertEqual(
      NavigationRefusal.popPastRoot(requested: 2, available: 1),
      .popPastRoot(requested: 2, available: 1))
    XCTAssertNotEqual(
      NavigationRefusal.popPastRoot(requested: 2, available: 1),
      .popPastRoot(requested: 3, available: 1))
    XCTAssertNotEqual(NavigationRefusal.routeNotOnStack(AnyRoute(1)), .noRouteMatches)
  }
}
