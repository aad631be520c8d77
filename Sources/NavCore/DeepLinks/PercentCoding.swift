/// Percent-decoding and -encoding of link text, on UTF-8 bytes, with no Foundation.
///
/// Decoding turns `%XX` into the byte `XX` (and, in a query, `+` into a space); the bytes
/// must then be UTF-8. Encoding keeps the unreserved characters of RFC 3986 — letters, digits,
/// `-`, `.`, `_` and `~` — and writes every other byte as `%XX`, so what it writes reads back
/// the same whatever the text holds (`/`, `;`, `?`, `#`, `&`, `=`, `+`, `%`, spaces, emoji).
/// A `~` that would start a path segment is encoded too: a segment that starts with `~` is a
/// marker of the tree grammar.
enum PercentCoding {
  /// Appends `raw` decoded to `output`.
  ///
  /// - Returns: `false` when a `%` is not followed by two hexadecimal digits, or the decoded
  ///   bytes are not UTF-8; `output` then holds part of the text.
  static func decode(
    _ raw: UnsafeBufferPointer<UInt8>.SubSequence, plusAsSpace: Bool, into output: inout [UInt8]
  ) -> Bool {
    let start = output.count
    var index = raw.startIndex
    var escaped = false
    while index < raw.endIndex {
      let byte = raw[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < raw.endIndex, let high = hexValue(raw[index + 1]),
          let low = hexValue(raw[index + 2])
        else { return false }
        output.append(high << 4 | low)
        escaped = true
        index += 3
      } else {
        output.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    return !escaped || isUTF8(output[start...])
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
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0xF)])
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

  /// Whether `bytes` are well-formed UTF-8.
  static func isUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}
