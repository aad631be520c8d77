/// Reads stacks, counting routes and depth against the table's limits, and noting what the
/// lenient policy drops and what migration drops.
final class StackReader {
  let table: RestorationTable
  let lenient: Bool
  let limits: RestorationTable.Limits
  private let savedVersion: Int
  private var routes = 0
  /// What ``RestoredNavigation/dropped`` lists.
  var dropped: [RestorationError] = []
  private(set) var repaired: [RestorationError] = []

  convenience init(context: RestorationTable.Reading, savedVersion: Int) {
    self.init(table: context.table, lenient: context.policy == .lenient, savedVersion: savedVersion)
  }

  init(table: RestorationTable, lenient: Bool, savedVersion: Int) {
    self.table = table
    self.lenient = lenient
    limits = table.limits
    self.savedVersion = savedVersion
  }

  /// Reads the tree's root stack and everything in it. Its root must be read, whatever the
  /// policy: when migration drops it, reading fails naming it.
  func readTree(_ container: KeyedDecodingContainer<SavedKey>) throws -> NavigationState {
    do {
      return try read(container, at: .root)
    } catch let removal as MigrationDrop {
      throw removal.report
    }
  }

  /// Reads the stack at `address` and everything in it; throws ``MigrationDrop`` when
  /// migration drops its root.
  private func read(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress)
    throws -> NavigationState
  {
    guard address.steps.count <= limits.depth else {
      throw RestorationError.tooDeep(limit: limits.depth)
    }
    let root = try readRoute(
      container.nestedContainer(keyedBy: SavedKey.self, forKey: .root),
      at: ScreenID(stack: address, depth: 0))
    var state = NavigationState(root: root, path: try readPath(container, at: address))
    if container.contains(.presented) {
      state.presented = try readLayer(
        container.nestedContainer(keyedBy: SavedKey.self, forKey: .presented), over: address)
    }
    if container.contains(.tabs) {
      state.tabs = try readTabs(
        container.nestedContainer(keyedBy: SavedKey.self, forKey: .tabs), at: address)
    }
    return state
  }

  /// Reads the stack of a layer or a tab; `nil` when migration drops its root, which takes the
  /// stack with it, every route of it listed — and what `alsoDiscard` lists.
  private func readUnlessDropped(
    _ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress,
    alsoDiscard: (MigrationDrop) throws -> Void = { _ in }
  ) throws -> NavigationState? {
    do {
      return try read(container, at: address)
    } catch let removal as MigrationDrop {
      try discard(removal) {
        try alsoDiscard(removal)
        try discardStack(container, in: DiscardedPlace(address), root: false, with: removal)
      }
      return nil
    }
  }

  /// Reads a stack's path, saved as runs. A stack in the unreleased form before runs
  /// (`"path"`) is refused, not read as empty.
  private func readPath(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress)
    throws -> RoutePath
  {
    guard !container.contains(.path) else {
      throw RestorationError.malformed(
        "a stack at \(address) saved as \"path\", a form no longer read: save it again")
    }
    var path = RoutePath()
    guard container.contains(.runs) else { return path }
    var list = try container.nestedUnkeyedContainer(forKey: .runs)
    while !list.isAtEnd {
      do {
        guard try readRun(from: &list, onto: &path, at: address) else { break }
      } catch {
        // The routes of the run read before the one that failed stay: the stack ends there.
        try drop(error, at: ScreenID(stack: address, depth: path.count + 1))
        break
      }
    }
    return path
  }

  /// Reads the next run of `list` onto `path`, throwing the first problem located at its
  /// route; `false` when migration drops the run, which ends the stack before its first route,
  /// every route from there on listed.
  private func readRun(
    from list: inout any UnkeyedDecodingContainer, onto path: inout RoutePath,
    at address: StackAddress
  ) throws -> Bool {
    let first = ScreenID(stack: address, depth: path.count + 1)
    // A decoder for the next run moves the list on even when the run cannot be read.
    let run = try list.superDecoder().container(keyedBy: SavedKey.self)
    // The run's first route counts before its key is read, as a root does; the rest as read.
    try countRoute()
    let coder: RouteCoder
    do {
      coder = try readCoder(run, at: first)
    } catch let removal as MigrationDrop {
      try discard(removal) {
        let next = try discardRun(run, from: first, with: removal)
        try discardRuns(&list, in: DiscardedPlace(address), from: next, with: removal)
      }
      return false
    }
    let key = coder.key
    guard run.contains(.value) else {
      throw RestorationError.withoutPayload(key: key).located(at: first)
    }
    var values = try run.nestedUnkeyedContainer(forKey: .value)
    guard !values.isAtEnd else {
      throw RestorationError.malformed("a run of \"\(key)\" with no routes").located(at: first)
    }
    let before = path.count
    do {
      // A route that fails stops the run: the routes read before it stay; the stack ends.
      try coder.decodeRun(&values, &path, limits.routes - routes + 1)
    } catch {
      routes += path.count - before
      throw RestorationError.undecodableRoute(
        key: key, problem: "\(error)", at: ScreenID(stack: address, depth: path.count + 1))
    }
    routes += path.count - before - 1
    guard values.isAtEnd else { throw RestorationError.tooLarge(limit: limits.routes) }
    return true
  }

  private func readLayer(
    _ container: KeyedDecodingContainer<SavedKey>, over address: StackAddress
  ) throws -> PresentedLayer? {
    let location = ScreenID(stack: address.presented, depth: 0)
    do {
      let name = try container.decode(String.self, forKey: .style)
      guard let style = PresentationStyle(rawValue: name) else {
        throw RestorationError.malformed("no presentation style \"\(name)\"")
      }
      let tree = try container.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
      guard let state = try readUnlessDropped(tree, at: address.presented) else { return nil }
      return PresentedLayer(style, state: state)
    } catch {
      try drop(error, at: location)
      return nil
    }
  }

