/// Percent-decoding and -encoding of link text, on UTF-8 bytes, with no Foundation.
///
/// Decoding turns `%XX` into the byte `XX` (and, in a query, `+` into a space); the bytes
/// must then be UTF-8. Encoding keeps the unreserved characters of RFC 3986 — letters, digits,
/// `-`, `.`, `_` and `~` — and writes every other byte as `%XX`, so what it writes reads back
/// the same whatever the text holds (`/`, `;`, `?`, `#`, `&`, `=`, `+`, `%`, spaces, emoji).
/// A `~` that would start a path segment is encoded too: a segment that starts with `~` is a
/// marker of the tree grammar.
///
/// The loops read buffers through pointers, and text with nothing to decode is copied at once,
/// so that they stay cheap in a debug build too (the randomized tests run a hundred thousand
/// links through them).
enum PercentCoding {
  /// Appends the bytes of `raw[range]`, decoded, to `output`.
  ///
  /// - Returns: The FNV-1a hash of the decoded bytes, or `nil` when a `%` is not followed by
  ///   two hexadecimal digits or the decoded bytes are not UTF-8; `output` is then left as it
  ///   was.
  static func decode(
    _ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool,
    into output: inout [UInt8]
  ) -> UInt64? {
    if let hash = plainHash(raw, range, plusAsSpace: plusAsSpace) {
      output.append(contentsOf: raw.extracting(range))
      return hash
    }
    let start = output.count
    var hash = DeepLinkTrie.hashSeed
    var index = range.lowerBound
    var escaped = false
    while index < range.upperBound {
      var byte = raw[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < range.upperBound, let high = hexValue(raw[index + 1]),
          let low = hexValue(raw[index + 2])
        else {
          output.removeSubrange(start...)
          return nil
        }
        byte = high << 4 | low
        escaped = true
        index += 3
      } else {
        if plusAsSpace && byte == UInt8(ascii: "+") { byte = UInt8(ascii: " ") }
        index += 1
      }
      output.append(byte)
      hash = DeepLinkTrie.hash(hash, byte)
    }
    if escaped && !output.withUnsafeBufferPointer({ isUTF8($0, start..<$0.count) }) {
      output.removeSubrange(start...)
      return nil
    }
    return hash
  }

  /// The hash of `raw[range]` when it has nothing to decode — no `%`, and no `+` when a `+`
  /// reads as a space — or `nil`.
  private static func plainHash(
    _ raw: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool
  ) -> UInt64? {
    guard let base = raw.baseAddress else { return DeepLinkTrie.hashSeed }
    var hash = DeepLinkTrie.hashSeed
    var pointer = base + range.lowerBound
    let end = base + range.upperBound
    while pointer < end {
      let byte = pointer.pointee
      if byte == 0x25 || (plusAsSpace && byte == 0x2B) { return nil }  // "%", "+"
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      pointer += 1
    }
    return hash
  }

  /// Appends `text` percent-encoded to `output`.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - startsSegment: Whether the text starts a path segment, where a `~` is encoded.
  static func encode(_ text: String, startsSegment: Bool, into output: inout [UInt8]) {
    var first = startsSegment
    for byte in text.utf8 {
      if isUnreserved(byte) && !(first && byte == UInt8(ascii: "~")) {
        output.append(byte)
      } else {
        output.append(UInt8(ascii: "%"))
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0xF))
      }
      first = false
    }
  }

  /// Whether `byte` is written as itself: a letter, a digit, `-`, `.`, `_` or `~`.
  static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  /// Whether `bytes[range]` are well-formed UTF-8: no stray continuation byte, no truncated,
  /// overlong or surrogate sequence, nothing past U+10FFFF.
  static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index < range.upperBound {
      let lead = bytes[index]
      let count: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: count = 0
      case 0xC2...0xDF: count = 1
      case 0xE0: (count, low) = (2, 0xA0)
      case 0xE1...0xEC, 0xEE...0xEF: count = 2
      case 0xED: (count, high) = (2, 0x9F)
      case 0xF0: (count, low) = (3, 0x90)
      case 0xF1...0xF3: count = 3
      case 0xF4: (count, high) = (3, 0x8F)
      default: return false
      }
      guard index + count < range.upperBound else { return false }
      for offset in 0..<count {
        let byte = bytes[index + 1 + offset]
        guard byte >= (offset == 0 ? low : 0x80), byte <= (offset == 0 ? high : 0xBF) else {
          return false
        }
      }
      index += 1 + count
    }
    return true
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
  }
}
