/// A route, or a run of routes, that migration drops: thrown from where its key is read to
/// where the stack, layer or tab it takes with it is read, which lists it and every route that
/// goes with it (see ``StackReader/discard(_:_:)``).
struct MigrationDrop: Error {
  /// The key as saved.
  let key: String
  /// Where the route is: the first route of a run, a root, or a tab bar for a tab's identity.
  let location: ScreenID

  /// How ``RestoredNavigation/dropped`` lists it.
  var report: RestorationError {
    .droppedByMigration(key, at: location)
  }
}

/// Where the routes of a stack that goes with a migration drop are listed: each at its own
/// place when the stack has an address, or all at their tab bar in a tab whose identity was not
/// read, which has none.
struct DiscardedPlace {
  /// The stack, or the stack of the tab bar.
  let address: StackAddress
  /// Whether `address` is the stack's own.
  let isExact: Bool
  /// How deep the stack nests, checked against the table's limit.
  let level: Int

  /// The place of the stack at `address`.
  init(_ address: StackAddress) {
    self.init(address, isExact: true, level: address.steps.count)
  }

  /// The place of the tree of a tab, of the bar at `address`, whose identity was not read.
  init(tabOf address: StackAddress) {
    self.init(address, isExact: false, level: address.steps.count + 1)
  }

  private init(_ address: StackAddress, isExact: Bool, level: Int) {
    self.address = address
    self.isExact = isExact
    self.level = level
  }

  /// The screen at `depth` in the stack.
  func screen(_ depth: Int) -> ScreenID {
    ScreenID(stack: address, depth: isExact ? depth : 0)
  }

  /// The place of the layer over the stack.
  var presented: DiscardedPlace {
    DiscardedPlace(isExact ? address.presented : address, isExact: isExact, level: level + 1)
  }

  /// The place of the tab `id` of the stack's bar, where `nil` is a tab whose identity was not
  /// read.
  func tab(_ id: AnyRoute?) -> DiscardedPlace {
    guard isExact, let id else { return DiscardedPlace(tabOf: address) }
    return DiscardedPlace(address.tab(id))
  }
}

/// What goes with a migration drop: a route migration drops ends its stack before it and takes
/// the layer or the tab it is the root (or the identity) of with it. Every route that goes is
/// counted against the limit and listed: as dropped by migration when migration drops its key
/// too; otherwise as going with the drop, which the strict policy refuses.
extension StackReader {
  /// Lists `cause`, then what `walk` lists as going with it; a problem `walk` meets in the data
  /// is listed under the lenient policy, at its place or at `cause`'s, and thrown under the
  /// strict policy.
  func discard(_ cause: MigrationDrop, _ walk: () throws -> Void) throws {
    dropped.append(cause.report)
    do {
      try walk()
    } catch {
      try drop(error, at: cause.location)
    }
  }

