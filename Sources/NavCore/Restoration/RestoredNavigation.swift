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
  /// where (a tab listed twice: the second); with either policy, every route migration dropped,
  /// as ``RestorationError/droppedByMigration(_:at:)``, and every route that went with one — the
  /// routes after it in its stack, everything in the layer or tab it was the root or identity
  /// of — as the same when migration drops its key too, otherwise as
  /// ``RestorationError/droppedByMigration(_:at:with:at:)``, which the strict policy refuses.
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
    state = try reader.readTree(container.nestedContainer(keyedBy: SavedKey.self, forKey: .tree))
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
    /// Any route that cannot be read fails the whole restoration, naming it and where; so does
    /// a route that would go with one migration drops without migration naming it.
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
