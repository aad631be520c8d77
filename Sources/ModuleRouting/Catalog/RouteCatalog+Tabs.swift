import NavCore

extension RouteCatalog {
  /// The tab bar item of `tab`, as ``addTabs(_:key:formerKeys:label:)`` declared its type's
  /// label; `nil` when its type has none.
  ///
  /// ```swift
  /// catalog.tabLabel(for: AnyRoute(MainTab.home))  // "Home"
  /// ```
  @MainActor
  public func tabLabel(for tab: AnyRoute) -> Screen? {
    guard tabLabels.hasScreen(for: tab) else { return nil }
    return try? tabLabels.screen(for: tab)
  }
}
