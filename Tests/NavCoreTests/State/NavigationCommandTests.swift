import NavCore
import TestFixtures
import XCTest

final class NavigationCommandTests: XCTestCase {
  func testDescription_namesTheCommandAndItsRoutes() {
    XCTAssertEqual(
      NavigationCommand.push(AnyRoute(SettingsRoute.main)).description,
      "push(TestFixtures.SettingsRoute.main)")
    XCTAssertEqual(NavigationCommand.pop(count: 2).description, "pop(count: 2)")
    XCTAssertEqual(NavigationCommand.popTo(AnyRoute(3)).description, "popTo(3)")
    XCTAssertEqual(NavigationCommand.popToRoot.description, "popToRoot")
    XCTAssertEqual(NavigationCommand.setPath([1, 2]).description, "setPath([1, 2])")
    XCTAssertEqual(
      NavigationCommand.setRoot(AnyRoute(AuthRoute.login)).description,
      "setRoot(TestFixtures.AuthRoute.login)")
  }

  func testEquality_comparesRoutesWithTheirTypes() {
    XCTAssertNotEqual(NavigationCommand.push(AnyRoute(1)), .push(AnyRoute(Int64(1))))
    XCTAssertEqual(NavigationCommand.setPath([1]), .setPath(RoutePath([1])))
  }

  func testFactories_wrapRoutesOfAnyType() {
    XCTAssertEqual(NavigationCommand.push(SettingsRoute.main), .push(AnyRoute(SettingsRoute.main)))
    XCTAssertEqual(NavigationCommand.popTo(AuthRoute.login), .popTo(AnyRoute(AuthRoute.login)))
    XCTAssertEqual(NavigationCommand.setRoot(AuthRoute.login), .setRoot(AnyRoute(AuthRoute.login)))
    XCTAssertEqual(NavigationCommand.push(AnyRoute(1)), .push(AnyRoute(AnyRoute(1))))
    XCTAssertNotEqual(NavigationCommand.push(1), .push(Int64(1)))
  }
}
