/// A navigation state ready to be encoded, every route under its registered key: what
/// ``RestorationTable/save(_:)`` returns. In JSON, with a stack's path as runs of routes that
/// follow one another with one key:
///
/// ```
/// {"version": 2, "tree": {"root": {"k": "dashboard", "v": …},
///   "runs": [{"k": "dashboard", "v": [{…}, {…}]}, {"k": "settings", "v": [{…}]}],
///   "presented": {"style": "sheet", "tree": {…}},
///   "tabs": {"selected": 0, "reselect": true, "tabs": [{"id": {"k": …, "v": …}, "tree": {…}}]}}}
/// ```
public struct SavedNavigation: Encodable, Sendable {
  /// The schema version the state is saved with.
  public let version: Int
  /// The state.
  public let state: NavigationState
  let table: RestorationTable

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SavedKey.self)
    try container.encode(version, forKey: .version)
    var tree = container.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
    try write(state, to: &tree)
  }

  /// Writes one stack and everything in it.
  private func write(_ stack: NavigationState, to container: inout KeyedEncodingContainer<SavedKey>)
    throws
  {
    var root = container.nestedContainer(keyedBy: SavedKey.self, forKey: .root)
    try write(stack.root, to: &root)
    if !stack.path.isEmpty {
      var runs = container.nestedUnkeyedContainer(forKey: .runs)
      try writeRuns(of: stack.path, to: &runs)
    }
    if let layer = stack.presented {
      var presented = container.nestedContainer(keyedBy: SavedKey.self, forKey: .presented)
      try presented.encode(layer.style.rawValue, forKey: .style)
      var tree = presented.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
      try write(layer.state, to: &tree)
    }
    if let tabs = stack.tabs {
      var group = container.nestedContainer(keyedBy: SavedKey.self, forKey: .tabs)
      try group.encode(tabs.selectedIndex, forKey: .selected)
      try group.encode(tabs.reselectPopsToRoot, forKey: .reselect)
      var list = group.nestedUnkeyedContainer(forKey: .tabs)
      for tab in tabs.entries {
        var entry = list.nestedContainer(keyedBy: SavedKey.self)
        var id = entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id)
        try write(tab.id, to: &id)
        var tree = entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
        try write(tab.state, to: &tree)
      }
    }
  }

  /// Writes one route under its key: `{"k": key, "v": route}`.
  private func write(_ route: AnyRoute, to container: inout KeyedEncodingContainer<SavedKey>)
    throws
  {
    let coder = try table.coder(encoding: route, at: container.codingPath)
    try container.encode(coder.key, forKey: .key)
    try coder.encode(route, container.superEncoder(forKey: .value))
  }

  /// Writes `path` as runs: each the longest stretch of routes of one type, under its key
  /// written once, `{"k": key, "v": [route, …]}`.
  private func writeRuns(of path: RoutePath, to runs: inout any UnkeyedEncodingContainer) throws {
    var start = path.startIndex
    while start < path.endIndex {
      let type = path[start].routeType
      let end = path[start...].firstIndex { $0.routeType != type } ?? path.endIndex
      let coder = try table.coder(encoding: path[start], at: runs.codingPath)
      var run = runs.nestedContainer(keyedBy: SavedKey.self)
      try run.encode(coder.key, forKey: .key)
      var values = run.nestedUnkeyedContainer(forKey: .value)
      try coder.encodeRun(path[start..<end], &values)
      start = end
    }
  }
}

extension RestorationTable {
  /// The state, ready to encode with any `Encoder`; a state reading would refuse is refused
  /// now, not at the next launch.
  ///
  /// - Throws: ``RestorationError/unregisteredType(_:at:)`` naming the first route type with no
  ///   key, and where it is; `RestorationError.invalidTree`,
  ///   `RestorationError.tooDeep` or `RestorationError.tooLarge` (roots and
  ///   tab identities count as routes) for a state reading would refuse.
  public func save(_ state: NavigationState) throws(RestorationError) -> SavedNavigation {
    do {
      try state.validate()
    } catch {
      throw .invalidTree(error.description)
    }
    func check(_ route: AnyRoute, at place: ScreenID) throws(RestorationError) {
      guard codersByType[route.routeType] == nil else { return }
      throw .unregisteredType(String(reflecting: route.routeMetatype), at: place)
    }
    var routes = 0
    var pending: [(NavigationState, StackAddress)] = [(state, .root)]
    while let (stack, address) = pending.popLast() {
      guard address.steps.count <= limits.depth else { throw .tooDeep(limit: limits.depth) }
      routes += 1 + stack.path.count + (stack.tabs?.entries.count ?? 0)
      guard routes <= limits.routes else { throw .tooLarge(limit: limits.routes) }
      try check(stack.root, at: ScreenID(stack: address, depth: 0))
      for (index, route) in stack.path.enumerated() {
        try check(route, at: ScreenID(stack: address, depth: index + 1))
      }
      if let layer = stack.presented { pending.append((layer.state, address.presented)) }
      for tab in stack.tabs?.entries ?? [] {
        try check(tab.id, at: ScreenID(stack: address, depth: 0))
        pending.append((tab.state, address.tab(tab.id)))
      }
    }
    return SavedNavigation(version: version, state: state, table: self)
  }
}

/// The keys of the saved form.
enum SavedKey: String, CodingKey {
  case version, tree
  case root, presented, tabs
  /// A stack's path as runs of routes with one key: what ``SavedNavigation`` writes.
  case runs
  /// A stack's path, one object per route: a form no longer read, named to refuse it.
  case path
  case key = "k"
  case value = "v"
  case style, selected, reselect, id
}
