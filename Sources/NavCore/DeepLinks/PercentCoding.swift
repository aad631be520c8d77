/// Percent-decoding and -encoding of link text, on UTF-8 bytes, with no Foundation.
///
/// Decoding turns `%XX` into the byte `XX` (and, in a query, `+` into a space); the bytes
/// must then be UTF-8. Encoding keeps the unreserved characters of RFC 3986 — letters, digits,
/// `-`, `.`, `_` and `~` — and writes every other byte as `%XX`, so what it writes reads back
/// the same whatever the text holds (`/`, `;`, `?`, `#`, `&`, `=`, `+`, `%`, spaces, emoji).
/// A `~` that would start a path segment is encoded too, as no pattern's literal starts with
/// one.
enum PercentCoding {
  /// The text of `raw`, decoded; `nil` when a `%` is not followed by two hexadecimal digits or
  /// the decoded bytes are not UTF-8.
  static func decode(_ raw: ArraySlice<UInt8>, plusAsSpace: Bool) -> String? {
    guard raw.contains(where: { $0 == Byte.percent || (plusAsSpace && $0 == Byte.plus) }) else {
      return String(decoding: raw, as: UTF8.self)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    var index = raw.startIndex
    while index < raw.endIndex {
      let byte = raw[index]
      index += 1
      if byte == Byte.percent {
        guard index + 1 < raw.endIndex, let high = hexValue(raw[index]),
          let low = hexValue(raw[index + 1])
        else { return nil }
        bytes.append(high << 4 | low)
        index += 2
      } else {
        bytes.append(plusAsSpace && byte == Byte.plus ? Byte.space : byte)
      }
    }
    // Decoding repairs what is not UTF-8, so text whose bytes are not those decoded held some.
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }

  /// Appends `text` percent-encoded to `output`, with a `~` encoded where it `startsSegment`.
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
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    Byte.isLetter(byte) || Byte.isDigit(byte) || "-._~".utf8.contains(byte)
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
