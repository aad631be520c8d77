import NavCore
import Synchronization

/// A route that counts how often routes of its type are compared, so a test can measure how
/// much work an operation does without timing it.
public struct CountingRoute: Hashable, Sendable, Codable {
  /// Comparisons made since the last ``resetComparisons()``, across all threads.
  public static let comparisons = Atomic<Int>(0)

  public var id: Int

  public init(id: Int) {
    self.id = id
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons.add(1, ordering: .relaxed)
    return lhs.id == rhs.id
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  /// Runs `body` and returns how many comparisons of counting routes it made.
  public static func comparisons(during body: () throws -> Void) rethrows -> Int {
    comparisons.store(0, ordering: .relaxed)
    try body()
    return comparisons.load(ordering: .relaxed)
  }
}
