/// A link cut into segments, once, before any route is read: each text segment decoded and
/// hashed for the trie, each marker of the tree grammar recognised, and the query items
/// decoded.
///
/// What is read of a link (see ``DeepLinkTable/state(for:)``):
///
/// - a scheme (`myapp:`) and an authority (`//host`) are skipped, and a fragment (`#…`) is
///   dropped;
/// - the path is split at `/`, skipping empty segments;
/// - a segment starting with `~` is a marker; any other is text, whose part after a `;`
///   holds the query items of the route it ends (`;key=value;key=value`);
/// - the query (`?key=value&…`, with `+` read as a space) belongs to the link's last route.
///
/// Work and memory are linear in the link's length; the ``DeepLinkLimits`` are checked as the
/// link is read.
struct DeepLinkTokens {
  /// What a segment is.
  enum Kind: Equatable {
    /// Text, with its query items in `items`.
    case text(items: Range<Int>)
    case marker(DeepLinkMarker)
  }

  /// The link as given, for the text of a segment an error names.
  let link: String
  /// The text segments' decoded bytes and hashes; a marker's are empty.
  var path = LinkSegments()
  /// What each segment is.
  var kinds: [Kind] = []
  /// The query items written after routes, then those of the query.
  var items: [(name: String, value: String)] = []
  /// The query's items in ``items``.
  var queryItems: Range<Int> = 0..<0
  /// The last text segment, whose route the query belongs to; `-1` when there is none.
  var lastText = -1
  /// Why the query cannot be read, thrown once the path has been read.
  var queryFailure: DeepLinkError?

