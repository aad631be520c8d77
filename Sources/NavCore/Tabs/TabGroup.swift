/// A tab bar: tabs in order, each with a navigation state of its own, and the selected one.
///
/// Each tab is identified by a value of any `Hashable & Sendable` type, usually an enum declared
/// as a ``NavigationTab``:
///
/// ```swift
/// enum MainTab: NavigationTab { case home, settings }
/// let tabs = TabGroup([
///   (MainTab.home, NavigationState(root: HomeRoute.feed)),
///   (MainTab.settings, NavigationState(root: SettingsRoute.main)),
/// ], selected: MainTab.home)
/// tabs[MainTab.home]?.root  // AnyRoute(HomeRoute.feed)
/// ```
///
/// Tabs keep their stacks while another is selected. Selecting the selected tab again pops it
/// to its root when ``reselectPopsToRoot`` is set, as on iOS.
public struct TabGroup: Hashable, Sendable {
  /// One tab: its identity and its state.
  struct Tab: Hashable, Sendable {
    var id: AnyRoute
    var state: NavigationState
  }

  /// The tabs in order, each identity once.
  private(set) var entries: [Tab]
  /// The position of the selected tab in ``entries``.
  var selectedIndex: Int
  /// Whether selecting the selected tab again pops it to its root.
  public var reselectPopsToRoot: Bool

  /// A tab bar of `tabs`, in order, with `selected` selected.
  ///
  /// A tab listed twice keeps its first state. A `selected` that is not among the tabs
  /// selects the first tab; ``NavigationState/validate()`` reports neither, since the result
  /// is a valid tab bar.
  ///
  /// - Parameters:
  ///   - tabs: Each tab's identity and its state, in order.
  ///   - selected: The tab shown first.
  ///   - reselectPopsToRoot: Whether selecting the selected tab pops it to its root; `true`
  ///     by default.
  public init<Tab: Hashable & Sendable>(
    _ tabs: [(Tab, NavigationState)], selected: Tab, reselectPopsToRoot: Bool = true
  ) {
    var entries: [TabGroup.Tab] = []
    var seen: Set<AnyRoute> = []
    for (tab, state) in tabs where seen.insert(AnyRoute(tab)).inserted {
      entries.append(TabGroup.Tab(id: AnyRoute(tab), state: state))
    }
    self.entries = entries
    selectedIndex = entries.firstIndex { $0.id == AnyRoute(selected) } ?? 0
    self.reselectPopsToRoot = reselectPopsToRoot
  }

  /// The tabs' identities, in order.
  public var tabs: [AnyRoute] {
    entries.map(\.id)
  }

  /// Each tab's state, in the order of ``tabs``.
  public var states: [NavigationState] {
    entries.map(\.state)
  }

  /// The selected tab, or `nil` for a group made with no tabs.
  public var selected: AnyRoute? {
    entries.indices.contains(selectedIndex) ? entries[selectedIndex].id : nil
  }

  /// The state of `tab`, or `nil` when there is no such tab.
  ///
  /// - Parameter tab: A tab's identity, compared with its type.
  package subscript<Tab: Hashable & Sendable>(tab: Tab) -> NavigationState? {
    index(of: AnyRoute(tab)).map { entries[$0].state }
  }

  /// The position of `tab` among the tabs.
  func index(of tab: AnyRoute) -> Int? {
    // The selected tab first: the focus goes through it, and most addresses do.
    if entries.indices.contains(selectedIndex) && entries[selectedIndex].id == tab {
      return selectedIndex
    }
    return entries.firstIndex { $0.id == tab }
  }

  /// Changes the state of the tab at `index` in place.
  mutating func modifyState<Result, Failure: Error>(
    at index: Int, _ body: (inout NavigationState) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(&entries[index].state)
  }
}
