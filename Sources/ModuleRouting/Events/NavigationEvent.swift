import NavCore

/// One public operation on a router and what became of it: every change, with its source, for
/// analytics, logs and tests.
public struct NavigationEvent: Sendable {
  /// What became of the request.
  public enum Outcome: Sendable {
    /// It applied, and changed this (nothing, when the change is empty).
    case applied(NavigationChange)
    /// It was refused, for this reason; the state did not change.
    case refused(NavigationRefusal)
    /// A guard denied it, for this reason; the state did not change. A request a leave guard
    /// held and the user then cancelled (``AppRouter/cancelLeave()``) ends so too, denied by
    /// that guard with its question as the reason.
    case denied(by: GuardToken, reason: String)
    /// A guard redirected it to these commands, with what became of them.
    case redirected(to: [NavigationCommand], NavigationResult)
    /// A leave guard holds it until the user confirms; the question it asks.
    case held(String)
  }

  /// The event's number in its router, from 1: a subscriber that sees a gap lost the events
  /// in it (see ``missedBefore``).
  public let index: Int
  /// Where the request came from.
  public let source: NavigationSource
  /// Its commands.
  public var commands: [NavigationCommand] {
    requested.all
  }
  /// The commands as the request held them: a lone command without an array, made only when
  /// ``commands`` is read.
  let requested: Request.Commands
  /// What became of it.
  public let outcome: Outcome
  /// How many events this subscriber lost just before this one, because it fell behind and
  /// its buffer dropped the oldest.
  public internal(set) var missedBefore = 0
}

extension NavigationEvent: CustomStringConvertible {
  public var description: String {
    let what = commands.map(\.description).joined(separator: ", ")
    let result =
      switch outcome {
      case .applied(let change): change.isEmpty ? "applied, no change" : "applied"
      case .refused(let refusal): "refused: \(refusal)"
      case .denied(_, let reason): "denied: \(reason)"
      case .redirected(let commands, let result):
        "redirected to [\(commands.map(\.description).joined(separator: ", "))]: \(result)"
      case .held(let message): "held: \(message)"
      }
    return "#\(index) \(source): [\(what)] \(result)"
  }
}
