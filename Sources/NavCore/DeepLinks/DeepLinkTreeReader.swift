/// The tree grammar, read: a link's segments into a ``NavigationState``.
///
/// ```
/// link   := state
/// state  := stack [tabBar] [layer]
/// stack  := route (route | "~")*          a route is one or more text segments
/// tabBar := ["~tabs:KEY[;keep]"] ("~tab:KEY" state)+ ["~end"]
/// layer  := "~STYLE" state                 ~sheet, ~fullScreenCover, ~popover, ~alert,
///                                          ~confirmationDialog
/// ```
///
/// - A stack is its routes, root first. Each route is the longest match from where the one
///   before ended; a bare `~` ends a route where the next would otherwise be read into it.
/// - A tab bar follows a stack of one route, its root. `~tabs:KEY` opens it with tab KEY
///   selected and says the link writes the whole bar. Each `~tab:KEY` starts a tab of the
///   innermost open bar; with no bar open, `~tab:KEY` opens one too, which is *partial*: it
///   updates the named tabs of the current bar (see ``DeepLinkTable/state(for:from:)``) and
///   selects the last one. `~end` closes the innermost bar; it is needed only when something
///   follows at an outer level.
/// - A layer is presented over the state written before it (over its tab bar, if it has one)
///   and ends where that state ends. An alert or a confirmation dialog holds one route.
struct DeepLinkTreeReader {
  /// A tab bar opened by `~tab:KEY` alone: where it is, and the tabs it names with where.
  struct PartialBar {
    var address: StackAddress
    var tabs: [(tab: AnyRoute, key: String, position: Int)]
  }

  let table: DeepLinkTable
  let tokens: DeepLinkTokens
  private var index = 0
  private(set) var partialBars: [PartialBar] = []

  init(table: DeepLinkTable, tokens: DeepLinkTokens) {
    self.table = table
    self.tokens = tokens
  }

  /// Reads the whole link.
  mutating func readLink() throws(DeepLinkError) -> NavigationState {
    let state = try readState(depth: 0, insideBar: false, at: .root, leaf: false)
    if index < tokens.count { throw unexpected("nothing at an outer level follows here") }
    if let failure = tokens.queryFailure { throw failure }
    return state
  }

  // MARK: States

  private mutating func readState(
    depth: Int, insideBar: Bool, at address: StackAddress, leaf: Bool
  ) throws(DeepLinkError) -> NavigationState {
    guard depth <= DeepLinkLimits.maxDepth else {
      throw .limitExceeded("depth", limit: DeepLinkLimits.maxDepth)
    }
    let (routes, starts) = try readStack()
    var state = NavigationState(root: routes[0], path: RoutePath(routes.dropFirst()))
    if leaf {
      if routes.count > 1 {
        throw .unexpected(
          tokens.rawText(starts[1]), "an alert or a dialog holds one route",
          at: DeepLinkTokens.position(starts[1]))
      }
      if case .marker(let marker)? = next, marker.opens(insideBar: insideBar) {
        throw unexpected("an alert or a dialog is a leaf: it opens nothing")
      }
      return state
    }
    if case .marker(let marker)? = next, marker.opensTabBar(insideBar: insideBar) {
      guard routes.count == 1 else { throw unexpected("a stack with tabs holds only its root") }
      state.tabs = try readTabBar(depth: depth, at: address)
    }
    if case .marker(.layer(let style))? = next {
      index += 1
      let layer = try readState(
        depth: depth + 1, insideBar: insideBar, at: address.presented, leaf: style.isLeaf)
      state.presented = PresentedLayer(style, state: layer)
    }
    return state
  }

  /// Reads a tab bar, at its `~tabs:` or its first `~tab:`.
  private mutating func readTabBar(depth: Int, at address: StackAddress) throws(DeepLinkError)
    -> TabGroup
  {
    var selection: (key: String, keep: Bool, position: Int)?
    if case .marker(.tabs(let key, let keep))? = next {
      selection = (key, keep, DeepLinkTokens.position(index))
      index += 1
    }
    var tabs: [(tab: AnyRoute, key: String, position: Int)] = []
    var states: [(AnyRoute, NavigationState)] = []
    while case .marker(.tab(let key))? = next {
      let position = DeepLinkTokens.position(index)
      guard let tab = table.tabsByKey[key]?.tab else { throw .unknownTab(key, at: position) }
      guard !tabs.contains(where: { $0.tab == tab }) else {
        throw unexpected("tab \(key) is written twice")
      }
      index += 1
      tabs.append((tab, key, position))
      states.append(
        (tab, try readState(depth: depth + 1, insideBar: true, at: address.tab(tab), leaf: false)))
    }
    guard let last = tabs.last else { throw unexpected("a tab bar starts with ~tab:KEY") }
    if case .marker(.end)? = next { index += 1 }
    guard let selection else {
      partialBars.append(PartialBar(address: address, tabs: tabs))
      return TabGroup(states, selected: last.tab)
    }
    guard let selected = tabs.first(where: { $0.key == selection.key }) else {
      throw .unknownTab(selection.key, at: selection.position)
    }
    return TabGroup(states, selected: selected.tab, reselectPopsToRoot: !selection.keep)
  }

  // MARK: Stacks

  /// Reads the routes of a stack, and where each starts.
  private mutating func readStack() throws(DeepLinkError) -> ([AnyRoute], [Int]) {
    var routes: [AnyRoute] = []
    var starts: [Int] = []
    while true {
      while case .marker(.boundary)? = next {
        index += 1
      }
      let start = index
      while case .text? = next {
        index += 1
      }
      guard start < index else { break }
      try readRoutes(start..<index, into: &routes, starts: &starts)
    }
    guard !routes.isEmpty else {
      throw unexpected(index < tokens.count ? "a route must come here" : "a route must follow")
    }
    return (routes, starts)
  }

  /// Reads consecutive routes from a run of text segments.
  private func readRoutes(
    _ run: Range<Int>, into routes: inout [AnyRoute], starts: inout [Int]
  ) throws(DeepLinkError) {
    var start = run.lowerBound
    while start < run.upperBound {
      guard let match = table.trie.longestMatch(in: tokens.path, start..<run.upperBound) else {
        throw .noMatch(tokens.rawText(start), at: DeepLinkTokens.position(start))
      }
      routes.append(try table.route(from: match, at: start, in: tokens))
      starts.append(start)
      start = match.end
    }
  }

  // MARK: Tokens

  private var next: DeepLinkTokens.Kind? {
    index < tokens.count ? tokens.kinds[index] : nil
  }

  /// An error about the next segment — or, at the end of the link, about its last segment.
  private func unexpected(_ problem: String) -> DeepLinkError {
    let at = min(index, tokens.count - 1)
    return .unexpected(tokens.rawText(at), problem, at: DeepLinkTokens.position(at))
  }
}

extension DeepLinkMarker {
  /// Whether the marker, after a stack, opens a tab bar on it.
  func opensTabBar(insideBar: Bool) -> Bool {
    switch self {
    case .tabs: true
    case .tab: !insideBar
    default: false
    }
  }

  /// Whether the marker, after a stack, opens something on it: a tab bar or a layer.
  func opens(insideBar: Bool) -> Bool {
    if case .layer = self { return true }
    return opensTabBar(insideBar: insideBar)
  }
}
