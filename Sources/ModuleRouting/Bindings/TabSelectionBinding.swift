import NavCore

/// What a tab bar's `TabView(selection:)` binding shows, and what a write to it does.
///
/// The binding carries the tab the view showed as selected (``shown``), so a tap is judged
/// against what the user saw: a tap on the tab shown as selected is a tap again, which pops
/// that tab to its root when the tab bar says so; a tap on another tab selects it, and if the
/// router selected that tab since the view was drawn, asks for nothing more — it never pops
/// a stack the user did not see selected. A tap under a layer that covers the tab bar is
/// refused (``NavigationRefusal/tabBarCovered``).
///
/// ```swift
/// let selection = TabSelectionBinding(address: address, in: tree)
/// TabView(selection: Binding(get: { selection.shown ?? first }, set: { tab in
///   selection.write(tab, in: tree)
/// })) { … }
/// ```
@MainActor
public struct TabSelectionBinding {
  /// The stack holding the tab bar.
  public let address: StackAddress
  /// The selected tab when the view read it: the selection the `TabView` was given.
  public let shown: AnyRoute?

  /// The binding of the tab bar at `address`, as `tree` shows it now.
  public init(address: StackAddress, in tree: ShownTree) {
    self.init(address: address, shown: tree.selectedTab(at: address))
  }

  /// The binding of the tab bar at `address`, showing `shown` as selected: what a host that
  /// keeps its own copy — a `UITabBarController` — shows.
  public init(address: StackAddress, shown: AnyRoute?) {
    self.address = address
    self.shown = shown
  }

  /// Writes `tab` as the user's tap, through the router.
  ///
  /// - Parameters:
  ///   - tab: The tab tapped.
  ///   - tree: The tree as the view shows it; nothing is written while it is leaving.
  ///   - fileID: The caller's file, named in any issue the write reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: What the router answered, or `nil` when nothing was asked: the view is
  ///   leaving, or the router selected the tab since the view showed another.
  @discardableResult
  public func write(
    _ tab: AnyRoute, in tree: ShownTree, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult? {
    guard tree.isLive else { return nil }
    let app = tree.app
    if tab != shown, app.storage.state[stack: address]?.tabs?.selected == tab {
      // A tap on a tab the user did not see selected asks for the tab, not for its root.
      app.showAgain(.selectedTab(address))
      return nil
    }
    return app.selectTab(tab, at: address, fileID: fileID, line: line)
  }
}
