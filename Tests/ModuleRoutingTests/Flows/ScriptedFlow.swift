import ModuleRouting

/// A coordinator whose first screens are given, that keeps its handle and records how it
/// ended: the tests' flow.
@MainActor
final class ScriptedFlow: Coordinator {
  typealias Result = String

  let commands: [NavigationCommand]
  private(set) var handle: FlowHandle<String>?

  init(_ commands: [NavigationCommand]) {
    self.commands = commands
  }

  func start(_ flow: FlowHandle<String>) -> [NavigationCommand] {
    handle = flow
    return commands
  }
}

/// The outcomes flows ended with, in the order they ended, by name.
@MainActor
final class OutcomeLog {
  private(set) var entries: [String] = []

  /// An `onEnd` that records `name` and the outcome.
  func record(_ name: String) -> @MainActor (FlowOutcome<String>) -> Void {
    { [self] outcome in entries.append("\(name): \(outcome)") }
  }
}

extension AppRouter {
  /// Starts a scripted flow showing `commands`, recording its end in `log` as `name`.
  @discardableResult
  func startScripted(
    _ name: String, _ commands: [NavigationCommand], log: OutcomeLog
  ) -> ScriptedFlow {
    let flow = ScriptedFlow(commands)
    start(flow, onEnd: log.record(name))
    return flow
  }
}
