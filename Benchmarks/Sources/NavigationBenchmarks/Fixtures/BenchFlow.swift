import ModuleRouting
import NavCore

/// A flow as apps write one: its start pushes one route, and it keeps its handle to navigate
/// inside the flow and finish it.
@MainActor
final class BenchFlow: Coordinator {
  typealias Result = Int

  /// The handle the router gave at the last start; `nil` before the first.
  private(set) var handle: FlowHandle<Int>?
  private let first: BenchRoute

  /// A flow whose first screen shows `first`.
  init(first: BenchRoute) {
    self.first = first
  }

  func start(_ flow: FlowHandle<Int>) -> [NavigationCommand] {
    handle = flow
    return [.push(first)]
  }
}

/// Counts how the flows it is given to ended, for a contender to report.
@MainActor
final class FlowEnds {
  private(set) var finished = 0
  private(set) var cancelled = 0

  /// The function to pass as a flow's `onEnd`, made once. A router that goes away ends its
  /// flows, possibly after this counter went.
  private(set) lazy var record: @MainActor (FlowOutcome<Int>) -> Void = { [weak self] in
    switch $0 {
    case .finished: self?.finished += 1
    case .cancelled: self?.cancelled += 1
    }
  }

  /// Counters of the flows that finished and of those cancelled.
  func counters(finished finishedKey: String, cancelled cancelledKey: String) -> [EventCounter] {
    [
      EventCounter(key: finishedKey) { [self] in finished },
      EventCounter(key: cancelledKey) { [self] in cancelled },
    ]
  }
}