  /// Lists the routes of a stack saved in `container`: its root when `root` is set, its path,
  /// the layer over it and its tabs, with everything in them.
  func discardStack(
    _ container: KeyedDecodingContainer<SavedKey>, in place: DiscardedPlace, root: Bool,
    with cause: MigrationDrop
  ) throws {
    guard place.level <= limits.depth else { throw RestorationError.tooDeep(limit: limits.depth) }
    if root {
      try discardRoute(
        container.nestedContainer(keyedBy: SavedKey.self, forKey: .root), at: place.screen(0),
        with: cause)
    }
    if container.contains(.runs) {
      var runs = try container.nestedUnkeyedContainer(forKey: .runs)
      try discardRuns(&runs, in: place, from: 1, with: cause)
    }
    if container.contains(.presented) {
      let layer = try container.nestedContainer(keyedBy: SavedKey.self, forKey: .presented)
      try discardStack(
        layer.nestedContainer(keyedBy: SavedKey.self, forKey: .tree), in: place.presented,
        root: true, with: cause)
    }
    if container.contains(.tabs) {
      let bar = try container.nestedContainer(keyedBy: SavedKey.self, forKey: .tabs)
      var tabs = try bar.nestedUnkeyedContainer(forKey: .tabs)
      while !tabs.isAtEnd {
        let entry = try tabs.nestedContainer(keyedBy: SavedKey.self)
        let identity = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id)
        let key = try discardRoute(identity, at: place.screen(0), with: cause)
        try discardStack(
          entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree),
          in: place.tab(tab(identity, key: key)), root: true, with: cause)
      }
    }
  }

  /// Lists the routes of the run `cause` is the first route of, already listed; returns the
  /// place of the route after its last.
  func discardRun(
    _ run: KeyedDecodingContainer<SavedKey>, from first: ScreenID, with cause: MigrationDrop
  ) throws -> Int {
    var values = try run.nestedUnkeyedContainer(forKey: .value)
    guard !values.isAtEnd else { return first.depth }
    _ = try values.superDecoder()
    return try discardValues(
      &values, key: cause.key, named: true, in: DiscardedPlace(first.stack),
      from: first.depth + 1, with: cause)
  }

  /// Lists the routes of the runs left in `list`, the first at `depth`.
  func discardRuns(
    _ list: inout any UnkeyedDecodingContainer, in place: DiscardedPlace, from depth: Int,
    with cause: MigrationDrop
  ) throws {
    var depth = depth
    while !list.isAtEnd {
      let run = try list.nestedContainer(keyedBy: SavedKey.self)
      let key = try run.decode(String.self, forKey: .key)
      // Migration is asked once per run, as when a run is read.
      let named = migratedKey(key) == nil
      var values = try run.nestedUnkeyedContainer(forKey: .value)
      depth = try discardValues(
        &values, key: key, named: named, in: place, from: depth, with: cause)
    }
  }

  /// Lists the routes left in a run's `values`, saved under `key`, the first at `depth`, as
  /// dropped by migration when it is `named`; returns the place of the route after the last.
  private func discardValues(
    _ values: inout any UnkeyedDecodingContainer, key: String, named: Bool,
    in place: DiscardedPlace, from depth: Int, with cause: MigrationDrop
  ) throws -> Int {
    var depth = depth
    while !values.isAtEnd {
      // A decoder for the next route moves the list on without reading the route.
      _ = try values.superDecoder()
      try discard(key, named: named, at: place.screen(depth), with: cause)
      depth += 1
    }
    return depth
  }

  /// Lists one route saved as its own object, `{"k": key, "v": route}`, counting it unless it
  /// was `counted`; returns its key as migrated, `nil` when migration drops it.
  @discardableResult
  func discardRoute(
    _ container: KeyedDecodingContainer<SavedKey>, at location: ScreenID, counted: Bool = false,
    with cause: MigrationDrop
  ) throws -> String? {
    if !counted { try countRoute() }
    let saved = try container.decode(String.self, forKey: .key)
    let key = migratedKey(saved)
    try discard(saved, named: key == nil, at: location, with: cause, counted: true)
    return key
  }

  /// Lists one route saved under `key`: as dropped by migration when migration `named` it,
  /// otherwise as going with `cause`, which the strict policy refuses.
  private func discard(
    _ key: String, named: Bool, at location: ScreenID, with cause: MigrationDrop,
    counted: Bool = false
  ) throws {
    if !counted { try countRoute() }
    guard !named else {
      dropped.append(.droppedByMigration(key, at: location))
      return
    }
    let error = RestorationError.droppedByMigration(
      key, at: location, with: cause.key, at: cause.location)
    guard lenient else { throw error }
    dropped.append(error)
  }

  /// The tab a discarded identity names, read with its key as migrated, for the address of its
  /// stack; `nil` when it cannot be read.
  private func tab(_ identity: KeyedDecodingContainer<SavedKey>, key: String?) -> AnyRoute? {
    guard let key, let coder = table.codersByKey[key],
      let value = try? identity.superDecoder(forKey: .value)
    else { return nil }
    return try? coder.decode(value)
  }
}
