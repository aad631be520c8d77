import ModuleRouting
import TestFixtures
import XCTest

/// Every registry keys a route type by its static type, as `AnyRoute` does, so a metatype held
/// as its superclass's never reaches a factory or handler of another type.
@MainActor
final class RouteIdentityTests: IssueRecordingTestCase {
  private let subAsBase: BaseRoute.Type = SubRoute.self

  func testRegister_subclassMetatypeHeldAsBase_registersTheBaseType() async throws {
    var screens = DestinationRegistry<String>()
    try screens.register(subAsBase) { "Base \($0.id)" }
    XCTAssertTrue(screens.canResolve(BaseRoute.self))
    XCTAssertTrue(screens.canResolve(subAsBase))
    XCTAssertFalse(screens.canResolve(SubRoute.self))
    XCTAssertEqual(try screens.screen(for: AnyRoute(SubRoute(id: 7) as BaseRoute)), "Base 7")
    XCTAssertThrowsError(try screens.screen(for: AnyRoute(SubRoute(id: 7)))) { error in
      XCTAssertEqual(error as? DestinationError, .missingScreen(SubRoute.self))
    }
    XCTAssertNoThrow(try screens.validate(subAsBase))
    XCTAssertEqual(issues.recorded, [.destination(.missingScreen(SubRoute.self))])
  }

  func testRegister_baseAndSubclass_eachResolvesItsOwn() async throws {
    var screens = DestinationRegistry<String>()
    try screens.register(BaseRoute.self) { "Base \($0.id)" }
    try screens.register(SubRoute.self) { "Sub \($0.id)" }
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

  func testRegister_anyRoute_isRefusedAndNeverCountsAsCovered() async throws {
    var screens = DestinationRegistry<String>()
    XCTAssertThrowsError(try screens.register(AnyRoute.self) { _ in "never" }) { error in
      XCTAssertEqual(error as? DestinationError, .typeErasedRegistration)
      XCTAssertEqual(
        "\(error)",
        "cannot register a screen for AnyRoute: routes are matched by the type they wrap, so "
          + "register that type")
    }
    XCTAssertFalse(screens.canResolve(AnyRoute.self))
    XCTAssertThrowsError(try screens.validate([AnyRoute.self])) { error in
      XCTAssertEqual(error as? DestinationError, .missingScreens([AnyRoute.self]))
    }
  }

  func testHandleExits_anyRoute_isRefusedAndReported() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(AnyRoute.self) { _ in [.popToRoot] }
    XCTAssertFalse(app.handlesExits(AnyRoute.self))
    XCTAssertEqual(issues.recorded, [.refused(.typeErasedExitHandler)])
  }
}
