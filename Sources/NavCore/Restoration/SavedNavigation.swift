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
    try TreeCoding(table: table, payloads: .everyRoute).write(state, to: &tree)
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

/// The keys of the saved form, and of the form of a tree ``TreeCoding`` writes.
enum SavedKey: String, CodingKey {
  case version, tree
  case root, presented, tabs
  /// A stack's path as runs of routes with one key: what ``SavedNavigation`` writes.
  case runs
  /// A stack's path, one object per route: a form no longer read, named to refuse it.
  case path
  case key = "k"
  case value = "v"
  /// How many routes a run written without their payloads holds.
  case count = "n"
  case style, selected, reselect, id
}
