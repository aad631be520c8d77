/// A navigation state read back from saved data, with what had to be left out.
///
/// Decode it with the table and a policy in the decoder's `userInfo`:
///
/// ```swift
/// decoder.userInfo[RestorationTable.userInfoKey] = restoration.reading(.lenient)
/// let restored = try decoder.decode(RestoredNavigation.self, from: data)
/// restored.state     // the tree
/// restored.dropped   // what the lenient policy left out, and why
/// ```
///
/// Decoding throws a ``RestorationError`` (wrapped by some decoders in their own error; see
/// ``RestorationError/from(_:)``) for what cannot be read at all.
public struct RestoredNavigation: Decodable, Sendable {
  /// The restored tree.
  public let state: NavigationState
  /// The routes, layers and tabs the lenient policy dropped, each with why and where; the
  /// routes migration dropped, with either policy.
  public let dropped: [RestorationError]

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
  private let context: RestorationTable.Reading
  private let savedVersion: Int
  private var routes = 0
  private(set) var dropped: [RestorationError] = []

  init(context: RestorationTable.Reading, savedVersion: Int) {
    self.context = context
    self.savedVersion = savedVersion
  }

  private var lenient: Bool {
    context.policy == .lenient
  }

  /// Reads the stack at `address` and everything in it.
  func read(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress) throws
    -> NavigationState
  {
    guard address.steps.count <= context.table.limits.depth else {
      throw RestorationError.tooDeep(limit: context.table.limits.depth)
    }
    // The root must be read, whatever the policy: without it there is no stack.
    guard
      let root = try readRoute(
        container.nestedContainer(keyedBy: SavedKey.self, forKey: .root),
        at: ScreenID(stack: address, depth: 0), lenient: false)
    else { throw RestorationError.unknownKey("", at: ScreenID(stack: address, depth: 0)) }
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

  private func readPath(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress)
    throws -> RoutePath
  {
    guard container.contains(.path) else { return [] }
    var list = try container.nestedUnkeyedContainer(forKey: .path)
    var path = RoutePath()
    while !list.isAtEnd {
      let location = ScreenID(stack: address, depth: path.count + 1)
      let route: AnyRoute?
      do {
        route = try readRoute(
          list.nestedContainer(keyedBy: SavedKey.self), at: location, lenient: lenient)
      } catch {
        try drop(error, at: location)
        route = nil
      }
      // A route that cannot be read, or that migration drops, ends the stack there.
      guard let route else { break }
      path.append(route)
    }
    return path
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

  private func readTabs(_ container: KeyedDecodingContainer<SavedKey>, at address: StackAddress)
    throws -> TabGroup?
  {
    var selected = try container.decode(Int.self, forKey: .selected)
    let reselect = try container.decode(Bool.self, forKey: .reselect)
    var list = try container.nestedUnkeyedContainer(forKey: .tabs)
    var tabs: [(AnyRoute, NavigationState)] = []
    var index = 0
    while !list.isAtEnd {
      // A decoder for the next entry moves the list on even when the entry cannot be read,
      // so a broken entry is skipped rather than read again forever.
      let entryDecoder = try list.superDecoder()
      do {
        let entry = try entryDecoder.container(keyedBy: SavedKey.self)
        guard
          let id = try readRoute(
            entry.nestedContainer(keyedBy: SavedKey.self, forKey: .id),
            at: ScreenID(stack: address, depth: 0), lenient: false)
        else { throw RestorationError.malformed("a tab without an identity") }
        let tree = try entry.nestedContainer(keyedBy: SavedKey.self, forKey: .tree)
        tabs.append((id, try read(tree, at: address.tab(id))))
      } catch {
        try drop(error, at: ScreenID(stack: address, depth: 0))
        if index < selected { selected -= 1 }
      }
      index += 1
    }
    guard !tabs.isEmpty else {
      if lenient { return nil }
      throw RestorationError.invalidTree("a tab bar with no tabs at \(address)")
    }
    let chosen = tabs.indices.contains(selected) ? tabs[selected].0 : tabs[0].0
    return TabGroup(tabs, selected: chosen, reselectPopsToRoot: reselect)
  }

  /// Notes what the lenient policy drops at `location`; rethrows under the strict policy, and
  /// for problems with the data as a whole.
  private func drop(_ error: any Error, at location: ScreenID) throws {
    let found = RestorationError.from(error)
    guard found.isAboutData else { throw found }
    let error = found.located(at: location)
    guard lenient else { throw error }
    dropped.append(error)
  }

  /// Reads one route: its key, migrated from the saved version, then its value.
  ///
  /// - Returns: The route, or `nil` when migration drops it (reported as dropped).
  private func readRoute(
    _ container: KeyedDecodingContainer<SavedKey>, at location: ScreenID, lenient: Bool
  ) throws -> AnyRoute? {
    routes += 1
    guard routes <= context.table.limits.routes else {
      throw RestorationError.tooLarge(limit: context.table.limits.routes)
    }
    var key: String
    do {
      key = try container.decode(String.self, forKey: .key)
    } catch {
      throw RestorationError.from(error).located(at: location)
    }
    if savedVersion < context.table.version, let migrate = context.table.migration {
      switch migrate(key, savedVersion) {
      case .keep:
        break
      case .rename(let newKey):
        key = newKey
      case .drop:
        dropped.append(.unknownKey(key, at: location))
        return nil
      }
    }
    guard let coder = context.table.coder(forKey: key) else {
      throw RestorationError.unknownKey(key, at: location)
    }
    do {
      return try coder.decode(container.superDecoder(forKey: .value))
    } catch {
      throw RestorationError.undecodableRoute(key: key, problem: "\(error)", at: location)
    }
  }
}

extension RestorationError {
  /// Whether the error is about the saved data at one place, which the lenient policy can drop,
  /// rather than about the data as a whole (its size, its depth).
  fileprivate var isAboutData: Bool {
    switch reason {
    case .tooDeep, .tooLarge, .missingTable, .newerVersion: false
    default: true
    }
  }

  fileprivate func located(at location: ScreenID) -> RestorationError {
    self.location == nil ? RestorationError(reason, at: location) : self
  }

  /// The restoration error a decoding error is, or wraps.
  public static func from(_ error: any Error) -> RestorationError {
    if let error = error as? RestorationError { return error }
    return .malformed("\(error)")
  }
}
