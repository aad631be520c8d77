/// A URL pattern for one kind of route, read from its text in the syntax ``DeepLinkTable``
/// describes: a path of literals, parameters and a last catch-all, which the trie stores, then
/// the query items the route reads, every one optional.
struct DeepLinkPattern: Sendable {
  /// One segment of the path.
  enum Slot: Hashable, Sendable {
    case literal(String)
    case parameter(String)
    case catchAll(String)
  }

  /// The pattern as written.
  let text: String
  /// The path's segments.
  let slots: [Slot]
  /// The query items the pattern reads.
  let queryNames: [String]
  /// Every parameter name: the path's, the catch-all's and the query's.
  let names: Set<String>

  /// The pattern written `text`.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(_:_:)`` naming what is wrong.
  init(_ text: String) throws(DeepLinkError) {
    self.text = text
    let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts[0].hasPrefix("/") else { throw .invalidPattern(text, "segments start with \"/\"") }
    var names: Set<String> = []
    var slots: [Slot] = []
    for segment in parts[0].dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
      guard slots.count < DeepLinkLimits.maxPatternSegments else {
        throw .invalidPattern(text, "more than \(DeepLinkLimits.maxPatternSegments) segments")
      }
      if case .catchAll = slots.last {
        throw .invalidPattern(text, "a catch-all must come last")
      }
      slots.append(try Self.slot(String(segment), in: text, names: &names))
    }
    var queryNames: [String] = []
    for item in parts.dropFirst().first?.split(separator: "&", omittingEmptySubsequences: false)
      ?? []
    {
      queryNames.append(try Self.declare(String(item), in: text, names: &names))
    }
    self.slots = slots
    self.queryNames = queryNames
    self.names = names
  }

  private static func slot(_ segment: String, in pattern: String, names: inout Set<String>)
    throws(DeepLinkError) -> Slot
  {
    if segment.hasPrefix(":") {
      return .parameter(try declare(String(segment.dropFirst()), in: pattern, names: &names))
    }
    if segment.hasPrefix("*") {
      return .catchAll(try declare(String(segment.dropFirst()), in: pattern, names: &names))
    }
    guard !segment.isEmpty else { throw .invalidPattern(pattern, "a segment is empty") }
    guard !segment.hasPrefix("~") else {
      throw .invalidPattern(pattern, "a segment starting with ~ is a marker")
    }
    guard !segment.utf8.contains(where: { ";%#&=+()".utf8.contains($0) }) else {
      throw .invalidPattern(pattern, "\"\(segment)\" has one of ; % # & = + ( )")
    }
    return .literal(segment)
  }

  /// Checks a parameter's name — a letter or `_`, then letters, digits, `_` — and records it.
  private static func declare(_ name: String, in pattern: String, names: inout Set<String>)
    throws(DeepLinkError) -> String
  {
    let isNameStart = { (byte: UInt8) in byte == UInt8(ascii: "_") || Byte.isLetter(byte) }
    guard let first = name.utf8.first, isNameStart(first),
      name.utf8.allSatisfy({ isNameStart($0) || Byte.isDigit($0) })
    else {
      throw .invalidPattern(
        pattern, "\"\(name)\" is not a parameter name (a letter or _, then letters, digits, _)")
    }
    guard names.insert(name).inserted else {
      throw .invalidPattern(pattern, "\"\(name)\" is named twice")
    }
    return name
  }
}
