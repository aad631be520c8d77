import LinkFixtures
import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The fixtures' restoration table and the shared property (`RestorationProperty`, in
/// Tests/TestFixtures, which the corpus test runs too).
enum StateCheck {
  static let table = makeTable()

  /// Checks one input; a broken property stops the process, which the fuzzer reports as a crash.
  ///
  /// - Returns: How the input was read.
  @discardableResult
  static func check(_ data: Data) -> RestorationProperty.Outcome {
    do {
      return try RestorationProperty.check(data, with: table)
    } catch {
      preconditionFailure(error.description)
    }
  }

  private static func makeTable() -> RestorationTable {
    do {
      return try fixtureRestoration()
    } catch {
      preconditionFailure("the fixtures' restoration table: \(error)")
    }
  }
}
