import ModuleRouting
import TestFixtures
import XCTest

/// Events come in the order their changes applied, each with its own change, even when one
/// request's change makes another: a flow it ends navigates from its `onEnd`.
@MainActor
final class EventOrderTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home)
  private let settings = NavigationState(root: DashboardRoute.home, path: [SettingsRoute.main])
  private let details = NavigationState(
    root: DashboardRoute.home, path: [DashboardRoute.details(id: 2)])

  /// The first `count` events of `events`, as (commands, change) pairs.
  private func changes(
    _ events: NavigationEvents, count: Int
  ) async -> [([NavigationCommand], NavigationChange?)] {
    var iterator = events.makeAsyncIterator()
    var seen: [([NavigationCommand], NavigationChange?)] = []
    for _ in 0..<count {
      guard let event = await iterator.next() else { break }
      if case .applied(let change) = event.outcome {
        seen.append((event.commands, change))
      } else {
        seen.append((event.commands, nil))
      }
    }
    return seen
  }

  /// A coordinator that shows settings and, once it ends, pushes the next screen.
  private func startFlowPushingDetailsOnEnd(on app: AppRouter) -> ScriptedFlow {
    let flow = ScriptedFlow([.push(SettingsRoute.main)])
    app.start(flow) { _ in app.navigate(to: DashboardRoute.details(id: 2)) }
    return flow
  }

  func testN1_navigationFromAFlowsOnEnd_isToldAfterTheRequestThatEndedTheFlow() async {
    let app = AppRouter(root: DashboardRoute.home)
    let events = app.events()
    let flow = startFlowPushingDetailsOnEnd(on: app)
    flow.handle?.finish(with: "done")
    XCTAssertEqual(app.state, details)

    let seen = await changes(events, count: 3)
    XCTAssertEqual(
      seen.map(\.0),
      [
        [.push(SettingsRoute.main)], [.at(.root, [.pop(count: 1)])],
        [.push(DashboardRoute.details(id: 2))],
      ])
    XCTAssertEqual(
      seen.map(\.1),
      [
        NavigationChange(from: home, to: settings), NavigationChange(from: settings, to: home),
        NavigationChange(from: home, to: details),
      ])
  }

  func testN1_navigationFromOnEnd_afterARedirectEndedTheFlow_isToldAfterTheRedirectedRequest()
    async
  {
    let app = AppRouter(root: DashboardRoute.home)
    app.addGuard(for: SheetRoute.self) { _ in .redirect([.popToRoot], resume: false) }
    let events = app.events()
    _ = startFlowPushingDetailsOnEnd(on: app)
    app.present(SheetRoute.add, style: .sheet)
    XCTAssertEqual(app.state, details)

    let seen = await changes(events, count: 3)
    XCTAssertEqual(
      seen.map(\.0),
      [
        [.push(SettingsRoute.main)], [.present(SheetRoute.add, style: .sheet)],
        [.push(DashboardRoute.details(id: 2))],
      ])
    XCTAssertEqual(
      seen.map(\.1),
      [
        NavigationChange(from: home, to: settings), nil,
        NavigationChange(from: home, to: details),
      ])
  }
}
