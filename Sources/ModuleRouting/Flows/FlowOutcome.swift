/// How a flow ended: finished with its result, or cancelled.
public enum FlowOutcome<Result: Sendable>: Sendable {
  /// The flow finished and produced `Result`.
  case finished(Result)
  /// The flow's screens were removed by something else — a swipe back, a dismissal, a switch
  /// of root, its parent ending — or it could not start, or the router went away.
  case cancelled

  /// The result, or `nil` when the flow was cancelled.
  public var result: Result? {
    if case .finished(let result) = self { result } else { nil }
  }
}

extension FlowOutcome: Equatable where Result: Equatable {}
extension FlowOutcome: Hashable where Result: Hashable {}

extension FlowOutcome: CustomStringConvertible {
  public var description: String {
    switch self {
    case .finished(let result): "finished(\(result))"
    case .cancelled: "cancelled"
    }
  }
}

extension FlowOutcome {
  /// The outcome with its result transformed; a cancelled one stays cancelled.
  func map<Other: Sendable>(_ transform: (Result) -> Other) -> FlowOutcome<Other> {
    switch self {
    case .finished(let result): .finished(transform(result))
    case .cancelled: .cancelled
    }
  }
}
