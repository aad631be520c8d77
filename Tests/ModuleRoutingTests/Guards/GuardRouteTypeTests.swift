import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// A route guarded by its type.
private enum BillingRoute: Hashable, Sendable {
  case plan
}

/// A module whose routes arrive already type-erased.
private typealias ErasedRouter = ModuleRouter<AnyRoute, DashboardExit>

/// Guards see the real type of every route a request brings in, whatever static type the
/// caller used: a route wrapped in `AnyRoute` meets its type's guard as the route itself does.
@MainActor
final class GuardRouteTypeTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])

  /// Every way a route can arrive as `AnyRoute`, with no other guard, subscriber or check
  /// registered: the router has nothing but the route to go by.
  private let erasedEntries: [(String, @MainActor (AppRouter) -> NavigationResult)] = [
    ("app.navigate(to:)", { $0.navigate(to: AnyRoute(BillingRoute.plan)) }),
    (
      "app.navigate(to:policy:)",
      { $0.navigate(to: AnyRoute(BillingRoute.plan), policy: .singleTop) }
    ),
    ("app.present", { $0.present(AnyRoute(BillingRoute.plan), style: .sheet) }),
    ("app.replaceTop", { $0.replaceTop(with: AnyRoute(BillingRoute.plan)) }),
    ("app.setRoot", { $0.setRoot(AnyRoute(BillingRoute.plan)) }),
    ("module navigate", { ErasedRouter($0).navigate(to: AnyRoute(BillingRoute.plan)) }),
    ("module present", { ErasedRouter($0).present(AnyRoute(BillingRoute.plan), style: .sheet) }),
    ("module replaceTop", { ErasedRouter($0).replaceTop(with: AnyRoute(BillingRoute.plan)) }),
  ]

  func testTypedGuard_judgesARouteArrivingAsAnyRoute_fromEveryEntryPoint() async {
    for (name, entry) in erasedEntries {
      let app = AppRouter(state: home)
      app.addGuard(for: BillingRoute.self) { _ in .deny("sign in first") }
      XCTAssertEqual(entry(app), .refused(.denied("sign in first")), name)
      XCTAssertEqual(app.state, home, name)
    }
  }

  func testLeaveGuard_judgesARouteLeavingThatWasPushedAsAnyRoute() async {
    let app = AppRouter(state: home)
    app.navigate(to: AnyRoute(BillingRoute.plan))
    app.addLeaveGuard(for: BillingRoute.self) { _ in .confirm("Leave billing?") }
    XCTAssertEqual(ErasedRouter(app).pop(), .held("Leave billing?"))
    XCTAssertEqual(
      app.state,
      NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main, BillingRoute.plan]))
  }

  func testShowOnly_refusesAnUnknownTypeArrivingAsAnyRoute() async {
    let app = AppRouter(state: home)
    app.showOnly([DashboardRoute.self, SettingsRoute.self])
    XCTAssertEqual(
      app.navigate(to: AnyRoute(BillingRoute.plan)),
      .refused(.noScreen(for: RouteType(BillingRoute.self))))
    XCTAssertEqual(app.state, home)
  }
}
