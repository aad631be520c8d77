/// The transitions the reachability explorer played, as a graph of screens: a node per screen
/// shown on top, an edge per action that led from one screen to another, labelled with the
/// action.
///
/// Screens and edges are sorted, so the map of an unchanged app prints the same text, and a
/// change to the app's navigation shows as a small diff of ``mermaid`` or ``dot``: check the
/// text in, and have a test compare it with the map of the app as it is.
///
/// An action that changes the state but leaves the same screen on top (a tab's stack changed
/// under a sheet, a draft edited) draws no edge.
public struct NavigationMap: Hashable, Sendable {
  /// One way from one screen to another.
  public struct Edge: Hashable, Sendable, Comparable {
    /// The screen on top before the action.
    public var from: String
    /// The action's label.
    public var action: String
    /// The screen on top after it.
    public var to: String

    /// An edge from `from` to `to` by `action`.
    package init(from: String, action: String, to: String) {
      self.from = from
      self.action = action
      self.to = to
    }

    /// Edges in order of the screen they leave, then the screen they reach, then the action.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.from, lhs.to, lhs.action) < (rhs.from, rhs.to, rhs.action)
    }
  }

  /// The screen on top at the start.
  public var start: String
  /// Every screen, sorted.
  public var screens: [String]
  /// Every edge, sorted, each once.
  public var edges: [Edge]

  /// A map of `edges`, from `start`; the screens are `screens` and those the edges name.
  ///
  /// - Parameters:
  ///   - start: The screen on top at the start.
  ///   - screens: Screens to show even with no edge.
  ///   - edges: The edges, in any order, repeated or not.
  package init(start: String, screens: [String] = [], edges: [Edge]) {
    self.start = start
    self.edges = Set(edges).sorted()
    self.screens = Set(screens + [start] + edges.flatMap { [$0.from, $0.to] }).sorted()
  }
}
