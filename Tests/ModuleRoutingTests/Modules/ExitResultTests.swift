import ModuleRouting
import NavCore
import TestFixtures
import XCTest

/// Results across modules: the Cart leaves through an exit that expects an order confirmation
/// and waits; the tests, as the composition root, answer it with the Checkout module's flow or
/// screen and map its receipt onto the confirmation. Every way out ends the wait exactly once.
@MainActor
final class ExitResultTests: IssueRecordingTestCase {
  /// The checkouts the handler started, last one last.
  @MainActor
  private final class Checkouts {
    var flows: [CheckoutFlow] = []
    var last: CheckoutFlow? { flows.last }
  }

  /// The outcomes an `onEnd` was called with, in order.
  @MainActor
  private final class Outcomes {
    var entries: [FlowOutcome<OrderConfirmation>] = []
  }

  /// How the composition root answers the checkout exit in a test.
  private enum Answer {
    /// The Checkout module's flow, pushed.
    case pushedFlow
    /// The Checkout module's review screen, pushed, completing with a receipt.
    case pushedScreen
    /// The Checkout module's review screen in a sheet, completing with a receipt.
    case presentedScreen
  }

  private let cart = NavigationState(root: CartRoute.cart)
  private let checkout = CartExit.checkout(items: [1, 2])
  private let review = CheckoutRoute.review(items: [1, 2])

  /// A router showing the cart, whose checkout exit is answered as `answer` says.
  private func app(
    answering answer: Answer, checkouts: Checkouts = Checkouts(), state: NavigationState? = nil
  ) -> AppRouter {
    let app = AppRouter(state: state ?? cart)
    app.handleExits(CartExit.self, expecting: OrderConfirmation.self) { exit in
      let items = exit.items
      switch answer {
      case .pushedFlow:
        let flow = CheckoutFlow([.push(CheckoutRoute.review(items: items))])
        checkouts.flows.append(flow)
        return .run(flow, mapping: OrderConfirmation.init)
      case .pushedScreen:
        return .push(
          CheckoutRoute.review(items: items), expecting: Receipt.self,
          mapping: OrderConfirmation.init)
      case .presentedScreen:
        return .present(
          CheckoutRoute.review(items: items), style: .sheet, expecting: Receipt.self,
          mapping: OrderConfirmation.init)
      }
    }
    return app
  }

  /// Starts the cart's checkout in a task, and returns once its screens show.
  private func leaving(_ app: AppRouter) async -> Task<FlowOutcome<OrderConfirmation>, Never> {
    let exit = checkout
    return await started(app) {
      await CartRouter(app).exit(exit, expecting: OrderConfirmation.self)
    }
  }

  /// The links the cart opens: `/cart/help` pushes help on the root stack, alone.
  private func links() throws -> AppLinks {
    var catalog = RouteCatalog<String>(module: "cart")
    try catalog.add(CartRoute.self, key: "cart") { links in
      try links.add("/cart/help", .help)
    } screen: { route, _ in
      "Cart \(route)"
    }
    try catalog.place(CartRoute.self) { _ in .push() }
    return catalog.appLinks(origins: .any)
  }

  // MARK: Finished

  func testARunFlowFinishing_handsItsResultBack_mappedOntoTheExitsResult() async {
    let checkouts = Checkouts()
    let app = app(answering: .pushedFlow, checkouts: checkouts)
    let leaving = await leaving(app)
    XCTAssertEqual(app.state, NavigationState(root: CartRoute.cart, path: [review]))
    checkouts.last?.handle?.navigate(to: CheckoutRoute.payment)
    XCTAssertEqual(
      app.state, NavigationState(root: CartRoute.cart, path: [review, CheckoutRoute.payment]))

    XCTAssertEqual(checkouts.last?.handle?.finish(with: Receipt(id: 42)), .applied)

    let outcome = await leaving.value
    XCTAssertEqual(outcome, .finished(OrderConfirmation(number: 42)))
    XCTAssertEqual(app.state, cart)
    XCTAssertEqual(checkouts.last?.handle?.isRunning, false)
    XCTAssertEqual(issues.recorded, [])
  }

  func testAScreenCompleting_handsItsValueBack_mapped_andOnlyItsModuleCompletesIt() async {
    for answer in [Answer.pushedScreen, .presentedScreen] {
      let app = app(answering: answer)
      let leaving = await leaving(app)
      XCTAssertEqual(
        app.state,
        answer == .pushedScreen
          ? NavigationState(root: CartRoute.cart, path: [review])
          : NavigationState(
            root: CartRoute.cart, presented: PresentedLayer(review, style: .sheet)),
        "\(answer)")
      // The Cart's router completes only the Cart's own screens.
      XCTAssertEqual(
        CartRouter(app).complete(with: Receipt(id: 1)),
        .refused(.nothingAwaits(Receipt.self)), "\(answer)")

      XCTAssertEqual(CheckoutRouter(app).complete(with: Receipt(id: 7)), .applied, "\(answer)")

      let outcome = await leaving.value
      XCTAssertEqual(outcome, .finished(OrderConfirmation(number: 7)), "\(answer)")
      XCTAssertEqual(app.state, cart, "\(answer)")
    }
    XCTAssertEqual(
      issues.recorded, Array(repeating: .refused(.nothingAwaits(Receipt.self)), count: 2))
  }

