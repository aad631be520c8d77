import ModuleRouting
import TestFixtures
import XCTest

/// A route guarded with a denial or a redirect.
private enum VaultRoute: Hashable, Sendable {
  case main
}

/// An event's outcome as an equatable value, to compare with a literal.
private enum Outcome: Equatable {
  case applied(NavigationChange)
  case refused(NavigationRefusal)
  case denied(GuardToken, String)
  case redirected([NavigationCommand], NavigationResult)
  case held(String)

  init(_ outcome: NavigationEvent.Outcome) {
    switch outcome {
    case .applied(let change): self = .applied(change)
    case .refused(let refusal): self = .refused(refusal)
    case .denied(let token, let reason): self = .denied(token, reason)
    case .redirected(let commands, let result): self = .redirected(commands, result)
    case .held(let message): self = .held(message)
    }
  }
}

/// One event per public operation, whatever it carried and whatever became of it.
@MainActor
final class NavigationEventTests: IssueRecordingTestCase {
  private let home = NavigationState(root: DashboardRoute.home)
  private let marker = NavigationCommand.push(SettingsRoute.privacy)

  /// Runs `operation` on `app`, then a marker push, and returns the events they sent: one for
  /// the operation, then the marker's, if the operation sent one event.
  private func events(
    of app: AppRouter, _ operation: (AppRouter) -> Void
  ) async -> [NavigationEvent] {
    let events = app.events()
    var iterator = events.makeAsyncIterator()
    operation(app)
    app.perform(marker)
    var seen: [NavigationEvent] = []
    while let event = await iterator.next() {
      seen.append(event)
      if event.commands == [marker] { break }
    }
    return seen
  }

  private func assertOneEvent(
    _ seen: [NavigationEvent], source: NavigationSource, commands: [NavigationCommand],
    outcome: Outcome, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(seen.count, 2, "one event, then the marker's", file: file, line: line)
    guard let event = seen.first else { return }
    XCTAssertEqual(event.source, source, file: file, line: line)
    XCTAssertEqual(event.commands, commands, file: file, line: line)
    XCTAssertEqual(Outcome(event.outcome), outcome, file: file, line: line)
    XCTAssertEqual(seen.map(\.index), [1, 2], file: file, line: line)
  }

  // MARK: One event per operation

  func testBatch_isOneEvent() async {
    let app = AppRouter(state: home)
    let batch: [NavigationCommand] = [
      .push(DashboardRoute.details(id: 1)), .push(DashboardRoute.details(id: 2)),
      .present(SheetRoute.add, style: .sheet), .dismiss,
    ]
    let seen = await events(of: app) { $0.perform(batch) }
    assertOneEvent(
      seen, source: .app, commands: batch,
      outcome: .applied(
        NavigationChange(
          from: home,
          to: NavigationState(
            root: DashboardRoute.home,
            path: [DashboardRoute.details(id: 1), DashboardRoute.details(id: 2)]))))
  }

  func testExit_isOneEvent() async {
    let app = AppRouter(state: home)
    app.handleExits(DashboardExit.self) { _ in
      [.push(DashboardRoute.details(id: 1)), .present(SheetRoute.add, style: .sheet)]
    }
    let seen = await events(of: app) { DashboardRouter($0).exit(.openSettings) }
    assertOneEvent(
      seen, source: .exit(AnyRoute(DashboardExit.openSettings)),
      commands: [.push(DashboardRoute.details(id: 1)), .present(SheetRoute.add, style: .sheet)],
      outcome: .applied(
        NavigationChange(
          from: home,
          to: NavigationState(
            root: DashboardRoute.home, path: [DashboardRoute.details(id: 1)],
            presented: PresentedLayer(SheetRoute.add, style: .sheet)))))
  }

  func testUnhandledExit_isOneRefusedEvent() async {
    let app = AppRouter(state: home)
    let seen = await events(of: app) { DashboardRouter($0).exit(.logout) }
    let refusal = NavigationRefusal.unhandledExit(AnyRoute(DashboardExit.logout))
    assertOneEvent(
      seen, source: .exit(AnyRoute(DashboardExit.logout)), commands: [],
      outcome: .refused(refusal))
  }

  func testRequestThatChangesNothing_isOneEvent() async {
    let app = AppRouter(state: home)
    let seen = await events(of: app) { $0.dismissAll() }
    assertOneEvent(
      seen, source: .app, commands: [.dismissAll], outcome: .applied(NavigationChange()))
  }

