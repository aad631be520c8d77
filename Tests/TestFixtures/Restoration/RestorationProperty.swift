import NavCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What every input to the restoration reader must satisfy, checked by the state fuzzer
/// (`Fuzz/`, `fuzz-state`) and by the corpus test alike:
///
/// - reading with the strict policy and with the lenient policy either throws a
///   `RestorationError` or a `DecodingError` (which ``RestorationError/from(_:)`` maps), or
///   returns a state that passes `validate()`;
/// - a lenient result saves, encodes and reads back strictly as the same state, nothing dropped;
/// - when strict reading succeeds, lenient reading gives the same state and drops the same:
///   nothing, or only the routes migration drops, which either policy reports.
///
/// Crashes and hangs are the fuzzer's to find; this names every other way to break the property.
public enum RestorationProperty {
  /// How an input that keeps the property was read.
  public enum Outcome: Hashable, Sendable {
    /// Both policies refused it, with a typed error.
    case refused
    /// Only the lenient policy restored a state.
    case restoredLeniently
    /// Both policies restored the same state.
    case restored
  }

  /// A broken property, with what broke it.
  public struct Violation: Error, CustomStringConvertible, Sendable {
    public let description: String
  }

  /// Checks one input against `table`.
  ///
  /// - Returns: How the input was read.
  /// - Throws: A ``Violation`` naming what broke the property.
  public static func check(_ data: Data, with table: RestorationTable) throws(Violation)
    -> Outcome
  {
    let input = excerpt(data)
    let strict = try read(data, with: table, .strict, input: input)
    let lenient = try read(data, with: table, .lenient, input: input)
    if case .success(let strictlyRead) = strict {
      guard case .success(let lenientlyRead) = lenient else {
        throw Violation(description: "\(input): strict reading restored, lenient reading failed")
      }
      guard lenientlyRead.state == strictlyRead.state,
        lenientlyRead.dropped == strictlyRead.dropped
      else {
        throw Violation(
          description: """
            \(input): lenient reading differs from strict reading
            strict: \(strictlyRead.state) dropping \(strictlyRead.dropped)
            lenient: \(lenientlyRead.state) dropping \(lenientlyRead.dropped)
            """)
      }
    }
    guard case .success(let restored) = lenient else { return .refused }
    let saved: Data
    do {
      saved = try JSONEncoder().encode(table.save(restored.state))
    } catch {
      throw Violation(description: "\(input): the lenient result does not save: \(error)")
    }
    switch try read(saved, with: table, .strict, input: input) {
    case .success(let again) where again.state == restored.state && again.dropped.isEmpty:
      break
    case .success(let again):
      throw Violation(
        description: """
          \(input): the lenient result reads back as another state
          restored: \(restored.state)
          saved: \(excerpt(saved))
          read back: \(again.state) dropping \(again.dropped)
          """)
    case .failure(let error):
      throw Violation(
        description: "\(input): the lenient result, saved as \(excerpt(saved)), fails: \(error)")
    }
    if case .success = strict { return .restored }
    return .restoredLeniently
  }

  /// Reads `data` with `policy`: a valid state or a typed error, anything else a violation.
  private static func read(
    _ data: Data, with table: RestorationTable, _ policy: RestorationTable.Policy,
    input: String
  ) throws(Violation) -> Result<RestoredNavigation, RestorationError> {
    let decoder = JSONDecoder()
    decoder.userInfo[RestorationTable.userInfoKey] = table.reading(policy)
    let restored: RestoredNavigation
    do {
      restored = try decoder.decode(RestoredNavigation.self, from: data)
    } catch {
      guard error is RestorationError || error is DecodingError else {
        throw Violation(
          description: "\(input): \(policy) reading threw \(type(of: error)): \(error)")
      }
      return .failure(RestorationError.from(error))
    }
    do {
      try restored.state.validate()
    } catch {
      throw Violation(
        description: "\(input): \(policy) reading restored an invalid state: \(error)")
    }
    return .success(restored)
  }

  /// The start of `data` as text, for messages.
  private static func excerpt(_ data: Data) -> String {
    let text = String(decoding: data.prefix(300), as: UTF8.self)
    guard data.count > 300 else { return text.debugDescription }
    return text.debugDescription + "… (\(data.count) bytes)"
  }
}
