import ModuleRouting
import TestFixtures
import XCTest

/// Every registry keys a route type by its static type, as `AnyRoute` does, so a metatype held
/// as its superclass's never reaches a factory or handler of another type.
@MainActor
final class RouteIdentityTests: IssueRecordingTestCase {
  private let subAsBase: BaseRoute.Type = SubRoute.self

  func testDeclare_subclassMetatypeHeldAsBase_declaresTheBaseType() async throws {
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(subAsBase) { route, _ in "Base \(route.id)" }
    let screens = catalog.screens
    XCTAssertTrue(screens.canResolve(BaseRoute.self))
    XCTAssertTrue(screens.canResolve(subAsBase))
    XCTAssertFalse(screens.canResolve(SubRoute.self))
    XCTAssertEqual(try screens.screen(for: AnyRoute(SubRoute(id: 7) as BaseRoute)), "Base 7")
    XCTAssertThrowsError(try screens.screen(for: AnyRoute(SubRoute(id: 7)))) { error in
      XCTAssertEqual(error as? DestinationError, .missingScreen(SubRoute.self))
    }
    XCTAssertTrue(catalog.declares(subAsBase))
    XCTAssertEqual(issues.recorded, [.destination(.missingScreen(SubRoute.self))])
  }

  func testDeclare_baseAndSubclass_eachResolvesItsOwn() async throws {
    var catalog = RouteCatalog<String>(module: "test")
    try catalog.add(BaseRoute.self) { route, _ in "Base \(route.id)" }
    try catalog.add(SubRoute.self) { route, _ in "Sub \(route.id)" }
    let screens = catalog.screens
    XCTAssertEqual(try screens.screen(for: AnyRoute(SubRoute(id: 1))), "Sub 1")
    XCTAssertEqual(try screens.screen(for: AnyRoute(SubRoute(id: 2) as BaseRoute)), "Base 2")
  }

  func testHandleExits_subclassMetatypeHeldAsBase_handlesTheBaseTypeOnly() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(subAsBase) { exit in [.push(DashboardRoute.details(id: exit.id))] }
    XCTAssertTrue(app.handlesExits(BaseRoute.self))
    XCTAssertTrue(app.handlesExits(subAsBase))
    XCTAssertFalse(app.handlesExits(SubRoute.self))
    XCTAssertEqual(app.exit(SubRoute(id: 7) as BaseRoute), .applied)
    let refusal = NavigationRefusal.unhandledExit(AnyRoute(SubRoute(id: 8)))
    XCTAssertEqual(app.exit(SubRoute(id: 8)), .refused(refusal))
    XCTAssertEqual(app.path, [DashboardRoute.details(id: 7)])
    XCTAssertEqual(issues.recorded, [.refused(refusal)])
  }

  func testDeclare_anyRoute_isRefusedAndNeverCountsAsCovered() async throws {
    var catalog = RouteCatalog<String>(module: "test")
    XCTAssertThrowsError(try catalog.add(AnyRoute.self) { _, _ in "never" }) { error in
      XCTAssertEqual((error as? CatalogError)?.problem, .typeErased)
      XCTAssertEqual(
        "\(error)", "test: NavCore.AnyRoute: AnyRoute is declared by the type it wraps")
    }
    XCTAssertFalse(catalog.screens.canResolve(AnyRoute.self))
    XCTAssertFalse(catalog.declares(AnyRoute.self))
  }

  func testHandleExits_anyRoute_isRefusedAndReported() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(AnyRoute.self) { _ in [.popToRoot] }
    XCTAssertFalse(app.handlesExits(AnyRoute.self))
    XCTAssertEqual(issues.recorded, [.refused(.typeErasedExitHandler)])
  }
}
