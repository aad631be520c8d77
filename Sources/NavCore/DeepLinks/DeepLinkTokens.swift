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
  /// Where each segment is in the link's UTF-8, as written.
  var rawRanges: [Range<Int>] = []
  /// The query items written after routes, then those of the query.
  var items: [(name: String, value: String)] = []
  /// The query's items in ``items``.
  var queryItems: Range<Int> = 0..<0
  /// The last text segment, whose route the query belongs to; `-1` when there is none.
  var lastText = -1

  /// Reads `link`.
  ///
  /// - Throws: ``DeepLinkError/limitExceeded(_:limit:)``,
  ///   ``DeepLinkError/invalidEncoding(_:at:)``, ``DeepLinkError/unexpected(_:_:at:)`` for an
  ///   unknown marker or an empty route segment, and ``DeepLinkError/emptyPath``.
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
    let range = rawRanges[index]
    return String(
      decoding: link.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
  }

  /// The position of segment `index`, as errors give it: from 1.
  static func position(_ index: Int) -> Int {
    index + 1
  }

  // MARK: Reading

  private mutating func read(_ raw: UnsafeBufferPointer<UInt8>) throws(DeepLinkError) {
    let pathStart = Self.pathStart(raw)
    var pathEnd = pathStart
    while pathEnd < raw.count, raw[pathEnd] != UInt8(ascii: "?"), raw[pathEnd] != UInt8(ascii: "#")
    {
      pathEnd += 1
    }
    var start = pathStart
    while start < pathEnd {
      var end = start
      while end < pathEnd, raw[end] != UInt8(ascii: "/") {
        end += 1
      }
      if end > start { try readSegment(raw[start..<end], at: start..<end) }
      start = end + 1
    }
    if pathEnd < raw.count, raw[pathEnd] == UInt8(ascii: "?") {
      var queryEnd = pathEnd + 1
      while queryEnd < raw.count, raw[queryEnd] != UInt8(ascii: "#") {
        queryEnd += 1
      }
      let first = items.count
      try readItems(raw[(pathEnd + 1)..<queryEnd], separator: UInt8(ascii: "&"), query: true)
      queryItems = first..<items.count
    }
  }

  /// Where the path starts: after a scheme (`letters:`) and an authority (`//host`).
  private static func pathStart(_ raw: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    if let first = raw.first, first | 0x20 >= UInt8(ascii: "a"), first | 0x20 <= UInt8(ascii: "z") {
      var end = 1
      while end < raw.count, isSchemeByte(raw[end]) {
        end += 1
      }
      if end < raw.count, raw[end] == UInt8(ascii: ":") { index = end + 1 }
    }
    if index + 1 < raw.count, raw[index] == UInt8(ascii: "/"), raw[index + 1] == UInt8(ascii: "/") {
      index += 2
      while index < raw.count, !"/?#".utf8.contains(raw[index]) {
        index += 1
      }
    }
    return index
  }

  private static func isSchemeByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "+-.".utf8.contains(byte)
  }

  private mutating func readSegment(
    _ raw: UnsafeBufferPointer<UInt8>.SubSequence, at range: Range<Int>
  ) throws(DeepLinkError) {
    guard kinds.count < DeepLinkLimits.maxSegments else {
      throw .limitExceeded("segments", limit: DeepLinkLimits.maxSegments)
    }
    let position = Self.position(kinds.count)
    rawRanges.append(range)
    if raw.first == UInt8(ascii: "~") {
      kinds.append(.marker(try DeepLinkMarker(raw, at: position)))
      path.segments.append(LinkSegment(start: 0, end: 0, hash: 0))
      return
    }
    let value = raw.firstIndex(of: UInt8(ascii: ";")) ?? raw.endIndex
    let text = { String(decoding: raw, as: UTF8.self) }
    guard value > raw.startIndex else {
      throw .unexpected(text(), "a route segment is empty before its \";\"", at: position)
    }
    let start = path.bytes.count
    guard PercentCoding.decode(raw[..<value], plusAsSpace: false, into: &path.bytes) else {
      throw .invalidEncoding(text(), at: position)
    }
    let hash = DeepLinkTrie.hash(path.bytes[start...])
    path.segments.append(LinkSegment(start: Int32(start), end: Int32(path.bytes.count), hash: hash))
    let first = items.count
    if value < raw.endIndex {
      try readItems(raw[(value + 1)...], separator: UInt8(ascii: ";"), query: false, at: position)
    }
    kinds.append(.text(items: first..<items.count))
    lastText = kinds.count - 1
  }

  /// Reads `name=value` items (a `name` alone has an empty value), skipping empty ones.
  private mutating func readItems(
    _ raw: UnsafeBufferPointer<UInt8>.SubSequence, separator: UInt8, query: Bool,
    at position: Int? = nil
  ) throws(DeepLinkError) {
    var scratch: [UInt8] = []
    for item in raw.split(separator: separator) {
      guard items.count < DeepLinkLimits.maxQueryItems else {
        throw .limitExceeded("query items", limit: DeepLinkLimits.maxQueryItems)
      }
      let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
      scratch.removeAll(keepingCapacity: true)
      let nameRead = PercentCoding.decode(item[..<equals], plusAsSpace: query, into: &scratch)
      let name = String(decoding: scratch, as: UTF8.self)
      scratch.removeAll(keepingCapacity: true)
      let rest = equals < item.endIndex ? item[(equals + 1)...] : item[equals...]
      guard nameRead, PercentCoding.decode(rest, plusAsSpace: query, into: &scratch) else {
        throw .invalidEncoding(String(decoding: item, as: UTF8.self), at: position)
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

  /// The marker written `raw`.
  init(_ raw: UnsafeBufferPointer<UInt8>.SubSequence, at position: Int) throws(DeepLinkError) {
    let text = String(decoding: raw, as: UTF8.self)
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
