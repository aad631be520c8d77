/// A URL pattern for one kind of route, read from its text in the syntax ``DeepLinkTable``
/// describes; every query item is optional.
///
/// A pattern with optional parts has several *forms*, one for each choice of the parts it
/// keeps, the shortest first; each form is a path of literals, parameters and a catch-all
/// that the trie stores.
struct DeepLinkPattern: Sendable {
  /// One segment of a form.
  enum Slot: Hashable, Sendable {
    case literal(String)
    case parameter(String)
    case catchAll(String)

    /// The slot without its name: two forms of one shape match the same links.
    var shape: Self {
      switch self {
      case .literal: self
      case .parameter: .parameter("")
      case .catchAll: .catchAll("")
      }
    }
  }

  /// The pattern as written.
  let text: String
  /// The forms, the shortest first: every optional part left out, then kept one by one.
  let forms: [[Slot]]
  /// The query items the pattern reads.
  let queryNames: [String]
  /// The names of the path parameters and the catch-all, in any form.
  let pathNames: Set<String>

  /// The pattern written `text`.
  ///
  /// - Throws: ``DeepLinkError/invalidPattern(_:_:)`` naming what is wrong.
  init(_ text: String) throws(DeepLinkError) {
    self.text = text
    var reader = PatternReader(text: Array(text.utf8), pattern: text)
    forms = try reader.readPath(depth: 0)
    queryNames = try reader.readQuery()
    pathNames = reader.names.subtracting(queryNames)
    try validateForms()
  }

  /// The parameter names of a form, path and catch-all.
  static func names(in form: [Slot]) -> Set<String> {
    Set(
      form.compactMap { slot in
        switch slot {
        case .literal: nil
        case .parameter(let name), .catchAll(let name): name
        }
      })
  }

  private func validateForms() throws(DeepLinkError) {
    for form in forms {
      guard !form.isEmpty else {
        throw .invalidPattern(text, "a form with every optional part left out is empty")
      }
      guard form.count <= DeepLinkLimits.maxPatternSegments else {
        throw .invalidPattern(text, "more than \(DeepLinkLimits.maxPatternSegments) segments")
      }
      for slot in form.dropLast() {
        if case .catchAll = slot { throw .invalidPattern(text, "a catch-all must come last") }
      }
    }
  }
}

/// Reads a pattern's text, left to right.
private struct PatternReader {
  let text: [UInt8]
  let pattern: String
  var index = 0
  var names: Set<String> = []
  var optionalParts = 0

  /// Reads segments and optional parts up to the query, the end, or the `)` closing a part.
  ///
  /// - Returns: The forms read: for each optional part, the forms without it before those
  ///   with it.
  mutating func readPath(depth: Int) throws(DeepLinkError) -> [[DeepLinkPattern.Slot]] {
    var forms: [[DeepLinkPattern.Slot]] = [[]]
    while index < text.count {
      switch text[index] {
      case UInt8(ascii: "/"):
        index += 1
        let slot = try readSegment()
        forms = forms.map { $0 + [slot] }
      case UInt8(ascii: "("):
        index += 1
        optionalParts += 1
        guard depth < DeepLinkLimits.maxOptionalParts else { throw invalid("parts nest too deep") }
        guard optionalParts <= DeepLinkLimits.maxOptionalParts else {
          throw invalid("more than \(DeepLinkLimits.maxOptionalParts) optional parts")
        }
        let inner = try readPath(depth: depth + 1)
        guard index < text.count, text[index] == UInt8(ascii: ")") else {
          throw invalid("a \"(\" is not closed")
        }
        index += 1
        guard inner != [[]] else { throw invalid("an optional part is empty") }
        forms = forms.flatMap { form in [form] + inner.map { form + $0 } }
      case UInt8(ascii: ")"):
        guard depth > 0 else { throw invalid("a \")\" closes nothing") }
        return forms
      case UInt8(ascii: "?"):
        guard depth == 0 else { throw invalid("a \"(\" is not closed") }
        return forms
      default:
        throw invalid("segments start with \"/\"")
      }
    }
    guard depth == 0 else { throw invalid("a \"(\" is not closed") }
    return forms
  }

  /// Reads the names after `?`, if any.
  mutating func readQuery() throws(DeepLinkError) -> [String] {
    guard index < text.count else { return [] }
    index += 1
    var query: [String] = []
    for item in text[index...].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
    {
      query.append(try declare(String(decoding: item, as: UTF8.self)))
    }
    return query
  }

  private mutating func readSegment() throws(DeepLinkError) -> DeepLinkPattern.Slot {
    let start = index
    while index < text.count, !"/()?".utf8.contains(text[index]) {
      index += 1
    }
    let segment = String(decoding: text[start..<index], as: UTF8.self)
    if segment.hasPrefix(":") { return .parameter(try declare(String(segment.dropFirst()))) }
    if segment.hasPrefix("*") { return .catchAll(try declare(String(segment.dropFirst()))) }
    guard !segment.isEmpty else { throw invalid("a segment is empty") }
    guard !segment.hasPrefix("~") else { throw invalid("a segment starting with ~ is a marker") }
    guard !segment.utf8.contains(where: { ";%#&=+".utf8.contains($0) }) else {
      throw invalid("\"\(segment)\" has one of ; % # & = +")
    }
    return .literal(segment)
  }

  /// Checks a parameter's name and records it.
  private mutating func declare(_ name: String) throws(DeepLinkError) -> String {
    guard let first = name.utf8.first, isNameStart(first), name.utf8.allSatisfy(isNameByte) else {
      throw invalid("\"\(name)\" is not a parameter name (a letter or _, then letters, digits, _)")
    }
    guard names.insert(name).inserted else { throw invalid("\"\(name)\" is named twice") }
    return name
  }

  private func isNameStart(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private func invalid(_ problem: String) -> DeepLinkError {
    .invalidPattern(pattern, problem)
  }
}