  // MARK: Every other way out

  func testEveryOtherWayOut_endsTheExitCancelled_once() async throws {
    let links = try links()
    let help = NavigationState(root: CartRoute.cart, path: [CartRoute.help])
    let ways: [(String, Answer, @MainActor (AppRouter) -> Void, NavigationState)] = [
      ("checkout closes its screens", .pushedFlow, { CheckoutRouter($0).close() }, cart),
      ("checkout closes its sheet", .presentedScreen, { CheckoutRouter($0).close() }, cart),
      ("popped", .pushedFlow, { $0.pop() }, cart),
      ("swiped back", .pushedScreen, { $0.path = [] }, cart),
      ("dismissed", .presentedScreen, { $0.dismiss() }, cart),
      ("swiped down", .presentedScreen, { $0.setPresented(nil, at: .root) }, cart),
      ("replaced by a link", .pushedFlow, { $0.open("/cart/help", using: links) }, help),
      ("a link over the sheet", .presentedScreen, { $0.open("/cart/help", using: links) }, help),
      (
        "root switched", .pushedScreen, { $0.setRoot(AuthRoute.login) },
        NavigationState(root: AuthRoute.login)
      ),
    ]
    for (name, answer, wayOut, after) in ways {
      // Awaited: the call returns cancelled.
      let app = app(answering: answer)
      let leaving = await leaving(app)
      wayOut(app)
      let outcome = await leaving.value
      XCTAssertEqual(outcome, .cancelled, name)
      XCTAssertEqual(app.state, after, name)

      // Not awaited: `onEnd` is called once, and never again.
      let other = self.app(answering: answer)
      let outcomes = Outcomes()
      CartRouter(other).exit(checkout, expecting: OrderConfirmation.self) { outcome in
        outcomes.entries.append(outcome)
      }
      wayOut(other)
      other.navigate(to: review)
      other.popToRoot()
      XCTAssertEqual(
        CheckoutRouter(other).complete(with: Receipt(id: 9)),
        .refused(.nothingAwaits(Receipt.self)), name)
      XCTAssertEqual(outcomes.entries, [.cancelled], name)
    }
  }

