import ModuleRouting
import TestFixtures
import XCTest

final class RouterRefusalTests: XCTestCase {
  func testDescription_saysWhatToFix() {
    XCTAssertEqual(
      NavigationRefusal.unhandledExit(AnyRoute(AuthRoute.login)).description,
      "no handler for exit TestFixtures.AuthRoute.login: set one with handleExits(_:_:)")
    XCTAssertEqual(
      NavigationRefusal.navigationInsideExitHandler.description,
      "cannot navigate from inside an exit handler: return the commands instead")
    XCTAssertEqual(
      NavigationRefusal.navigationDuringChange.description,
      "cannot navigate while observers are told of a change: navigate once it is made")
    XCTAssertEqual(
      NavigationRefusal.typeErasedExitHandler.description,
      "cannot handle exits of type AnyRoute: exits are matched by the type they wrap, so "
        + "handle that type")
  }

  func testEquality_comparesReasonsAcrossCoreAndRouter() {
    XCTAssertEqual(
      NavigationRefusal.unhandledExit(AnyRoute(1)), .unhandledExit(AnyRoute(1)))
    XCTAssertNotEqual(
      NavigationRefusal.unhandledExit(AnyRoute(1)), .unhandledExit(AnyRoute(2)))
    XCTAssertNotEqual(NavigationRefusal.routeNotOnStack(AnyRoute(1)), .unhandledExit(AnyRoute(1)))
    XCTAssertNotEqual(NavigationRefusal.navigationDuringChange, .navigationInsideExitHandler)
    XCTAssertEqual(
      Set([NavigationRefusal.navigationDuringChange, .navigationDuringChange]).count, 1)
  }
}
