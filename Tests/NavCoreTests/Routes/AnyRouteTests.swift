import NavCore
import TestFixtures
import XCTest

final class AnyRouteTests: XCTestCase {
  func testEquality_sameTypeAndValue_isEqual() {
    XCTAssertEqual(AnyRoute(DashboardRoute.details(id: 7)), AnyRoute(DashboardRoute.details(id: 7)))
    XCTAssertNotEqual(
      AnyRoute(DashboardRoute.details(id: 7)), AnyRoute(DashboardRoute.details(id: 8)))
  }

  func testEquality_differentTypes_isNeverEqual() {
    XCTAssertNotEqual(AnyRoute(1), AnyRoute(Int64(1)))
    XCTAssertNotEqual(AnyRoute(1), AnyRoute(Optional(1)))
    XCTAssertNotEqual(AnyRoute("main"), AnyRoute(Substring("main")))
    XCTAssertNotEqual(AnyRoute(DashboardRoute.home), AnyRoute(SettingsRoute.main))
  }

  func testEquality_routesOfEverySize_comparesValues() {
    XCTAssertEqual(
      AnyRoute(ThreeWordRoute(a: 1, b: 2, c: 3)), AnyRoute(ThreeWordRoute(a: 1, b: 2, c: 3)))
    XCTAssertNotEqual(
      AnyRoute(ThreeWordRoute(a: 1, b: 2, c: 3)), AnyRoute(ThreeWordRoute(a: 1, b: 2, c: 4)))
    XCTAssertEqual(
      AnyRoute(WideRoute(a: 1, b: 2, c: 3, d: 4)), AnyRoute(WideRoute(a: 1, b: 2, c: 3, d: 4)))
    XCTAssertNotEqual(
      AnyRoute(WideRoute(a: 1, b: 2, c: 3, d: 4)), AnyRoute(WideRoute(a: 1, b: 2, c: 3, d: 5)))
    XCTAssertNotEqual(AnyRoute("x"), AnyRoute("y"))
  }

  func testHash_followsEquality() {
    let routes = [
      AnyRoute(1), AnyRoute(Int64(1)), AnyRoute(Optional(1)), AnyRoute(DashboardRoute.home),
      AnyRoute(DashboardRoute.details(id: 1)), AnyRoute(SettingsRoute.main),
    ]
    XCTAssertEqual(Set(routes).count, routes.count)
    XCTAssertEqual(
      Set(routes + routes.map { AnyRoute($0) } + [AnyRoute(1), AnyRoute(DashboardRoute.home)]),
      Set(routes))
    for route in routes {
      XCTAssertEqual(route.hashValue, AnyRoute(route).hashValue)
    }
  }

  func testInit_wrappingAnAnyRoute_doesNotNest() {
    let route = AnyRoute(DashboardRoute.home)
    XCTAssertEqual(AnyRoute(route), route)
    XCTAssertEqual(AnyRoute(AnyRoute(AnyRoute(route))).value(as: DashboardRoute.self), .home)
    XCTAssertNil(AnyRoute(route).value(as: AnyRoute.self))
  }

  func testInit_fromAnExistential_keepsTheDynamicType() {
    let existential: any Hashable & Sendable = SettingsRoute.privacy
    XCTAssertEqual(AnyRoute(existential), AnyRoute(SettingsRoute.privacy))
    let wrapped: any Hashable & Sendable = AnyRoute(SettingsRoute.privacy)
    XCTAssertEqual(AnyRoute(wrapped), AnyRoute(SettingsRoute.privacy))
  }

  func testValueAs_matchingType_returnsTheValue() {
    XCTAssertEqual(
      AnyRoute(DashboardRoute.details(id: 3)).value(as: DashboardRoute.self), .details(id: 3))
    XCTAssertEqual(
      AnyRoute(ThreeWordRoute(a: 1, b: 2, c: 3)).value(as: ThreeWordRoute.self),
      ThreeWordRoute(a: 1, b: 2, c: 3))
    XCTAssertEqual(
      AnyRoute(WideRoute(a: 1, b: 2, c: 3, d: 4)).value(as: WideRoute.self),
      WideRoute(a: 1, b: 2, c: 3, d: 4))
    XCTAssertEqual(
      AnyRoute("a longer string than fits inline").value(as: String.self),
      "a longer string than fits inline")
  }

  func testValueAs_otherType_returnsNil() {
    XCTAssertNil(AnyRoute(DashboardRoute.home).value(as: SettingsRoute.self))
    XCTAssertNil(AnyRoute(1).value(as: Int64.self))
    XCTAssertEqual(AnyRoute(1).value(as: Int?.self), Int??.none)
  }

  func testIs_checksTheExactType() {
    XCTAssertTrue(AnyRoute(DashboardRoute.home).is(DashboardRoute.self))
    XCTAssertFalse(AnyRoute(DashboardRoute.home).is(SettingsRoute.self))
    XCTAssertFalse(AnyRoute(1).is(Int?.self))
  }

  func testDescription_printsTheValue() {
    XCTAssertEqual(AnyRoute(DashboardRoute.details(id: 7)).description, "details(id: 7)")
    XCTAssertEqual(
      AnyRoute(DashboardRoute.details(id: 7)).debugDescription,
      "TestFixtures.DashboardRoute.details(id: 7)")
    XCTAssertEqual("\(AnyRoute(42))", "42")
  }
}