  func testTheAwaitingTaskCancelled_returnsCancelledAtOnce_andLeavesTheScreens() async {
    let checkouts = Checkouts()
    let app = app(answering: .pushedFlow, checkouts: checkouts)
    let leaving = await leaving(app)

    leaving.cancel()

    let outcome = await leaving.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, NavigationState(root: CartRoute.cart, path: [review]))
    XCTAssertEqual(checkouts.last?.handle?.isRunning, false)
    XCTAssertEqual(checkouts.last?.handle?.finish(with: Receipt(id: 42)), .refused(.flowEnded))
    XCTAssertEqual(issues.recorded, [.refused(.flowEnded)])
  }

  func testATaskCancelledBeforeLeaving_showsNothing() async {
    let app = app(answering: .pushedScreen)
    let exit = checkout
    let task = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      return await CartRouter(app).exit(exit, expecting: OrderConfirmation.self)
    }
    let outcome = await task.value
    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, cart)
  }

  func testTheRouterReleased_endsTheExitCancelled_once_andReleasesTheFlow() async {
    let checkouts = Checkouts()
    var app: AppRouter? = self.app(answering: .pushedFlow, checkouts: checkouts)
    let outcomes = Outcomes()
    if let app {
      CartRouter(app).exit(checkout, expecting: OrderConfirmation.self) { outcome in
        outcomes.entries.append(outcome)
      }
      XCTAssertEqual(app.state, NavigationState(root: CartRoute.cart, path: [review]))
    }
    weak let flow = checkouts.flows.first
    checkouts.flows = []

    app = nil

    XCTAssertEqual(outcomes.entries, [.cancelled])
    XCTAssertNil(flow)
  }

  func testNotAwaited_finishing_callsOnEndOnce_withTheMappedResult() async {
    let checkouts = Checkouts()
    let app = app(answering: .pushedFlow, checkouts: checkouts)
    let outcomes = Outcomes()
    CartRouter(app).exit(checkout, expecting: OrderConfirmation.self) { outcome in
      outcomes.entries.append(outcome)
    }
    checkouts.last?.handle?.finish(with: Receipt(id: 5))
    app.navigate(to: review)
    app.pop()
    XCTAssertEqual(outcomes.entries, [.finished(OrderConfirmation(number: 5))])
  }

  // MARK: Refused

  func testAnExitNobodyMaps_isCancelledAtOnce_andReported() async {
    let app = AppRouter(state: cart)
    // A handler for the same exits expecting nothing, or another result, maps nothing here.
    app.handleExits(CartExit.self) { _ in [.push(CheckoutRoute.payment)] }
    app.handleExits(CartExit.self, expecting: Int.self) { _ in
      .push(CheckoutRoute.payment, expecting: Int.self, mapping: { $0 })
    }

    let outcome = await CartRouter(app).exit(checkout, expecting: OrderConfirmation.self)

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, cart)
    XCTAssertEqual(
      issues.recorded,
      [.refused(.unhandledExit(AnyRoute(checkout), expecting: OrderConfirmation.self))])
    XCTAssertEqual(
      "\(issues.recorded.first.map { "\($0)" } ?? "")",
      "refused: no handler for exit ModuleRoutingTests.CartExit.checkout(items: [1, 2])"
        + " expecting ModuleRoutingTests.OrderConfirmation: set one with"
        + " handleExits(_:expecting:_:)")
  }

  func testAnExitTheHandlerAnswersWithNil_isRefusedAsUnanswered() async {
    let app = AppRouter(root: DashboardRoute.home)
    app.handleExits(DashboardExit.self, expecting: Int.self) { exit in
      switch exit {
      case .openSettings: .push(SettingsRoute.main, expecting: Int.self) { $0 }
      case .logout: nil
      }
    }
    let dashboard = ModuleRouter<DashboardRoute, DashboardExit>(app)

    let outcome = await dashboard.exit(.logout, expecting: Int.self)

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, NavigationState(root: DashboardRoute.home))
    XCTAssertEqual(
      issues.recorded,
      [.refused(.unhandledExit(AnyRoute(DashboardExit.logout), expecting: Int.self))])
  }

  func testAPlainExit_isNotAnsweredByAHandlerExpectingAResult() async {
    let app = app(answering: .pushedScreen)

    XCTAssertEqual(
      CartRouter(app).exit(checkout), .refused(.unhandledExit(AnyRoute(checkout))))
    XCTAssertEqual(app.state, cart)
  }

  func testFirstScreensRefused_endTheExitCancelledAtOnce() async {
    let app = app(answering: .pushedFlow)
    app.present(SheetRoute.confirmDelete(id: 1), style: .alert)
    let shown = app.state

    let outcome = await CartRouter(app).exit(checkout, expecting: OrderConfirmation.self)

    XCTAssertEqual(outcome, .cancelled)
    XCTAssertEqual(app.state, shown)
    XCTAssertEqual(issues.recorded, [.refused(.leafLayer(.alert))])
  }

  func testLeavingFromInsideAnExitHandler_isRefused() async {
    let app = app(answering: .pushedScreen)
    let outcomes = Outcomes()
    let exit = checkout
    app.handleExits(SettingsExit.self) { _ in
      CartRouter(app).exit(exit, expecting: OrderConfirmation.self) { outcome in
        outcomes.entries.append(outcome)
      }
      return []
    }

    app.exit(SettingsExit.done)

    XCTAssertEqual(outcomes.entries, [.cancelled])
    XCTAssertEqual(app.state, cart)
    XCTAssertEqual(issues.recorded, [.refused(.navigationInsideExitHandler)])
  }

  func testAHandlerForAnyRoute_isRefused() async {
    let app = AppRouter(state: cart)
    app.handleExits(AnyRoute.self, expecting: OrderConfirmation.self) { _ in
      .push(CheckoutRoute.payment, expecting: Receipt.self, mapping: OrderConfirmation.init)
    }
    XCTAssertEqual(issues.recorded, [.refused(.typeErasedExitHandler)])
  }

  // MARK: One request, from the exit

  func testTheFlowsFirstScreens_areOneRequest_fromTheExit() async {
    let app = app(answering: .pushedFlow)
    let sources = SourceLog()
    app.addGuard(for: CheckoutRoute.self) { request in
      sources.entries.append(request.source)
      return .allow
    }
    let leaving = await leaving(app)
    leaving.cancel()
    _ = await leaving.value
    XCTAssertEqual(sources.entries, [.exit(AnyRoute(checkout))])
  }

  func testSettingAHandlerAgain_replacesTheOneBefore() async {
    let app = app(answering: .pushedScreen)
    app.handleExits(CartExit.self, expecting: OrderConfirmation.self) { _ in
      .present(CheckoutRoute.payment, style: .sheet, expecting: Receipt.self) { receipt in
        OrderConfirmation(number: receipt.id * 10)
      }
    }
    let leaving = await leaving(app)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: CartRoute.cart, presented: PresentedLayer(CheckoutRoute.payment, style: .sheet)))
    CheckoutRouter(app).complete(with: Receipt(id: 3))
    let outcome = await leaving.value
    XCTAssertEqual(outcome, .finished(OrderConfirmation(number: 30)))
  }
}

/// The sources a guard saw, in order.
@MainActor
private final class SourceLog {
  var entries: [NavigationSource] = []
}
