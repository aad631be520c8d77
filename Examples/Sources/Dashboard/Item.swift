/// One item the user follows on the Dashboard.
///
/// `nonisolated`: ``DashboardRoute/editor(_:)`` carries it, and in this target, which isolates
/// to the main actor by default, the route's synthesized conformances can use only nonisolated
/// ones of its payload.
nonisolated public struct Item: Hashable, Sendable, Codable, Identifiable {
  /// The item's identifier, which edits keep.
  public var id: Int
  /// The name the user gave it.
  public var name: String

  /// An item named `name`.
  ///
  /// - Parameters:
  ///   - id: The item's identifier.
  ///   - name: Its name.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

extension Item: CustomStringConvertible {
  /// `#7 Lamp`.
  public var description: String {
    "#\(id) \(name)"
  }
}
