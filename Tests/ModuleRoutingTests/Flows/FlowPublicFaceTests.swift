import ModuleRouting
import TestFixtures
import XCTest

enum OnboardingRoute: Hashable, Sendable { case welcome, permissions, done }
enum ColorRoute: Hashable, Sendable { case picker }
struct Customer: Hashable, Sendable {
  var id: Int
  var name: String
}
enum CustomerRoute: Hashable, Sendable { case details(Customer) }

@MainActor final class OnboardingFlow: Coordinator {
  typealias Result = Bool
  private var flow: FlowHandle<Bool>?
  func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
    self.flow = flow
    return [.push(OnboardingRoute.welcome)]
  }
  func next() { flow?.navigate(to: OnboardingRoute.permissions) }
  func accept() { flow?.finish(with: true) }
}

/// Variant B of the onboarding: one more screen before permissions.
@MainActor final class OnboardingFlowB: Coordinator {
  typealias Result = Bool
  private var flow: FlowHandle<Bool>?
  func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
    self.flow = flow
    return [.push(OnboardingRoute.welcome), .push(OnboardingRoute.done)]
  }
  func accept() { flow?.finish(with: true) }
}

/// The flows issue's public face, with what each line must do.
@MainActor
final class FlowPublicFaceTests: IssueRecordingTestCase {
  private let john = Customer(id: 1, name: "John")

  func testRun_finishedAfterAccept_popsTheFlowsScreens() async {
    let app = AppRouter(root: DashboardRoute.home)
    let onboarding = OnboardingFlow()
    let outcome = await started(app) { await app.run(onboarding) }
    XCTAssertEqual(app.path, [OnboardingRoute.welcome])
    onboarding.next()
    XCTAssertEqual(app.path, [OnboardingRoute.welcome, OnboardingRoute.permissions])
    onboarding.accept()
    XCTAssertEqual(app.path, [], "finish pops the flow's screens")
    let result = await outcome.value
    XCTAssertEqual(result, .finished(true))
  }

  func testRun_cancelledBySwipingBackPastTheFirstScreen() async {
    let app = AppRouter(root: DashboardRoute.home)
    let onboarding = OnboardingFlow()
    let outcome = await started(app) { await app.run(onboarding) }
    onboarding.next()
    app.path = [OnboardingRoute.welcome]
    XCTAssertTrue(app.state.path.count == 1, "still running: its first screen is there")
    app.path = []
    let result = await outcome.value
    XCTAssertEqual(result, .cancelled)
  }

  func testStrategy_chosenAtRunTime() async {
    for newOnboarding in [false, true] {
      let app = AppRouter(root: DashboardRoute.home)
      let variant: any Coordinator<Bool> = newOnboarding ? OnboardingFlowB() : OnboardingFlow()
      let outcome = await started(app) { await app.run(variant) }
      XCTAssertEqual(app.path.first, AnyRoute(OnboardingRoute.welcome))
      XCTAssertEqual(app.path.count, newOnboarding ? 2 : 1)
      app.popToRoot()
      let result = await outcome.value
      XCTAssertEqual(result, .cancelled)
    }
  }

  func testPresentExpecting_completedWithAValue_dismissesAndResumes() async {
    let app = AppRouter(root: DashboardRoute.home)
    let color = await started(app) {
      await app.present(ColorRoute.picker, style: .sheet, expecting: String.self)
    }
    XCTAssertEqual(app.state.topLayer?.route, AnyRoute(ColorRoute.picker))
    XCTAssertEqual(app.complete(with: "teal"), .applied)
    XCTAssertNil(app.state.topLayer)
    let result = await color.value
    XCTAssertEqual(result, .finished("teal"))
  }

  func testPresentExpecting_swipedDown_isCancelled() async {
    let app = AppRouter(root: DashboardRoute.home)
    let color = await started(app) {
      await app.present(ColorRoute.picker, style: .sheet, expecting: String.self)
    }
    app.setPresented(nil, at: .root)
    let result = await color.value
    XCTAssertEqual(result, .cancelled)
  }

  func testPushExpecting_theEditedValueFlowsBack() async {
    let app = AppRouter(root: DashboardRoute.home)
    let john = john
    let edited = await started(app) {
      await app.push(CustomerRoute.details(john), expecting: Customer.self)
    }
    XCTAssertEqual(app.path, [CustomerRoute.details(john)])
    app.complete(with: Customer(id: 1, name: "Johnny"))
    let result = await edited.value
    XCTAssertEqual(result, .finished(Customer(id: 1, name: "Johnny")))
    XCTAssertEqual(app.path, [])
  }

  func testComplete_withNothingAwaitingThatType_isRefusedAndReported() async {
    let app = AppRouter(root: DashboardRoute.home)
    XCTAssertEqual(app.complete(with: 3), .refused(.nothingAwaits(Int.self)))
    XCTAssertEqual(issues.recorded, [.refused(.nothingAwaits(Int.self))])
  }
}
