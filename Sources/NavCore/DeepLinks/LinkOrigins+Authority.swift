/// The checks that make the app's reading of a link's origin the one a browser makes: a link
/// the app would take for its own is never one a browser reads as another site's.
///
/// A browser (following the WHATWG URL rules) removes tabs and line breaks anywhere in a link
/// and spaces and control characters around it, reads a backslash in a web link as `/`, drops
/// user info before an `@`, and maps or decodes a host's other characters. So a web link's
/// authority must be a plain host — ASCII letters, digits, `-`, `.` and `_`, or an IPv6
/// address in brackets — with an optional port of digits up to 65535; anything else is
/// refused, never guessed at.
extension LinkOrigins {
  /// Refuses a link from which a browser would remove characters before reading it.
  static func checkBrowserRemovesNothing(from link: String) throws(DeepLinkError) {
    if link.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      throw .ambiguousOrigin(link, "a browser removes its tabs and line breaks")
    }
    let isStripped = { (byte: UInt8) in byte <= 0x20 }
    if let first = link.utf8.first, let last = link.utf8.last, isStripped(first) || isStripped(last)
    {
      throw .ambiguousOrigin(link, "a browser removes the spaces and control characters around it")
    }
  }

  /// The host of a web link's `authority`, lowercased (an IPv6 address in brackets), once the
  /// authority is checked to be a host and an optional port, read as a browser reads it.
  ///
  /// - Throws: `DeepLinkError.ambiguousOrigin` for user info, a backslash, an empty
  ///   host, a character no host holds, or a port that is not a number up to 65535.
  static func checkAuthority(_ authority: Substring) throws(DeepLinkError) -> String {
    let text = String(authority)
    if authority.contains("@") {
      throw .ambiguousOrigin(text, "it holds user info before \"@\", which hides the host")
    }
    if authority.contains("\\") {
      throw .ambiguousOrigin(text, "a browser reads its backslash as \"/\", ending the host there")
    }
    let (host, port) = try split(authority)
    guard !host.isEmpty else {
      throw .ambiguousOrigin(text, "its host is empty")
    }
    let bracketed = host.hasPrefix("[")
    let inside = bracketed ? host.dropFirst().dropLast() : host
    if let bad = inside.unicodeScalars.first(where: { !isHostScalar($0, bracketed: bracketed) }) {
      throw .ambiguousOrigin(text, "its host holds \(String(bad).debugDescription)")
    }
    if let port, !isPort(port) {
      throw .ambiguousOrigin(text, "its port is not a number from 0 to 65535")
    }
    return host.lowercased()
  }

  /// The host and the port after it, if any: an IPv6 address keeps its brackets.
  private static func split(_ authority: Substring) throws(DeepLinkError) -> (Substring, Substring?)
  {
    guard authority.hasPrefix("[") else {
      guard let colon = authority.firstIndex(of: ":") else { return (authority, nil) }
      return (authority[..<colon], authority[authority.index(after: colon)...])
    }
    guard let close = authority.firstIndex(of: "]") else {
      throw .ambiguousOrigin(String(authority), "its IPv6 address has no \"]\"")
    }
    let host = authority[...close]
    let rest = authority[authority.index(after: close)...]
    guard !rest.isEmpty else { return (host, nil) }
    guard rest.hasPrefix(":") else {
      throw .ambiguousOrigin(String(authority), "its IPv6 address is followed by more than a port")
    }
    return (host, rest.dropFirst())
  }

  /// Whether `scalar` may be in a host: an ASCII letter, digit, `-`, `.` or `_`; between
  /// brackets, a hexadecimal digit, `:` or `.`.
  private static func isHostScalar(_ scalar: Unicode.Scalar, bracketed: Bool) -> Bool {
    guard scalar.isASCII else { return false }
    let isHexOrDigit =
      ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar)
      || ("A"..."F").contains(scalar)
    if bracketed { return isHexOrDigit || ":.".unicodeScalars.contains(scalar) }
    return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      || ("0"..."9").contains(scalar) || "-._".unicodeScalars.contains(scalar)
  }

  /// Whether `port` is a port a browser reads as written: digits, a number up to 65535, or
  /// nothing (the scheme's own).
  private static func isPort(_ port: Substring) -> Bool {
    guard port.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
    let significant = port.drop { $0 == "0" }
    return significant.utf8.count <= 5 && (Int(significant) ?? 0) <= 65_535
  }
}
