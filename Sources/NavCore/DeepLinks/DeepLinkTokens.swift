/// A link cut into segments, once, before any route is read: a scheme (`myapp:`) and an
/// authority (`//host`) skipped, the path split at `/` with empty segments skipped, the query's
/// items (`?key=value&…`, `+` read as a space), every part percent-decoded, and a fragment
/// (`#…`) dropped.
///
/// Work and memory are linear in the link's length; the ``DeepLinkLimits`` are checked as the
/// link is read.
struct DeepLinkTokens {
  /// The link's bytes, for the text of a segment an error names.
  let link: [UInt8]
  /// Where the path is written in the link.
  let path: Range<Int>
  /// The path's segments, decoded.
  var segments: [String] = []
  /// The query's items.
  var items: [(name: String, value: String)] = []
  /// Why the query cannot be read, thrown once the path has been read.
  var queryFailure: DeepLinkError?

  /// Reads `link`.
  ///
  /// - Throws: `DeepLinkError.limitExceeded`, ``DeepLinkError/emptyPath``, and
  ///   the error of the first segment that cannot be decoded, naming it and its position —
  ///   before any route is matched, so a link is never said not to match where a later segment
  ///   is what is wrong. A query that cannot be read is kept as ``queryFailure``.
  init(_ link: String) throws(DeepLinkError) {
    guard link.utf8.count <= DeepLinkLimits.maxLength else {
      throw .limitExceeded("length", limit: DeepLinkLimits.maxLength)
    }
    self.link = Array(link.utf8)
    let pathStart = Self.pathStart(self.link)
    let pathEnd =
      self.link[pathStart...].firstIndex { $0 == Byte.question || $0 == Byte.hash }
      ?? self.link.count
    path = pathStart..<pathEnd
    let slashes = self.link[path].reduce(0) { $1 == Byte.slash ? $0 + 1 : $0 }
    segments.reserveCapacity(min(slashes + 1, DeepLinkLimits.maxSegments))
    var next = segment(from: pathStart)
    while let range = next {
      try readSegment(range)
      next = segment(from: range.upperBound)
    }
    if pathEnd < self.link.count, self.link[pathEnd] == Byte.question {
      let queryEnd = self.link[pathEnd...].firstIndex(of: Byte.hash) ?? self.link.count
      do {
        try readItems(self.link[(pathEnd + 1)..<queryEnd])
      } catch  where error.kind == .limitExceeded {
        throw error
      } catch {
        queryFailure = error
      }
    }
    guard !segments.isEmpty else { throw .emptyPath }
  }

  /// Segment `index` as written in the link; empty past the last.
  func rawText(_ index: Int) -> String {
    var range = segment(from: path.lowerBound)
    for _ in 0..<index { range = range.flatMap { segment(from: $0.upperBound) } }
    return range.map { String(decoding: link[$0], as: UTF8.self) } ?? ""
  }

  /// Where the first segment at or after `start` is written, empty segments skipped; `nil`
  /// past the path's last. (Found again for an error, so that reading allocates no list.)
  private func segment(from start: Int) -> Range<Int>? {
    var start = start
    while start < path.upperBound {
      let end = link[start..<path.upperBound].firstIndex(of: Byte.slash) ?? path.upperBound
      if end > start { return start..<end }
      start = end + 1
    }
    return nil
  }

  /// Where the path starts: after a scheme (`letters:`) and an authority (`//host`).
  private static func pathStart(_ link: [UInt8]) -> Int {
    var index = 0
    let isSchemeByte = { (byte: UInt8) in
      Byte.isLetter(byte) || Byte.isDigit(byte) || "+-.".utf8.contains(byte)
    }
    if let first = link.first, Byte.isLetter(first),
      let colon = link.firstIndex(where: { !isSchemeByte($0) }), link[colon] == Byte.colon
    {
      index = colon + 1
    }
    if link[index...].starts(with: [Byte.slash, Byte.slash]) {
      index =
        link[(index + 2)...].firstIndex {
          $0 == Byte.slash || $0 == Byte.question || $0 == Byte.hash
        } ?? link.count
    }
    return index
  }

  /// Reads one segment, decoded.
  private mutating func readSegment(_ range: Range<Int>) throws(DeepLinkError) {
    guard segments.count < DeepLinkLimits.maxSegments else {
      throw .limitExceeded("segments", limit: DeepLinkLimits.maxSegments)
    }
    guard let text = PercentCoding.decode(link[range], plusAsSpace: false) else {
      throw .invalidEncoding(
        String(decoding: link[range], as: UTF8.self), at: segments.count + 1)
    }
    segments.append(text)
  }

  /// Reads the query's `name=value` items (a `name` alone has an empty value), skipping empty
  /// ones.
  private mutating func readItems(_ query: ArraySlice<UInt8>) throws(DeepLinkError) {
    for item in query.split(separator: Byte.ampersand) {
      guard items.count < DeepLinkLimits.maxQueryItems else {
        throw .limitExceeded("query items", limit: DeepLinkLimits.maxQueryItems)
      }
      let equals = item.firstIndex(of: Byte.equals) ?? item.endIndex
      guard let name = PercentCoding.decode(item[..<equals], plusAsSpace: true),
        let value = PercentCoding.decode(item[equals...].dropFirst(), plusAsSpace: true)
      else {
        throw .invalidEncoding(String(decoding: item, as: UTF8.self))
      }
      items.append((name, value))
    }
  }
}

/// The bytes links are read by, as constants: a debug build calls `UInt8(ascii:)` each time
/// it meets one.
enum Byte {
  static let slash: UInt8 = 0x2F  // "/"
  static let question: UInt8 = 0x3F  // "?"
  static let hash: UInt8 = 0x23  // "#"
  static let colon: UInt8 = 0x3A  // ":"
  static let ampersand: UInt8 = 0x26  // "&"
  static let equals: UInt8 = 0x3D  // "="
  static let percent: UInt8 = 0x25  // "%"
  static let plus: UInt8 = 0x2B  // "+"
  static let space: UInt8 = 0x20  // " "

  static func isLetter(_ byte: UInt8) -> Bool {
    byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