  /// Reads a tab bar: the selected entry's tab is selected, or when it was dropped the next
  /// one read, or the first.
  private func readTabs(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress)
    throws -> TabGroup?
  {
    let selected = try container.decode(Int.self, forKey: .selected)
    let reselect = try container.decode(Bool.self, forKey: .reselect)
    let bar = ScreenID(stack: address, depth: 0)
    var list = try container.nestedUnkeyedContainer(forKey: .tabs)
    var tabs: [(AnyRoute, NavigationState)] = []
    // The tab each entry read names, by the entry's index (a tab listed twice: the first).
    var named: [(index: Int, id: AnyRoute)] = []
    while !list.isAtEnd {
      let index = list.currentIndex
      // A decoder for the next entry moves the list on even when the entry cannot be read.
      let entryDecoder = try list.superDecoder()
      do {
        let entry = try entryDecoder.container(keyedBy: SavedKey.self)
        guard let id = try readIdentity(entry, at: address) else { continue }
        guard !tabs.contains(where: { $0.0 == id }) else {
          named.append((index, id))
          throw RestorationError.invalidTree("the tab \(id) listed twice at \(address)")
        }
        guard let state = try readTabTree(entry, of: id, at: address) else { continue }
        tabs.append((id, state))
        named.append((index, id))
      } catch {
        try drop(error, at: bar)
      }
    }
    guard !tabs.isEmpty else {
      // A bar whose tabs were all dropped has each of them listed already; one saved with no
      // tabs at all is listed itself.
      let empty = RestorationError.invalidTree("a tab bar with no tabs at \(address)")
      guard lenient else { throw empty.located(at: bar) }
      if list.currentIndex == 0 { dropped.append(empty.located(at: bar)) }
      return nil
    }
    if !(0..<list.currentIndex).contains(selected) {
      let repair = RestorationError.invalidTree(
        "the selected tab, \(selected), is not one of \(list.currentIndex) at \(address)")
      guard lenient else { throw repair.located(at: bar) }
      repaired.append(repair.located(at: bar))
    }
    let chosen = named.first { $0.index >= selected }?.id ?? tabs[0].0
    return TabGroup(tabs, selected: chosen, reselectPopsToRoot: reselect)
  }

  /// Reads the identity of a tab of the bar at `address`; `nil` when migration drops it, which
  /// takes the tab with it, every route of its tree listed.
  private func readIdentity(_ entry: KeyedDecodingContainer<SavedKey>, at address: StackAddress)
    throws -> AnyRoute?
  {
    let identity = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id)
    do {
      return try readRoute(identity, at: ScreenID(stack: address, depth: 0))
    } catch let removal as MigrationDrop {
      try discard(removal) {
        let tree = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
        try discardStack(tree, in: DiscardedPlace(tabOf: address), root: true, with: removal)
      }
      return nil
    }
  }

  /// Reads the stack of the tab `id` of the bar at `address`; `nil` when migration drops its
  /// root, which takes the tab with it, its identity and every route of its tree listed.
  private func readTabTree(
    _ entry: KeyedDecodingContainer<SavedKey>, of id: AnyRoute, at address: StackAddress
  ) throws -> NavigationState? {
    let tree = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
    return try readUnlessDropped(tree, at: address.tab(id)) { removal in
      // The identity was read, and counted, before the tree.
      let identity = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id)
      try discardRoute(
        identity, at: ScreenID(stack: address, depth: 0), counted: true, with: removal)
    }
  }

  /// Lists what the lenient policy drops at `location`; rethrows what it cannot drop, and
  /// everything under the strict policy.
  func drop(_ error: any Error, at location: ScreenID) throws {
    let found = RestorationError.from(error)
    guard found.isAboutData else { throw found }
    let error = found.located(at: location)
    guard lenient else { throw error }
    dropped.append(error)
  }

  /// Counts one more route against the limit.
  func countRoute() throws {
    routes += 1
    guard routes <= limits.routes else { throw RestorationError.tooLarge(limit: limits.routes) }
  }

  /// The key a key as saved reads as: renamed as the table says, then migrated from the saved
  /// version; `nil` when migration drops it.
  func migratedKey(_ saved: String) -> String? {
    guard !table.droppedKeys.contains(saved) else { return nil }
    let key = table.renamedKeys[saved] ?? saved
    guard savedVersion < table.version, let migrate = table.migration else { return key }
    switch migrate(key, savedVersion) {
    case .keep: return key
    case .rename(let newKey): return newKey
    case .drop: return nil
    }
  }

  /// The coder of a saved key, renamed or migrated; throws ``MigrationDrop`` when migration
  /// drops it.
  private func readCoder(_ container: KeyedDecodingContainer<SavedKey>, at location: ScreenID)
    throws -> RouteCoder
  {
    let saved: String
    do {
      saved = try SavedKey.key(in: container)
    } catch {
      throw RestorationError.from(error).located(at: location)
    }
    guard let key = migratedKey(saved) else {
      throw MigrationDrop(key: saved, location: location)
    }
    guard let coder = table.codersByKey[key] else {
      throw RestorationError.unknownKey(key, at: location)
    }
    return coder
  }

  /// Reads one route saved as its own object, `{"k": key, "v": route}`: a root, or a tab's
  /// identity.
  private func readRoute(_ container: KeyedDecodingContainer<SavedKey>, at location: ScreenID)
    throws -> AnyRoute
  {
    try countRoute()
    let coder = try readCoder(container, at: location)
    do {
      return try coder.read(from: container)
    } catch {
      throw RestorationError.from(error).located(at: location)
    }
  }
}
