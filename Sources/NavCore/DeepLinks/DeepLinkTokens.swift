/// A link cut into segments, once, before any route is read: each segment decoded and hashed
/// for the trie, and the query items decoded.
///
/// What is read of a link (see ``DeepLinkTable/route(for:)``):
///
/// - a scheme (`myapp:`) and an authority (`//host`) are skipped, and a fragment (`#…`) is
///   dropped;
/// - the path is split at `/`, skipping empty segments, each percent-decoded;
/// - the query (`?key=value&…`, with `+` read as a space) holds the route's query items.
///
/// Work and memory are linear in the link's length; the ``DeepLinkLimits`` are checked as the
/// link is read.
struct DeepLinkTokens {
  /// The link as given, for the text of a segment an error names.
  let link: String
  /// The segments' decoded bytes and hashes.
  var path = LinkSegments()
  /// The query's items.
  var items: [(name: String, value: String)] = []
  /// Why the query cannot be read, thrown once the path has been read.
  var queryFailure: DeepLinkError?

  /// Reads `link`.
  ///
  /// - Throws: ``DeepLinkError/limitExceeded(_:limit:)``, ``DeepLinkError/emptyPath``, and
  ///   the error of the first segment that cannot be decoded, naming it and its position —
  ///   before any route is matched, so a link is never said not to match where a later segment
  ///   is what is wrong. A query that cannot be read is kept as ``queryFailure``.
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
    guard !path.segments.isEmpty else { throw .emptyPath }
  }

  /// The number of segments.
  var count: Int {
    path.segments.count
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
      do {
        try readItems(raw, (pathEnd + 1)..<queryEnd)
      } catch  where error.isLimitExceeded {
        throw error
      } catch {
        queryFailure = error
      }
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

  /// Reads one segment: its decoded bytes into `path`, and their hash.
  private mutating func readSegment(_ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(DeepLinkError)
  {
    guard path.segments.count < DeepLinkLimits.maxSegments else {
      throw .limitExceeded("segments", limit: DeepLinkLimits.maxSegments)
    }
    let start = path.bytes.count
    guard let hash = PercentCoding.decode(raw, range, plusAsSpace: false, into: &path.bytes)
    else {
      throw .invalidEncoding(
        String(decoding: raw.extracting(range), as: UTF8.self),
        at: Self.position(path.segments.count))
    }
    path.segments.append(
      LinkSegment(
        start: Int32(start), end: Int32(path.bytes.count), hash: hash,
        rawStart: Int32(range.lowerBound), rawEnd: Int32(range.upperBound)))
  }

  /// Reads the query's `name=value` items (a `name` alone has an empty value), skipping empty
  /// ones.
  private mutating func readItems(_ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    throws(DeepLinkError)
  {
    let separator = UInt8(ascii: "&")
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
      let nameRead = PercentCoding.decode(raw, start..<nameEnd, plusAsSpace: true, into: &scratch)
      let name = String(decoding: scratch, as: UTF8.self)
      scratch.removeAll(keepingCapacity: true)
      guard nameRead != nil,
        PercentCoding.decode(raw, valueStart..<end, plusAsSpace: true, into: &scratch) != nil
      else {
        throw .invalidEncoding(String(decoding: raw.extracting(start..<end), as: UTF8.self))
      }
      items.append((name, String(decoding: scratch, as: UTF8.self)))
    }
  }
}

/// The bytes the tokenizer looks for, as constants: a debug build calls `UInt8(ascii:)` each
/// time it meets one.
private enum Byte {
  static let slash: UInt8 = 0x2F  // "/"
  static let question: UInt8 = 0x3F  // "?"
  static let hash: UInt8 = 0x23  // "#"
}
