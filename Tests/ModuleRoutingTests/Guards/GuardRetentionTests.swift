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
  /// A router whose guard judges every push of a `PayloadRoute`, and allows it.
  private func guardedRouter() -> AppRouter {
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard(for: PayloadRoute.self) { _ in .allow }
    return app
  }

  /// Pushes a route carrying a new payload; the payload, read weakly, while anything holds it.
  private func pushPayloadRoute(on app: AppRouter) -> () -> Payload? {
    let payload = Payload()
    XCTAssertEqual(app.navigate(to: PayloadRoute(payload: payload)), .applied)
    return { [weak payload] in payload }
  }

  func testPoppedRoute_judgedOnItsWayIn_isNotKeptByTheRouter() async {
    for depth in 0..<3 {
      let app = guardedRouter()
      for _ in 0..<depth { app.navigate(to: SettingsRoute.main) }
      let watched = pushPayloadRoute(on: app)
      XCTAssertEqual(app.pop(), .applied)
      XCTAssertNil(watched(), "depth \(depth): the router still holds a route it popped")
    }
  }

  func testRefreshGuards_thenPop_doesNotKeepTheOldTree() async {
    let app = guardedRouter()
    let watched = pushPayloadRoute(on: app)
    XCTAssertEqual(app.refreshGuards(), .applied)
    XCTAssertEqual(app.popToRoot(), .applied)
    XCTAssertNil(watched(), "the refresh's request still holds the tree it judged")
  }
}
