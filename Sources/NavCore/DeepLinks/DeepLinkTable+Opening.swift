extension DeepLinkTable {
  /// The state a link writes, as written: a stack, its tab bar, its layers.
  ///
  /// ```swift
  /// try links.state(for: "/dashboard/dashboard/details/7/~sheet/sheet/edit/7")
  /// // DashboardRoute.home › details(id: 7), presenting a sheet showing SheetRoute.edit(id: 7)
  /// ```
  ///
  /// A tab bar opened by `~tab:KEY` alone holds only the tabs the link names; open the link
  /// with ``state(for:from:)`` to update the tabs of the current state instead.
  ///
  /// - Parameter link: A path (`/dashboard/details/7`), or a URL whose scheme and authority
  ///   are skipped (`myapp:///dashboard/details/7`, `https://example.com/dashboard/details/7`).
  /// - Throws: A ``DeepLinkError`` naming the first segment that failed.
  public func state(for link: String) throws(DeepLinkError) -> NavigationState {
    var reader = DeepLinkTreeReader(table: self, tokens: try DeepLinkTokens(link))
    return try reader.readLink()
  }

  /// The state opening a link leads to from `current`.
  ///
  /// A link writes a whole tree, and opening it replaces the current one — except for a tab
  /// bar the link opens with `~tab:KEY` alone (no `~tabs:`): when the current state has a
  /// tab bar at the same place, under the same root, the link updates only the tabs it names,
  /// each with the state it writes, keeps the others as they are, and selects the last it
  /// names. Everything else in the link — layers over the tab bar included — is as written,
  /// so `/main/~tab:settings/settings/privacy` shows the settings tab at privacy, with nothing
  /// presented over the tab bar.
  ///
  /// A link the table printed (``url(for:)``) always writes whole tab bars, so opening it
  /// gives exactly the state it was printed from, whatever `current` is.
  ///
  /// - Parameters:
  ///   - link: The link.
  ///   - current: The state the link is opened from.
  /// - Throws: A ``DeepLinkError`` naming the first segment that failed, and
  ///   ``DeepLinkError/unknownTab(_:at:)`` for a tab the current tab bar lacks.
  public func state(for link: String, from current: NavigationState) throws(DeepLinkError)
    -> NavigationState
  {
    var reader = DeepLinkTreeReader(table: self, tokens: try DeepLinkTokens(link))
    var target = try reader.readLink()
    for bar in reader.partialBars {
      try merge(bar, into: &target, from: current)
    }
    return target
  }

  /// The one route a link writes: `/dashboard/details/7` for `DashboardRoute.details(id: 7)`.
  ///
  /// - Throws: A ``DeepLinkError``: ``DeepLinkError/noMatch(_:at:)`` naming the first segment
  ///   that the route cannot take, and ``DeepLinkError/unexpected(_:_:at:)`` for a marker.
  public func route(for link: String) throws(DeepLinkError) -> AnyRoute {
    let tokens = try DeepLinkTokens(link)
    if let marker = tokens.kinds.firstIndex(where: { !$0.isText }) {
      throw .unexpected(
        tokens.rawText(marker), "a link to one route has no markers",
        at: DeepLinkTokens.position(marker))
    }
    guard let match = trie.longestMatch(in: tokens.path, 0..<tokens.count) else {
      throw .noMatch(tokens.rawText(0), at: 1)
    }
    guard match.end == tokens.count else {
      throw .noMatch(tokens.rawText(match.end), at: DeepLinkTokens.position(match.end))
    }
    let route = try route(from: match, at: 0, in: tokens)
    if let failure = tokens.queryFailure { throw failure }
    return route
  }

  /// Updates the current tab bar at a partial bar's address with the tabs the link names.
  private func merge(
    _ bar: DeepLinkTreeReader.PartialBar, into target: inout NavigationState,
    from current: NavigationState
  ) throws(DeepLinkError) {
    guard let stack = current[stack: bar.address], var tabs = stack.tabs,
      let written = target[stack: bar.address], written.root == stack.root,
      let writtenTabs = written.tabs
    else { return }
    for (tab, key, position) in bar.tabs {
      guard let index = tabs.index(of: tab) else { throw .unknownTab(key, at: position) }
      let state = writtenTabs.entries[writtenTabs.index(of: tab) ?? 0].state
      tabs.modifyState(at: index) { $0 = state }
    }
    if let selected = writtenTabs.selected, let index = tabs.index(of: selected) {
      tabs.selectedIndex = index
    }
    _ = target.modify(at: bar.address) { $0.tabs = tabs }
  }
}

extension DeepLinkTokens.Kind {
  var isText: Bool {
    if case .text = self { return true }
    return false
  }
}
