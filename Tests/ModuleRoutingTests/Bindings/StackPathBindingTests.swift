import ModuleRouting
import TestFixtures
import XCTest

/// What a `NavigationStack(path:)` binding does with what SwiftUI writes, scripted as SwiftUI
/// writes it: a swipe back, a long press on Back, a link appending a route, a write made after
/// the router moved on, and a write from a layer that is leaving.
@MainActor
final class StackPathBindingTests: IssueRecordingTestCase {
  private let three = NavigationState(
    root: DashboardRoute.home,
    path: [
      DashboardRoute.details(id: 1), DashboardRoute.details(id: 2), DashboardRoute.details(id: 3),
    ]
  )
  private let everyScreen: (AnyRoute) -> Bool = { _ in true }

  /// The binding as the view builds it, and the path SwiftUI holds from it.
  private func binding(_ app: AppRouter, at address: StackAddress = .root) -> StackPathBinding {
    let tree = ShownTree(app)
    return StackPathBinding(address: address, root: tree.root(at: address) ?? AnyRoute(0), in: tree)
  }

  func testASwipeBack_popsTheTopRoute() async {
    let app = AppRouter(state: three)
    let path = binding(app)
    var written = path.elements
    written.removeLast()
    let (write, result) = path.write(written, in: ShownTree(app), hasScreen: everyScreen)
    XCTAssertEqual(write, .pop(keeping: 2))
    XCTAssertEqual(result, .applied)
    XCTAssertEqual(
      app.state,
      NavigationState(
        root: DashboardRoute.home,
        path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)]))
  }

  func testALongPressOnBack_popsSeveral_asOneRequest() async {
    let app = AppRouter(state: three)
    var events = app.events().makeAsyncIterator()
    let path = binding(app)
    let written = RoutePath(path.elements.prefix(1))
    XCTAssertEqual(
      path.write(written, in: ShownTree(app), hasScreen: everyScreen).write, .pop(keeping: 1))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)]))
    let event = await events.next()
    XCTAssertEqual(event?.source, .binding)
    XCTAssertEqual(event?.index, 1)
  }

  func testAPopAGuardRefuses_changesNothing_andTheStackIsToldAgain() async {
    let app = AppRouter(state: three)
    app.addLeaveGuard(for: DashboardRoute.self) { _ in .confirm("unsaved") }
    let told = ChangeCounter { _ = app.path(at: .root) }
    let path = binding(app)
    var written = path.elements
    written.removeLast()
    XCTAssertEqual(
      path.write(written, in: ShownTree(app), hasScreen: everyScreen).result,
      .held("unsaved"))
    XCTAssertEqual(app.state, three)
    XCTAssertEqual(told.count, 1, "SwiftUI reads the router's path again and shows it")
  }

  func testALinkAppendingARouteWithAScreen_pushesItThroughTheRouter_once() async {
    let app = AppRouter(state: three)
    var guarded: [NavigationSource] = []
    app.addGuard(for: DashboardRoute.self) { request in
      guarded.append(request.source)
      return .allow
    }
    let path = binding(app)
    var written = path.elements
    written.append(DashboardRoute.details(id: 4))
    let (write, result) = path.write(written, in: ShownTree(app), hasScreen: everyScreen)
    XCTAssertEqual(write, .push([AnyRoute(DashboardRoute.details(id: 4))]))
    XCTAssertEqual(result, .applied)
    XCTAssertEqual(guarded, [.binding])
    XCTAssertEqual(app.path(at: .root).count, 4, "pushed once")
    XCTAssertEqual(app.path(at: .root).last, AnyRoute(DashboardRoute.details(id: 4)))
  }

  func testALinkAppendingARouteWithNoScreen_isRefusedLoudly_andPushesNothing() async {
    let app = AppRouter(state: three)
    let told = ChangeCounter { _ = app.path(at: .root) }
    let path = binding(app)
    var written = path.elements
    written.append(SettingsRoute.privacy)
    let (write, result) = path.write(
      written, in: ShownTree(app), hasScreen: { $0.value(as: DashboardRoute.self) != nil })
    XCTAssertEqual(write, .missingScreen(AnyRoute(SettingsRoute.privacy)))
    XCTAssertNil(result)
    XCTAssertEqual(app.state, three)
    XCTAssertEqual(told.count, 1, "SwiftUI drops the element it appended")
    XCTAssertEqual(issues.recorded.map(\.destinationError), [.missingScreen(SettingsRoute.self)])
  }

  /// The router pushed from code while Back animated: the swipe's write is of a path the
  /// router no longer has, so it changes nothing — it would pop the new screen.
  func testAWriteAfterTheRouterMovedOn_isStale_andChangesNothing() async {
    let app = AppRouter(state: three)
    let path = binding(app)
    XCTAssertEqual(app.perform(.push(DashboardRoute.details(id: 4))), .applied)
    let moved = app.state
    var written = path.elements
    written.removeLast()
    XCTAssertEqual(path.write(written, in: ShownTree(app), hasScreen: everyScreen).write, .stale)
    XCTAssertEqual(moved.path.count, 4)
    XCTAssertEqual(app.state, moved)
  }

  func testWritingThePathShown_changesNothing() async {
    let app = AppRouter(state: three)
    var events = app.events().makeAsyncIterator()
    let path = binding(app)
    XCTAssertEqual(
      path.write(path.elements, in: ShownTree(app), hasScreen: everyScreen).write, .unchanged)
    XCTAssertEqual(app.perform(.push(DashboardRoute.details(id: 4))), .applied)
    let event = await events.next()
    XCTAssertEqual(event?.index, 1, "no request was made for the write")
  }

  func testAWrittenPathThatIsNeitherAPopNorAPush_setsThePath() async {
    let app = AppRouter(state: three)
    let path = binding(app)
    let written: RoutePath = [DashboardRoute.details(id: 9)]
    XCTAssertEqual(
      path.write(written, in: ShownTree(app), hasScreen: everyScreen).write,
      .replace([DashboardRoute.details(id: 9)]))
    XCTAssertEqual(
      app.state, NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 9)]))
  }
}
