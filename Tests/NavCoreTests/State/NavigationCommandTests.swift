import NavCore
import XCTest

final class NavigationCommandTests: XCTestCase {
  func testDescription_namesTheCommandAndItsRoutes() {
    XCTAssertEqual(
      NavigationCommand.push(AnyRoute(SettingsRoute.main)).description,
      "push(NavCoreTests.SettingsRoute.main)")
    XCTAssertEqual(NavigationCommand.pop(count: 2).description, "pop(count: 2)")
    XCTAssertEqual(NavigationCommand.popTo(AnyRoute(3)).description, "popTo(3)")
    XCTAssertEqual(NavigationCommand.popToRoot.description, "popToRoot")
    XCTAssertEqual(NavigationCommand.setPath([1, 2]).description, "setPath([1, 2])")
    XCTAssertEqual(
      NavigationCommand.setRoot(AnyRoute(AuthRoute.login)).description,
      "setRoot(NavCoreTests.AuthRoute.login)")
  }

  func testEquality_comparesRoutesWithTheirTypes() {
    XCTAssertNotEqual(NavigationCommand.push(AnyRoute(1)), .push(AnyRoute(Int64(1))))
    XCTAssertEqual(NavigationCommand.setPath([1]), .setPath(RoutePath([1])))
  }
}
