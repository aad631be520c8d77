import ModuleRouting
import TestFixtures
import XCTest

/// An object a route carries, to watch when the router lets it go.
private final class Payload: Sendable {}

/// A route that carries an object, compared by identity.
private struct PayloadRoute: Hashable, Sendable {
  let payload: Payload

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.payload === rhs.payload }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(payload)) }
}

/// The router lets go of a route once no screen shows it and no request anybody keeps holds it.
@MainActor
final class GuardRetentionTests: IssueRecordingTestCase {
  func testPoppedRoute_judgedOnItsWayIn_isNotKeptByTheRouter() async {
    for depth in 0..<3 {
      // Given a router whose guard judged a push of a route, which was then popped
      let app = AppRouter(root: DashboardRoute.home)
      app.addGuard(for: PayloadRoute.self) { _ in .allow }
      for _ in 0..<depth { app.navigate(to: SettingsRoute.main) }
      weak var watched: Payload?
      do {
        let payload = Payload()
        watched = payload
        XCTAssertEqual(app.navigate(to: PayloadRoute(payload: payload)), .applied)
      }
      XCTAssertEqual(app.pop(), .applied)
      // Then nothing in the router holds the route any more
      XCTAssertNil(watched, "depth \(depth): the router still holds a route it popped")
    }
  }

  func testRefreshGuards_thenPush_doesNotKeepTheOldTree() async {
    // Given a router whose guards were refreshed on a tree holding a route, which was then
    // popped
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard(for: PayloadRoute.self) { _ in .allow }
    weak var watched: Payload?
    do {
      let payload = Payload()
      watched = payload
      XCTAssertEqual(app.navigate(to: PayloadRoute(payload: payload)), .applied)
    }
    XCTAssertEqual(app.refreshGuards(), .applied)
    XCTAssertEqual(app.popToRoot(), .applied)
    // Then nothing in the router holds the route any more
    XCTAssertNil(watched, "the refresh's request still holds the tree it judged")
  }
}
