/// A navigation state read back from saved data, with what had to be left out: decode it with
/// ``RestorationTable/reading(_:)`` in the decoder's `userInfo` under
/// ``RestorationTable/userInfoKey``.
///
/// Decoding throws a ``RestorationError`` (wrapped by some decoders in their own error; see
/// ``RestorationError/from(_:)``) for what cannot be read at all.
public struct RestoredNavigation: Decodable, Sendable {
  /// The restored tree.
  public let state: NavigationState
  /// The routes, layers, tabs and tab bars the lenient policy dropped, each with why and
  /// where (a tab listed twice: the second); with either policy, the routes migration dropped,
  /// each listed once, with the layer or tab it was the root of.
  public let dropped: [RestorationError]
  /// What the lenient policy put right without dropping it, each with why and where: a tab
  /// bar whose selected tab is out of range selects its first tab. The strict policy refuses
  /// such data. (A bar whose selected tab was dropped selects the next one, or the first.)
  public let repaired: [RestorationError]

  public init(from decoder: any Decoder) throws {
    guard let context = decoder.userInfo[RestorationTable.userInfoKey] as? RestorationTable.Reading
    else { throw RestorationError.missingTable }
    let container = try decoder.container(keyedBy: SavedKey.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version <= context.table.version else {
      throw RestorationError.newerVersion(found: version, supported: context.table.version)
    }
    let reader = StackReader(context: context, savedVersion: version)
    state = try reader.read(
      container.nestedContainer(keyedBy: SavedKey.self, forKey: .tree), at: .root)
    dropped = reader.dropped
    repaired = reader.repaired
    do {
      try state.validate()
    } catch {
      throw RestorationError.invalidTree(error.description)
    }
  }
}

extension RestorationTable {
  /// How strictly saved data is read.
  public enum Policy: Hashable, Sendable {
    /// Any route that cannot be read fails the whole restoration, naming it and where.
    case strict
    /// Keeps the longest valid prefix of each stack, drops a layer or a tab that cannot be
    /// restored, and reports what was dropped. The root of the tree must still be read.
    case lenient
  }

  /// The table and policy a decoder reads with, for its `userInfo`.
  public struct Reading: Sendable {
    let table: RestorationTable
    let policy: Policy
  }

  /// What to put in a decoder's `userInfo` under ``userInfoKey`` to read saved states with
  /// this table and `policy`.
  public func reading(_ policy: Policy) -> Reading {
    Reading(table: self, policy: policy)
  }

  /// The `userInfo` key of a ``Reading``.
  // `CodingUserInfoKey.init(rawValue:)` is failable only to satisfy `RawRepresentable`: it
  // accepts every string.
  public static let userInfoKey = CodingUserInfoKey(rawValue: "ModularNavigation.restoration")!
}

/// Reads stacks, counting routes and depth against the table's limits, and noting what the
/// lenient policy drops.
final class StackReader {
  private let table: RestorationTable
  private let lenient: Bool
  private let limits: RestorationTable.Limits
  private let savedVersion: Int
  private var routes = 0
  private(set) var dropped: [RestorationError] = []
  private(set) var repaired: [RestorationError] = []

  init(context: RestorationTable.Reading, savedVersion: Int) {
    table = context.table
    lenient = context.policy == .lenient
    limits = context.table.limits
    self.savedVersion = savedVersion
  }

  /// Reads the stack at `address` and everything in it.
  func read(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress) throws
    -> NavigationState
  {
    guard address.steps.count <= limits.depth else {
      throw RestorationError.tooDeep(limit: limits.depth)
    }
    // The root must be read, whatever the policy. When migration drops it, the layer or tab it
    // is the root of goes too (see `drop(_:at:)`), but the tree's own root cannot go.
    let root: AnyRoute
    do {
      root = try readRoute(
        container.nestedContainer(keyedBy: SavedKey.self, forKey: .root),
        at: ScreenID(stack: address, depth: 0))
    } catch let removal as MigrationDrop where address == .root {
      throw removal.report
    }
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
        // A decoder for the next run moves the list on even when the run cannot be read.
        try readRun(list.superDecoder(), onto: &path, at: address)
      } catch {
        // The routes of the run read before the one that failed stay: the stack ends there.
        try drop(error, at: ScreenID(stack: address, depth: path.count + 1))
        break
      }
    }
    return path
  }

  /// Reads one run onto `path`, throwing the first problem located at its route, or
  /// ``MigrationDrop``.
  private func readRun(_ decoder: any Decoder, onto path: inout RoutePath, at address: StackAddress)
    throws
  {
    let first = ScreenID(stack: address, depth: path.count + 1)
    let run = try decoder.container(keyedBy: SavedKey.self)
    // The run's first route counts before its key is read, as a root does; the rest as read.
    try countRoute()
    let coder = try readCoder(run, at: first)
    let key = coder.key
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
      return PresentedLayer(style, state: try read(tree, at: address.presented))
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
        let id = try readRoute(entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id), at: bar)
        guard !tabs.contains(where: { $0.0 == id }) else {
          named.append((index, id))
          throw RestorationError.invalidTree("the tab \(id) listed twice at \(address)")
        }
        let tree = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
        tabs.append((id, try read(tree, at: address.tab(id))))
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

  /// Lists what migration drops, and under the lenient policy what cannot be read, at
  /// `location`; rethrows the rest.
  private func drop(_ error: any Error, at location: ScreenID) throws {
    if let removal = error as? MigrationDrop {
      dropped.append(removal.report)
      return
    }
    let found = RestorationError.from(error)
    guard found.isAboutData else { throw found }
    let error = found.located(at: location)
    guard lenient else { throw error }
    dropped.append(error)
  }

  /// Counts one more route against the limit.
  private func countRoute() throws {
    routes += 1
    guard routes <= limits.routes else { throw RestorationError.tooLarge(limit: limits.routes) }
  }

  /// The coder of a saved key, renamed or dropped as the table says, then migrated from the
  /// saved version; throws ``MigrationDrop`` when it is dropped.
  private func readCoder(_ container: KeyedDecodingContainer<SavedKey>, at location: ScreenID)
    throws -> RouteCoder
  {
    let saved: String
    do {
      saved = try container.decode(String.self, forKey: .key)
    } catch {
      throw RestorationError.from(error).located(at: location)
    }
    if table.droppedKeys.contains(saved) {
      throw MigrationDrop(report: .unknownKey(saved, at: location))
    }
    var key = table.renamedKeys[saved] ?? saved
    if savedVersion < table.version, let migrate = table.migration {
      switch migrate(key, savedVersion) {
      case .keep: break
      case .rename(let newKey): key = newKey
      case .drop: throw MigrationDrop(report: .unknownKey(saved, at: location))
      }
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
      return try coder.decode(container.superDecoder(forKey: .value))
    } catch {
      throw RestorationError.undecodableRoute(key: coder.key, problem: "\(error)", at: location)
    }
  }
}

/// A route, or a run of routes, that migration drops: thrown to where the stack, layer or tab
/// it ends is read, which lists `report` in what was dropped, whatever the policy.
struct MigrationDrop: Error {
  /// The key as saved, and where: how ``RestoredNavigation/dropped`` lists it.
  let report: RestorationError
}

extension RestorationError {
  /// The restoration error a decoding error is, or wraps.
  public static func from(_ error: any Error) -> RestorationError {
    if let error = error as? RestorationError { return error }
    return .malformed("\(error)")
  }
}
