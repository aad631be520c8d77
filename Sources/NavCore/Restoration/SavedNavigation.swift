/// A navigation state ready to be encoded, every route under its registered key: what
/// ``RestorationTable/save(_:)`` returns.
///
/// The encoded form, in JSON. A stack's path is written as runs: each run holds the routes, in
/// order, that follow one another with the same key, so the key is written once per run rather
/// than once per route:
///
/// ```
/// {"version": 2, "tree": {"root": {"k": "dashboard", "v": …},
///   "runs": [{"k": "dashboard", "v": [{…}, {…}]}, {"k": "settings", "v": [{…}]}],
///   "presented": {"style": "sheet", "tree": {…}},
///   "tabs": {"selected": 0, "reselect": true, "tabs": [{"id": {"k": …, "v": …}, "tree": {…}}]}}}
/// ```
///
/// It is the one saved form: states saved before runs, which wrote each route of a path as its
/// own object (`"path"`), were never released, and reading refuses them.
public struct SavedNavigation: Encodable, Sendable {
  /// The schema version the state is saved with.
  public let version: Int
  /// The state.
  public let state: NavigationState
  let table: RestorationTable

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SavedKey.self)
    try container.encode(version, forKey: .version)
    try StackWriter(state: state, table: table).encode(to: container.superEncoder(forKey: .tree))
  }
}

extension RestorationTable {
  /// The state, ready to encode with any `Encoder`.
  ///
  /// A state that reading would refuse is refused now, not at the next launch: one that breaks
  /// the tree's rules, nests deeper or holds more routes (roots and tab identities included)
  /// than ``limits`` allow.
  ///
  /// - Throws: ``RestorationError/unregisteredType(_:at:)`` naming the first route type with no
  ///   key, and where it is; ``RestorationError/invalidTree(_:)``,
  ///   ``RestorationError/tooDeep(limit:)`` or ``RestorationError/tooLarge(limit:)`` for a
  ///   state reading would refuse.
  public func save(_ state: NavigationState) throws(RestorationError) -> SavedNavigation {
    do {
      try state.validate()
    } catch {
      throw .invalidTree(error.description)
    }
    var routes = 0
    var pending: [(NavigationState, StackAddress)] = [(state, .root)]
    while let (stack, address) = pending.popLast() {
      guard address.steps.count <= limits.depth else { throw .tooDeep(limit: limits.depth) }
      routes += 1 + stack.path.count + (stack.tabs?.entries.count ?? 0)
      guard routes <= limits.routes else { throw .tooLarge(limit: limits.routes) }
      guard coder(for: stack.root) != nil else {
        throw .unregisteredType(
          String(reflecting: stack.root.routeMetatype), at: ScreenID(stack: address, depth: 0))
      }
      for (index, route) in stack.path.enumerated() where coder(for: route) == nil {
        throw .unregisteredType(
          String(reflecting: route.routeMetatype), at: ScreenID(stack: address, depth: index + 1))
      }
      if let layer = stack.presented { pending.append((layer.state, address.presented)) }
      for tab in stack.tabs?.entries ?? [] {
        guard coder(for: tab.id) != nil else {
          throw .unregisteredType(
            String(reflecting: tab.id.routeMetatype), at: ScreenID(stack: address, depth: 0))
        }
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

/// Writes one stack and everything in it.
struct StackWriter: Encodable {
  let state: NavigationState
  let table: RestorationTable

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SavedKey.self)
    try RouteWriter(route: state.root, table: table).encode(
      to: container.superEncoder(forKey: .root))
    if !state.path.isEmpty {
      var runs = container.nestedUnkeyedContainer(forKey: .runs)
      try writeRuns(of: state.path, to: &runs)
    }
    if let layer = state.presented {
      var presented = container.nestedContainer(keyedBy: SavedKey.self, forKey: .presented)
      try presented.encode(layer.style.rawValue, forKey: .style)
      try StackWriter(state: layer.state, table: table).encode(
        to: presented.superEncoder(forKey: .tree))
    }
    if let tabs = state.tabs {
      var group = container.nestedContainer(keyedBy: SavedKey.self, forKey: .tabs)
      try group.encode(tabs.selectedIndex, forKey: .selected)
      try group.encode(tabs.reselectPopsToRoot, forKey: .reselect)
      var list = group.nestedUnkeyedContainer(forKey: .tabs)
      for tab in tabs.entries {
        var entry = list.nestedContainer(keyedBy: SavedKey.self)
        try RouteWriter(route: tab.id, table: table).encode(to: entry.superEncoder(forKey: .id))
        try StackWriter(state: tab.state, table: table).encode(
          to: entry.superEncoder(forKey: .tree))
      }
    }
  }

  /// Writes `path` as runs: each the longest stretch of routes of one type, under its key.
  private func writeRuns(of path: RoutePath, to runs: inout any UnkeyedEncodingContainer) throws {
    var start = path.startIndex
    while start < path.endIndex {
      let type = path[start].routeType
      var end = start + 1
      while end < path.endIndex && path[end].routeType == type { end += 1 }
      try RunWriter(routes: path[start..<end], table: table).encode(to: runs.superEncoder())
      start = end
    }
  }
}

/// Writes one route under its key.
struct RouteWriter: Encodable {
  let route: AnyRoute
  let table: RestorationTable

  func encode(to encoder: any Encoder) throws {
    let coder = try table.savedCoder(for: route, at: encoder.codingPath)
    var container = encoder.container(keyedBy: SavedKey.self)
    try container.encode(coder.key, forKey: .key)
    try coder.encode(route, container.superEncoder(forKey: .value))
  }
}

/// Writes routes of one type under their key, written once: `{"k": key, "v": [route, …]}`.
struct RunWriter: Encodable {
  let routes: Slice<RoutePath>
  let table: RestorationTable

  func encode(to encoder: any Encoder) throws {
    guard let first = routes.first else {
      preconditionFailure("an empty run while writing the runs of a path")
    }
    let coder = try table.savedCoder(for: first, at: encoder.codingPath)
    var container = encoder.container(keyedBy: SavedKey.self)
    try container.encode(coder.key, forKey: .key)
    var values = container.nestedUnkeyedContainer(forKey: .value)
    try coder.encodeRun(routes, &values)
  }
}

extension RestorationTable {
  /// The coder of a route being written, which ``save(_:)`` checked every route has.
  fileprivate func savedCoder(for route: AnyRoute, at codingPath: [any CodingKey]) throws
    -> RouteCoder
  {
    guard let coder = coder(for: route) else {
      throw EncodingError.invalidValue(
        route, .init(codingPath: codingPath, debugDescription: "no key for \(route)"))
    }
    return coder
  }
}
