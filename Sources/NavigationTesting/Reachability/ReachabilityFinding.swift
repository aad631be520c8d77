/// What the reachability explorer found wrong, each with the shortest sequence of actions,
/// by their labels, that shows it from the start.
///
/// ```swift
/// XCTAssertEqual(
///   report.findings,
///   [
///     .guardHole(rule: "billing needs a confirmed sign-in", screen: "dashboard.billing",
///       path: ["sign in", "home: billing"]),
///     .deadEnd(screen: "settings.notifications", path: ["sign in", "home: items", …]),
///   ])
/// ```
public enum ReachabilityFinding: Hashable, Sendable {
  /// A screen the test expects that no state explored shows on top.
  case unreached(screen: String)
  /// A state away from any root — something pushed or presented, or a leave held — where no
  /// action offered changes anything: the user is stuck on `screen`. Reported once per
  /// screen, with the shortest path to it.
  case deadEnd(screen: String, path: [String])
  /// A route the app's rule says must not be in the tree is: `screen` shows it, and `rule`
  /// names the rule. Reported once per rule.
  case guardHole(rule: String, screen: String, path: [String])
  /// An invariant the test states does not hold after `path`. Reported once per invariant.
  case invariantBroken(String, path: [String])
  /// Replaying `path` on a fresh app did not reach the state it reached before: the app's
  /// navigation depends on something the explorer does not replay (a clock, a random
  /// number, state shared between apps).
  case replayDiverged(path: [String])
  /// An awaited action whose task did not end within
  /// ``ReachabilityExplorer/Limits/cancellationWait`` once the explorer cancelled it: `action`
  /// ignores cancellation, and its app is not released. `path` is the first that played it,
  /// ending with it. Reported once per action.
  case unfinished(action: String, path: [String])
}
