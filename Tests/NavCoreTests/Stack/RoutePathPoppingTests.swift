import NavCore
import TestFixtures
import XCTest

final class RoutePathPoppingTests: XCTestCase {
  func testPop_withinDepth_removesFromTop() throws {
    for depth in 0..<20 {
      for count in 0...depth {
        var path = detailsPath(depth: depth)
        try path.pop(count: count)
        XCTAssertEqual(path, detailsPath(depth: depth - count), "depth \(depth), count \(count)")
      }
    }
  }

  func testPop_defaultCount_popsOne() throws {
    var path: RoutePath = [DashboardRoute.home, SettingsRoute.main]
    try path.pop()
    XCTAssertEqual(path, [DashboardRoute.home])
  }

  func testPop_pastTheBottom_throwsAndLeavesPathUnchanged() {
    for depth in 0..<20 {
      var path = detailsPath(depth: depth)
      XCTAssertThrowsError(try path.pop(count: depth + 1)) { error in
        XCTAssertEqual(
          error as? NavigationRefusal, .popPastRoot(requested: depth + 1, available: depth))
      }
      XCTAssertEqual(path, detailsPath(depth: depth))
    }
  }

  func testPop_onEmptyPath_throwsAndLeavesPathUnchanged() {
    var path = RoutePath()
    XCTAssertThrowsError(try path.pop()) { error in
      XCTAssertEqual(error as? NavigationRefusal, .popPastRoot(requested: 1, available: 0))
    }
    XCTAssertEqual(path, [])
  }

  func testPop_negativeCount_throwsAndLeavesPathUnchanged() {
    var path: RoutePath = [DashboardRoute.home]
    XCTAssertThrowsError(try path.pop(count: -1)) { error in
      XCTAssertEqual(error as? NavigationRefusal, .negativePopCount(-1))
    }
    XCTAssertEqual(path, [DashboardRoute.home])
  }

  func testPopTo_routeOnPath_popsToItsTopmostOccurrence() throws {
    var path: RoutePath = [
      DashboardRoute.home, SettingsRoute.main, DashboardRoute.home, AuthRoute.login,
    ]
    try path.popTo(DashboardRoute.home)
    XCTAssertEqual(path, [DashboardRoute.home, SettingsRoute.main, DashboardRoute.home])
    try path.popTo(AnyRoute(SettingsRoute.main))
    XCTAssertEqual(path, [DashboardRoute.home, SettingsRoute.main])
  }

  func testPopTo_routeOnTop_changesNothing() throws {
    var path: RoutePath = [DashboardRoute.home, SettingsRoute.main]
    try path.popTo(SettingsRoute.main)
    XCTAssertEqual(path, [DashboardRoute.home, SettingsRoute.main])
  }

  func testPopTo_routeNotOnPath_throwsAndLeavesPathUnchanged() {
    var path: RoutePath = [DashboardRoute.home, 1]
    XCTAssertThrowsError(try path.popTo(Int64(1))) { error in
      XCTAssertEqual(error as? NavigationRefusal, .routeNotOnStack(AnyRoute(Int64(1))))
    }
    XCTAssertEqual(path, [DashboardRoute.home, 1])
  }

  func testPopToWhere_matchingRoute_popsToTopmostMatch() throws {
    var path: RoutePath = [
      DashboardRoute.details(id: 1), DashboardRoute.details(id: 2), SettingsRoute.main,
    ]
    try path.popTo { $0.is(DashboardRoute.self) }
    XCTAssertEqual(path, [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)])
  }

  func testPopToWhere_noMatch_throwsAndLeavesPathUnchanged() {
    var path: RoutePath = [DashboardRoute.home]
    XCTAssertThrowsError(try path.popTo { $0.is(AuthRoute.self) }) { error in
      XCTAssertEqual(error as? NavigationRefusal, .noRouteMatches)
    }
    XCTAssertEqual(path, [DashboardRoute.home])
  }

  func testPopTo_atDepthTenThousand_findsTheRoute() throws {
    var path = detailsPath(depth: 10_000)
    try path.popTo(DashboardRoute.details(id: 0))
    XCTAssertEqual(path, [DashboardRoute.details(id: 0)])
  }
}