  /// Reads `link`.
  ///
  /// - Throws: ``DeepLinkError/limitExceeded(_:limit:)``, ``DeepLinkError/emptyPath``, and
  ///   the error of the first segment that cannot be read (bad percent-encoding, an unknown
  ///   marker), naming it and its position — before any route is matched, so a link is never
  ///   said not to match where a later segment is what is wrong. A query that cannot be read
  ///   is kept as ``queryFailure``.
  init(_ link: String) throws(DeepLinkError) {
    guard link.utf8.count <= DeepLinkLimits.maxLength else {
      throw .limitExceeded("length", limit: DeepLinkLimits.maxLength)
    }
    self.link = link
    var text = link
    var failure: DeepLinkError?
    text.withUTF8 { raw in
      do throws(DeepLinkError) {
        try read(raw)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    guard !kinds.isEmpty else { throw .emptyPath }
  }

  /// The number of segments.
  var count: Int {
    kinds.count
  }

  /// Segment `index` as written in the link.
  func rawText(_ index: Int) -> String {
    let segment = path.segments[index]
    let range = Int(segment.rawStart)..<Int(segment.rawEnd)
    var link = link
    return link.withUTF8 { String(decoding: $0.extracting(range), as: UTF8.self) }
  }

  /// The position of segment `index`, as errors give it: from 1.
  static func position(_ index: Int) -> Int {
    index + 1
  }

  // MARK: Reading

  private mutating func read(_ raw: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) {
    let pathStart = Self.pathStart(raw)
    let pathEnd = Self.scan(raw, pathStart..<raw.count, until: Byte.question, or: Byte.hash)
    let capacity = min(
      Self.count(Byte.slash, in: raw, pathStart..<pathEnd) + 1, DeepLinkLimits.maxSegments)
    path.segments.reserveCapacity(capacity)
    kinds.reserveCapacity(capacity)
    path.bytes.reserveCapacity(pathEnd - pathStart)
    var start = pathStart
    while start < pathEnd {
      let end = Self.scan(raw, start..<pathEnd, until: Byte.slash)
      if end > start {
        try readSegment(raw, start..<end)
      }
      start = end + 1
    }
    if pathEnd < raw.count, raw[pathEnd] == Byte.question {
      let queryEnd = Self.scan(raw, (pathEnd + 1)..<raw.count, until: Byte.hash)
      let first = items.count
      do {
        try readItems(raw, (pathEnd + 1)..<queryEnd, separator: UInt8(ascii: "&"), query: true)
      } catch  where error.isLimitExceeded {
        throw error
      } catch {
        queryFailure = error
      }
      queryItems = first..<items.count
    }
  }

  /// The first index in `raw[range]` whose byte is `stop` or `other`, or the range's end.
  /// (`other` defaults to 0xFF, a byte UTF-8 never holds.)
  private static func scan(
    _ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, until stop: UInt8,
    or other: UInt8 = 0xFF
  ) -> Int {
    guard let base = raw.baseAddress else { return range.upperBound }
    var pointer = base + range.lowerBound
    let end = base + range.upperBound
    while pointer < end, pointer.pointee != stop, pointer.pointee != other {
      pointer += 1
    }
    return pointer - base
  }

  /// How many bytes of `raw[range]` are `byte`.
  private static func count(
    _ byte: UInt8, in raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Int {
    guard let base = raw.baseAddress else { return 0 }
    var count = 0
    var pointer = base + range.lowerBound
    let end = base + range.upperBound
    while pointer < end {
      if pointer.pointee == byte { count += 1 }
      pointer += 1
    }
    return count
  }

  /// Where the path starts: after a scheme (`letters:`) and an authority (`//host`).
  private static func pathStart(_ raw: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    if let first = raw.first, isLetter(first) {
      var end = 1
      while end < raw.count, isSchemeByte(raw[end]) {
        end += 1
      }
      if end < raw.count, raw[end] == UInt8(ascii: ":") { index = end + 1 }
    }
    if index + 1 < raw.count, raw[index] == UInt8(ascii: "/"), raw[index + 1] == UInt8(ascii: "/") {
      index += 2
      while index < raw.count, raw[index] != UInt8(ascii: "/"), raw[index] != UInt8(ascii: "?"),
        raw[index] != UInt8(ascii: "#")
      {
        index += 1
      }
    }
    return index
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private mutating func readSegment(_ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(DeepLinkError)
  {
    guard kinds.count < DeepLinkLimits.maxSegments else {
      throw .limitExceeded("segments", limit: DeepLinkLimits.maxSegments)
    }
    let position = Self.position(kinds.count)
    let start = path.bytes.count
    var hash: UInt64 = 0
    let kind = try readKind(raw, range, at: position, hash: &hash)
    if case .text = kind { lastText = kinds.count }
    path.segments.append(
      LinkSegment(
        start: Int32(start), end: Int32(path.bytes.count), hash: hash,
        rawStart: Int32(range.lowerBound), rawEnd: Int32(range.upperBound)))
    kinds.append(kind)
  }

  /// Reads a marker, or a text segment's decoded bytes into `path.bytes`, their hash, and its
  /// items.
  private mutating func readKind(
    _ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, at position: Int,
    hash: inout UInt64
  ) throws(DeepLinkError) -> Kind {
    let segment = raw.extracting(range)
    if raw[range.lowerBound] == UInt8(ascii: "~") {
      return .marker(try DeepLinkMarker(String(decoding: segment, as: UTF8.self), at: position))
    }
    let value = Self.scan(raw, range, until: Byte.semicolon)
    guard value > range.lowerBound else {
      throw .unexpected(
        String(decoding: segment, as: UTF8.self), "a route segment is empty before its \";\"",
        at: position)
    }
    let start = path.bytes.count
    guard
      let decoded = PercentCoding.decode(
        raw, range.lowerBound..<value, plusAsSpace: false, into: &path.bytes)
    else {
      throw .invalidEncoding(String(decoding: segment, as: UTF8.self), at: position)
    }
    hash = decoded
    let first = items.count
    if value < range.upperBound {
      do {
        try readItems(
          raw, (value + 1)..<range.upperBound, separator: UInt8(ascii: ";"), query: false)
      } catch  where error.isLimitExceeded {
        throw error
      } catch {
        path.bytes.removeSubrange(start...)
        throw .invalidEncoding(String(decoding: segment, as: UTF8.self), at: position)
      }
    }
    return .text(items: first..<items.count)
  }

  /// Reads `name=value` items (a `name` alone has an empty value), skipping empty ones.
  private mutating func readItems(
    _ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, separator: UInt8, query: Bool
  ) throws(DeepLinkError) {
    var scratch: [UInt8] = []
    var start = range.lowerBound
    while start < range.upperBound {
      var end = start
      var equals = -1
      while end < range.upperBound, raw[end] != separator {
        if equals < 0 && raw[end] == UInt8(ascii: "=") { equals = end }
        end += 1
      }
      defer { start = end + 1 }
      guard end > start else { continue }
      guard items.count < DeepLinkLimits.maxQueryItems else {
        throw .limitExceeded("query items", limit: DeepLinkLimits.maxQueryItems)
      }
      let nameEnd = equals < 0 ? end : equals
      let valueStart = equals < 0 ? end : equals + 1
      scratch.removeAll(keepingCapacity: true)
      let nameRead = PercentCoding.decode(raw, start..<nameEnd, plusAsSpace: query, into: &scratch)
      let name = String(decoding: scratch, as: UTF8.self)
      scratch.removeAll(keepingCapacity: true)
      guard nameRead != nil,
        PercentCoding.decode(raw, valueStart..<end, plusAsSpace: query, into: &scratch) != nil
      else {
        throw .invalidEncoding(String(decoding: raw.extracting(start..<end), as: UTF8.self))
      }
      items.append((name, String(decoding: scratch, as: UTF8.self)))
    }
  }
}

/// A marker of the tree grammar: a segment starting with `~`.
enum DeepLinkMarker: Equatable {
  /// `~`: ends a route, where the next one would otherwise be read as part of it.
  case boundary
  /// `~end`: closes the innermost open tab bar.
  case end
  /// `~tabs:KEY`: opens a tab bar over the stack before, with tab KEY selected; `;keep` when
  /// selecting the selected tab keeps its stack.
  case tabs(String, keep: Bool)
  /// `~tab:KEY`: starts tab KEY of the innermost open tab bar, or opens a tab bar.
  case tab(String)
  /// `~sheet`, `~fullScreenCover`, `~popover`, `~alert`, `~confirmationDialog`: presents a
  /// layer over the stack before.
  case layer(PresentationStyle)

  /// The marker written `text`.
  init(_ text: String, at position: Int) throws(DeepLinkError) {
    if text == "~" {
      self = .boundary
    } else if text == "~end" {
      self = .end
    } else if text.hasPrefix("~tabs:") {
      let rest = text.dropFirst(6)
      if rest.hasSuffix(";keep") {
        self = .tabs(String(rest.dropLast(5)), keep: true)
      } else {
        self = .tabs(String(rest), keep: false)
      }
    } else if text.hasPrefix("~tab:") {
      self = .tab(String(text.dropFirst(5)))
    } else if let style = PresentationStyle(rawValue: String(text.dropFirst())) {
      self = .layer(style)
    } else {
      throw .unexpected(
        text, "not a marker (~sheet, ~tab:KEY, ~tabs:KEY, ~end, ~, …)", at: position)
    }
  }
}

/// The bytes the tokenizer looks for, as constants: a debug build calls `UInt8(ascii:)` each
/// time it meets one.
private enum Byte {
  static let slash: UInt8 = 0x2F  // "/"
  static let question: UInt8 = 0x3F  // "?"
  static let hash: UInt8 = 0x23  // "#"
  static let semicolon: UInt8 = 0x3B  // ";"
}