  func testRedirectedRequest_isOneEvent_sayingWhereTo() async {
    let app = AppRouter(state: home)
    app.addGuard(for: VaultRoute.self) { _ in .redirect([.push(AuthRoute.login)], resume: false) }
    let seen = await events(of: app) { $0.navigate(to: VaultRoute.main) }
    assertOneEvent(
      seen, source: .app, commands: [.push(VaultRoute.main)],
      outcome: .redirected([.push(AuthRoute.login)], .applied))
  }

  func testRedirectedRequest_whoseRedirectIsDenied_isOneEvent() async {
    let app = AppRouter(state: home)
    app.addGuard(for: VaultRoute.self) { _ in .redirect([.push(AuthRoute.login)], resume: false) }
    app.addGuard(for: AuthRoute.self) { _ in .deny("sign-in is down") }
    let seen = await events(of: app) { $0.navigate(to: VaultRoute.main) }
    assertOneEvent(
      seen, source: .app, commands: [.push(VaultRoute.main)],
      outcome: .redirected([.push(AuthRoute.login)], .refused(.denied("sign-in is down"))))
  }

  func testDeniedRequest_isOneEvent_namingTheGuard() async {
    let app = AppRouter(state: home)
    app.addGuard { _ in .allow }
    let token = app.addGuard(for: VaultRoute.self) { _ in .deny("locked") }
    let seen = await events(of: app) { $0.present(VaultRoute.main, style: .sheet) }
    assertOneEvent(
      seen, source: .app, commands: [.present(VaultRoute.main, style: .sheet)],
      outcome: .denied(token, "locked"))
  }

  func testRefusedRequest_isOneEvent() async {
    let app = AppRouter(state: home)
    let seen = await events(of: app) { $0.pop(count: 3) }
    assertOneEvent(
      seen, source: .app, commands: [.pop(count: 3)],
      outcome: .refused(.popPastRoot(requested: 3, available: 0)))
  }

  func testHeldRequest_isOneEvent() async {
    let start = NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)])
    let app = AppRouter(state: start)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    let seen = await events(of: app) { $0.path = [] }
    assertOneEvent(
      seen, source: .binding, commands: [.at(.root, [.setPath([])])], outcome: .held("Discard?"))
  }

  func testConfirmedLeave_isOneEvent() async {
    let start = NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)])
    let app = AppRouter(state: start)
    app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    app.pop()
    let seen = await events(of: app) { $0.confirmLeave() }
    assertOneEvent(
      seen, source: .app, commands: [.pop(count: 1)],
      outcome: .applied(
        NavigationChange(from: start, to: home)))
  }

  func testCancelLeave_isOneEvent_theHeldRequestDeniedByTheLeaveGuardThatAsked() async {
    let start = NavigationState(root: DashboardRoute.home, path: [EditorRoute.edit(id: 1)])
    let app = AppRouter(state: start)
    let asker = app.addLeaveGuard(for: EditorRoute.self) { _ in .confirm("Discard?") }
    app.path = []
    let seen = await events(of: app) { $0.cancelLeave() }
    assertOneEvent(
      seen, source: .binding, commands: [.at(.root, [.setPath([])])],
      outcome: .denied(asker, "Discard?"))
    XCTAssertEqual(app.path, [EditorRoute.edit(id: 1), SettingsRoute.privacy], "then the marker")
  }

  func testModuleAndFlowRequests_sayWhereTheyCameFrom() async {
    let app = AppRouter(state: home)
    let module = await events(of: app) { SettingsRouter($0).navigate(to: .main) }
    XCTAssertEqual(module.first?.source, .module(RouteType(SettingsRoute.self)))
    let flow = await events(of: app) { $0.start(ScriptedFlow([.push(AuthRoute.login)])) { _ in } }
    XCTAssertEqual(flow.first?.source, .flow)
    XCTAssertEqual(flow.first?.commands, [.push(AuthRoute.login)])
    XCTAssertEqual(flow.count, 2)
  }

  // MARK: Indices

  func testIndices_increaseByOne_whateverTheOutcome() async {
    let app = AppRouter(state: home)
    app.addGuard(for: VaultRoute.self) { _ in .deny("locked") }
    let events = app.events()
    var iterator = events.makeAsyncIterator()
    for round in 0..<6 {
      app.navigate(to: DashboardRoute.details(id: round))
      app.navigate(to: VaultRoute.main)
      app.pop(count: 99)
      app.perform([.popToRoot, .push(AuthRoute.login)])
    }
    var indices: [Int] = []
    for _ in 0..<24 {
      if let event = await iterator.next() { indices.append(event.index) }
    }
    XCTAssertEqual(indices, Array(1...24))
  }
}
