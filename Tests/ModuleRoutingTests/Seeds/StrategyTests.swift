import ModuleRouting
import XCTest

/// Seed 002: coordinators chosen at run time by a context — the strategy behind an A/B test.
/// Five screens; SubFirst is reached from Main directly in one variant, through First in the
/// other.
@MainActor
final class StrategyTests: IssueRecordingTestCase {
  enum Screen: Hashable, Sendable {
    case main, first, second
    case subFirst(from: String)
    case subSecond
  }

  /// Shows SubFirst, carrying where it was opened from (the context passing data along), and
  /// finishes with what the user picked there.
  final class SubFirstCoordinator: Coordinator {
    let origin: String
    private(set) var flow: FlowHandle<String>?
    init(from origin: String) { self.origin = origin }
    func start(_ flow: FlowHandle<String>) -> [NavigationCommand] {
      self.flow = flow
      return [.push(Screen.subFirst(from: origin))]
    }
    func pick(_ value: String) { flow?.finish(with: value) }
  }

  /// Shows First, then SubFirst from it, and finishes with SubFirst's result.
  final class FirstCoordinator: Coordinator {
    private(set) var flow: FlowHandle<String>?
    private(set) var sub: SubFirstCoordinator?
    func start(_ flow: FlowHandle<String>) -> [NavigationCommand] {
      self.flow = flow
      return [.push(Screen.first)]
    }
    func openSubFirst() async {
      let sub = SubFirstCoordinator(from: "first")
      self.sub = sub
      let outcome = await flow?.run(sub)
      if case .finished(let value)? = outcome { flow?.finish(with: value) }
    }
  }

  /// The context: picks the strategy that leads to SubFirst.
  struct Flags { var direct: Bool }

  private func subFirstStrategy(_ flags: Flags) -> any Coordinator<String> {
    flags.direct ? SubFirstCoordinator(from: "main") : FirstCoordinator()
  }

  func testBothVariants_reachSubFirst_byTheirOwnPaths() async {
    for direct in [true, false] {
      let app = AppRouter(root: Screen.main)
      let strategy = subFirstStrategy(Flags(direct: direct))
      let outcome = await started(app) { await app.run(strategy) }
      if let first = strategy as? FirstCoordinator {
        XCTAssertEqual(app.path, [Screen.first])
        _ = await started(app) { await first.openSubFirst() }
        XCTAssertEqual(app.path, [Screen.first, Screen.subFirst(from: "first")])
        first.sub?.pick("blue")
      } else if let sub = strategy as? SubFirstCoordinator {
        XCTAssertEqual(app.path, [Screen.subFirst(from: "main")])
        sub.pick("blue")
      }
      let result = await outcome.value
      XCTAssertEqual(result, .finished("blue"), "direct: \(direct)")
      XCTAssertEqual(app.path, [], "direct: \(direct)")
    }
  }

  func testSecondAndSubSecond_areAFlowAndItsChild() async {
    final class SecondCoordinator: Coordinator {
      private(set) var flow: FlowHandle<Bool>?
      func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
        self.flow = flow
        return [.push(Screen.second)]
      }
    }
    let app = AppRouter(root: Screen.main)
    let second = SecondCoordinator()
    let log = OutcomeLog()
    app.start(second) {
      log.record("second")($0 == .finished(true) ? .finished("yes") : .cancelled)
    }
    second.flow?.navigate(to: Screen.subSecond)
    XCTAssertEqual(app.path, [Screen.second, Screen.subSecond])
    app.back()
    XCTAssertEqual(log.entries, [], "back to Second: the flow runs on")
    app.back()
    XCTAssertEqual(log.entries, ["second: cancelled"])
  }
}
