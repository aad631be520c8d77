/// What the reachability explorer found: how far it went, the screens it reached, what is
/// wrong, and the map of the transitions it played.
public struct ReachabilityReport: Hashable, Sendable {
  /// The distinct states reached, the start included.
  public var states: Int
  /// The actions played that changed the state, once per state and action.
  public var transitions: Int
  /// The fresh apps built to replay a path: one per action tried, and the start.
  public var replays: Int
  /// Whether a bound stopped the exploration: a state at the depth bound had actions left to
  /// try, or a new state was past the count bound. Findings then cover what was explored.
  public var reachedBound: Bool
  /// The screens shown on top in some state, by name, sorted.
  public var screens: [String]
  /// What is wrong, in the order found: breadth first, so each path is a shortest one; the
  /// screens never reached come last, in the order expected.
  public var findings: [ReachabilityFinding]
  /// The transitions as a graph of screens.
  public var map: NavigationMap
}
