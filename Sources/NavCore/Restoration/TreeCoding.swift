/// The one form of a navigation tree outside the process, every route under the key its type is
/// registered with: what a saved state (``SavedNavigation``) and a flight recording write.
///
/// A stack is its root, its path as runs of routes that follow one another with one key, the
/// layer presented over it and its tabs:
///
/// ```
/// {"root": {"k": "dashboard", "v": …},
///  "runs": [{"k": "dashboard", "v": [{…}, {…}]}, {"k": "settings", "v": [{…}]}],
///  "presented": {"style": "sheet", "tree": {…}},
///  "tabs": {"selected": 0, "reselect": true, "tabs": [{"id": {"k": …, "v": …}, "tree": {…}}]}}
/// ```
///
/// What a route writes beside its key is the caller's ``PayloadPolicy``. A route whose payload
/// is not written is `{"k": key}`, and a run of them `{"k": key, "n": count}`; a route whose
/// type has no key, when the policy lets it be written, is `{}`, and a run of them
/// `{"n": count}`. Neither reads back (see ``decodeTree(from:)``).
package struct TreeCoding: Sendable {
  /// The keys routes are written and read under, and the coders of their payloads.
  package let table: RestorationTable
  /// Which payloads are written.
  package let payloads: PayloadPolicy

  /// A coding with `table`'s keys, writing the payloads `payloads` says.
  package init(table: RestorationTable, payloads: PayloadPolicy) {
    self.table = table
    self.payloads = payloads
  }

  /// Whether `route` is written with its payload: its type has a key and the policy writes it.
  package func writesPayload(of route: AnyRoute) -> Bool {
    table.key(of: route) != nil && payloads.writesPayload(ofType: route.routeType)
  }

  /// Writes `state`, the whole tree, with `encoder`.
  ///
  /// - Throws: `EncodingError.invalidValue` for a route whose type has no key when the policy
  ///   writes every route whole; a payload's own errors.
  package func encode(_ state: NavigationState, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SavedKey.self)
    try write(state, to: &container)
  }

  /// Writes one route, `{"k": key, "v": payload}` or less as the policy says, with `encoder`.
  ///
  /// - Throws: As writing a tree does.
  package func encode(_ route: AnyRoute, to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: SavedKey.self)
    try write(route, to: &container)
  }

  /// Writes one stack and everything in it.
  func write(_ stack: NavigationState, to container: inout KeyedEncodingContainer<SavedKey>)
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
      try writeTabs(tabs, to: container.nestedContainer(keyedBy: SavedKey.self, forKey: .tabs))
    }
  }

  /// Writes a tab bar: the selected tab's index, the reselect rule, and each tab's identity
  /// and tree.
  private func writeTabs(_ tabs: TabGroup, to bar: KeyedEncodingContainer<SavedKey>) throws {
    var bar = bar
    try bar.encode(tabs.selectedIndex, forKey: .selected)
    try bar.encode(tabs.reselectPopsToRoot, forKey: .reselect)
    var list = bar.nestedUnkeyedContainer(forKey: .tabs)
    for tab in tabs.entries {
      var entry = list.nestedContainer(keyedBy: SavedKey.self)
      var id = entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id)
      try write(tab.id, to: &id)
      var tree = entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
      try write(tab.state, to: &tree)
    }
  }

  /// Writes one route under its key: `{"k": key, "v": route}`, without `"v"` when the policy
  /// keeps its payload back.
  private func write(_ route: AnyRoute, to container: inout KeyedEncodingContainer<SavedKey>)
    throws
  {
    guard let coder = try coder(of: route, at: container.codingPath) else { return }
    try container.encode(coder.key, forKey: .key)
    guard payloads.writesPayload(ofType: coder.identity) else { return }
    try coder.encode(route, container.superEncoder(forKey: .value))
  }

  /// Writes `path` as runs: each the longest stretch of routes of one type, under its key
  /// written once, `{"k": key, "v": [route, …]}`, or `{"k": key, "n": count}` when the policy
  /// keeps their payloads back.
  private func writeRuns(of path: RoutePath, to runs: inout any UnkeyedEncodingContainer) throws {
    var start = path.startIndex
    while start < path.endIndex {
      let type = path[start].routeType
      let end = path[start...].firstIndex { $0.routeType != type } ?? path.endIndex
      var run = runs.nestedContainer(keyedBy: SavedKey.self)
      if let coder = try coder(of: path[start], at: runs.codingPath) {
        try run.encode(coder.key, forKey: .key)
        if payloads.writesPayload(ofType: coder.identity) {
          var values = run.nestedUnkeyedContainer(forKey: .value)
          try coder.encodeRun(path[start..<end], &values)
          start = end
          continue
        }
      }
      try run.encode(end - start, forKey: .count)
      start = end
    }
  }

  /// The coder of `route`'s type; `nil` when it has no key and the policy writes it as
  /// nothing.
  private func coder(of route: AnyRoute, at codingPath: [any CodingKey]) throws -> RouteCoder? {
    guard payloads.writesWholeTree || table.key(of: route) != nil else { return nil }
    return try table.coder(encoding: route, at: codingPath)
  }
}
