import ModuleRouting
import TestFixtures
import XCTest

/// Installing a module whose exits expect a result: `install` names every such exit no
/// handler maps, with the exit type and the result type.
@MainActor
final class ExitResultInstallTests: IssueRecordingTestCase {
  /// The Cart module: its checkout exit expects an order confirmation.
  private struct CartBuilder: ModuleBuilder {
    typealias Route = CartRoute
    typealias Exit = CartExit

    func catalog() throws(CatalogError) -> RouteCatalog<String> {
      var catalog = RouteCatalog<String>(module: "cart")
      try catalog.add(CartRoute.self, key: "cart") { route, _ in "Cart \(route)" }
      catalog.addExits(CartExit.self, expecting: OrderConfirmation.self)
      catalog.addExits(CartExit.self, expecting: OrderConfirmation.self)
      return catalog
    }
  }

  /// The Checkout module: no way out of its own.
  private struct CheckoutBuilder: ModuleBuilder {
    typealias Route = CheckoutRoute
    typealias Exit = Never

    func catalog() throws(CatalogError) -> RouteCatalog<String> {
      var catalog = RouteCatalog<String>(module: "checkout")
      try catalog.add(CheckoutRoute.self) { route, _ in "Checkout \(route)" }
      return catalog
    }
  }

  private let unmapped = CatalogError(
    module: "cart", routeType: RouteType(CartExit.self),
    problem: .noResultHandler(expecting: "ModuleRoutingTests.OrderConfirmation"))

  func testAnExitExpectingAResult_withNoHandler_isNamedWithBothTypes() async {
    let app = AppRouter(root: CartRoute.cart)

    XCTAssertThrowsError(try app.install([CartBuilder(), CheckoutBuilder()])) { error in
      XCTAssertEqual(
        (error as? CatalogError)?.problems,
        [
          CatalogError(
            module: "cart", routeType: RouteType(CartExit.self), problem: .noExitHandler),
          unmapped,
        ])
      XCTAssertEqual(
        "\(error)",
        "cart: ModuleRoutingTests.CartExit: no handler answers its exits; "
          + "cart: ModuleRoutingTests.CartExit: no handler answers its exits expecting "
          + "ModuleRoutingTests.OrderConfirmation")
    }
  }

  func testAHandlerForTheExitsAlone_orForAnotherResult_mapsNothing() async {
    let app = AppRouter(root: CartRoute.cart)
    app.handleExits(CartExit.self) { _ in [] }
    app.handleExits(CartExit.self, expecting: Int.self) { _ in
      .push(CheckoutRoute.payment, expecting: Int.self) { $0 }
    }

    XCTAssertThrowsError(try app.install([CartBuilder(), CheckoutBuilder()])) { error in
      XCTAssertEqual((error as? CatalogError)?.problems, [unmapped])
    }
  }

  func testAHandlerMappingTheResult_answersTheExits() async throws {
    let app = AppRouter(root: CartRoute.cart)
    app.handleExits(CartExit.self, expecting: OrderConfirmation.self) { exit in
      .run(CheckoutFlow([.push(CheckoutRoute.review(items: exit.items))])) { receipt in
        OrderConfirmation(receipt)
      }
    }

    let catalog = try app.install([CartBuilder(), CheckoutBuilder()])

    XCTAssertEqual(
      catalog.routeTypes, [RouteType(CartRoute.self), RouteType(CheckoutRoute.self)])
  }

  func testARecorder_namesAnExitTypeAnsweredWithAResult_thatHasNoKey() async throws {
    let app = AppRouter(root: CartRoute.cart)
    app.handleExits(CartExit.self, expecting: OrderConfirmation.self) { _ in
      .push(CheckoutRoute.payment, expecting: Receipt.self, mapping: OrderConfirmation.init)
    }
    let catalog = try app.install([CartBuilder(), CheckoutBuilder()])

    let recorder = FlightRecorder(app: app, catalog: catalog)

    XCTAssertEqual(issues.recorded, [.refused(.exitWithoutKey(RouteType(CartExit.self)))])
    recorder.stop()
  }
}
