/// A navigation state ready to be encoded, every route under its registered key: what
/// ``RestorationTable/save(_:)`` returns.
///
/// The encoded form, in JSON:
///
/// ```
/// {"version": 2, "tree": {"root": {"k": "dashboard", "v": …}, "path": [{"k": …, "v": …}],
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
    try StackWriter(state: state, table: table).encode(to: container.superEncoder(forKey: .tree))
  }
}

extension RestorationTable {
  /// The state, ready to encode with any `Encoder`.
  ///
  /// - Throws: ``RestorationError/unregisteredType(_:at:)`` naming the first route type with no
  ///   key, and where it is — found now, not when the state is restored.
  public func save(_ state: NavigationState) throws(RestorationError) -> SavedNavigation {
    var pending: [(NavigationState, StackAddress)] = [(state, .root)]
    while let (stack, address) = pending.popLast() {
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
  case root, path, presented, tabs
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
      var path = container.nestedUnkeyedContainer(forKey: .path)
      for route in state.path {
        try RouteWriter(route: route, table: table).encode(to: path.superEncoder())
      }
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
}

/// Writes one route under its key.
struct RouteWriter: Encodable {
  let route: AnyRoute
  let table: RestorationTable

  func encode(to encoder: any Encoder) throws {
    // `save(_:)` checked every route of the tree has a coder.
    guard let coder = table.coder(for: route) else {
      throw EncodingError.invalidValue(
        route, .init(codingPath: encoder.codingPath, debugDescription: "no key for \(route)"))
    }
    var container = encoder.container(keyedBy: SavedKey.self)
    try container.encode(coder.key, forKey: .key)
    try coder.encode(route, container.superEncoder(forKey: .value))
  }
}
