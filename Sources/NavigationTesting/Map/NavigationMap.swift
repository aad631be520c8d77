/// The transitions the reachability explorer played, as a graph of screens: a node per screen
/// shown on top, grouped by the module that declared its route type, and an edge per action
/// that led from one screen to another, labelled with the action and styled by its kind.
///
/// Screens and edges are sorted, so the map of an unchanged app prints the same text, and a
/// change to the app's navigation shows as a small diff of ``mermaid`` or ``dot``: check the
/// text in, and have a test compare it with the map of the app as it is.
///
/// An action that changes the state but leaves the same screen on top (a tab's stack changed
/// under a sheet, a draft edited) draws no edge.
public struct NavigationMap: Hashable, Sendable {
  /// The screen on top at the start.
  public var start: String
  /// Every screen, sorted.
  public var screens: [String]
  /// Every edge, sorted, each once.
  public var edges: [Edge]
  /// The module of each screen that has one, by screen: the module whose catalog declared the
  /// screen's route type.
  package var modules: [String: String]
  /// The labels of the actions that tap the tab bar: their ``Edge/Kind/tab`` edges are drawn
  /// once, from the tab bar; other actions' are drawn from their screen.
  package var tabBarActions: Set<String>

  /// A map of `edges`, from `start`; the screens are `screens` and those the edges name.
  ///
  /// - Parameters:
  ///   - start: The screen on top at the start.
  ///   - screens: Screens to show even with no edge.
  ///   - edges: The edges, in any order, repeated or not.
  ///   - modules: The module of each screen that has one, by screen.
  ///   - tabBarActions: The labels of the actions that tap the tab bar.
  package init(
    start: String, screens: [String] = [], edges: [Edge], modules: [String: String] = [:],
    tabBarActions: Set<String> = []
  ) {
    self.start = start
    let named = Set(screens + [start] + edges.flatMap { [$0.from, $0.to] })
    self.edges = Set(edges).sorted()
    self.screens = named.sorted()
    self.modules = modules.filter { named.contains($0.key) }
    self.tabBarActions = tabBarActions.filter { action in
      edges.contains { $0.kind == .tab && $0.action == action }
    }
  }
}
