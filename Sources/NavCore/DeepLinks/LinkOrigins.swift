/// Which links are the app's by where they come from: its custom schemes, and the hosts of its
/// universal links. A link with no scheme — a path — is always the app's.
///
/// ```swift
/// let links = catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
/// try links.route(for: "myapp://settings/privacy")         // SettingsRoute.privacy
/// try links.route(for: "https://shop.example/orders/42")   // OrderRoute.details(id: 42)
/// try links.route(for: "https://elsewhere.example/orders")  // nil: not the app's
/// ```
///
/// A custom-scheme link's host is the first segment of its path (`myapp://settings/privacy`
/// reads `/settings/privacy`); a web link's host is a host (`https://shop.example/orders/42`
/// reads `/orders/42`).
///
/// Which links are the app's is a security boundary, so a link a browser would read as another
/// origin is refused with `DeepLinkError.ambiguousOrigin` rather than read: a web
/// link whose authority holds user info (`https://evil.example\@shop.example/billing`, whose
/// host a browser reads as `evil.example`), a backslash, or anything but a host of ASCII
/// letters, digits, `-`, `.` and `_` (or an IPv6 address in brackets) and a port up to 65535;
/// and any link with a tab or a line break, or spaces or control characters around it, which a
/// browser removes before reading it.
public struct LinkOrigins: Hashable, Sendable {
  /// The app's custom schemes, lowercased. The first is the one links are printed with when
  /// there is no host. With neither schemes nor hosts, every link is the app's.
  public var schemes: [String]
  /// The hosts of the app's universal links, lowercased (an IPv6 address in brackets). The
  /// first is the one links are printed with. An app that names schemes and no host leaves
  /// every web link to the browser.
  public var hosts: [String]

  /// The app's schemes and hosts; none given, every link is read for its path.
  public init(schemes: [String] = [], hosts: [String] = []) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
  }

  /// Every link, whatever its scheme and host, read for its path.
  public static let any = LinkOrigins()

  /// The path `link` names when it is the app's, or `nil`: always from `/`, so that nothing
  /// in it reads as a scheme or a host again.
  ///
  /// - Throws: `DeepLinkError.ambiguousOrigin` for a link a browser would read as
  ///   another: one with a tab or a line break, or spaces or control characters around it
  ///   (which a browser removes), or a web link whose authority is not a plain host and port
  ///   (see ``checkAuthority(_:)``).
  func path(of link: String) throws(DeepLinkError) -> String? {
    try Self.checkBrowserRemovesNothing(from: link)
    var rest = link[...]
    var web = true  // A link with no scheme and a host (`//host/path`) is read as a web link.
    if let colon = link.firstIndex(of: ":"), Self.isScheme(link[..<colon]) {
      let scheme = link[..<colon].lowercased()
      rest = link[link.index(after: colon)...]
      web = scheme == "http" || scheme == "https"
      if web ? !rest.hasPrefix("//") : !acceptsScheme(scheme) { return nil }
    }
    guard rest.hasPrefix("//") else { return Self.rooted(rest) }
    rest = rest.dropFirst(2)
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    guard web else {
      // A custom scheme's host is the first segment of the path.
      return Self.rooted(rest)
    }
    let host = try Self.checkAuthority(rest[..<authorityEnd])
    guard acceptsHost(host) else { return nil }
    return Self.rooted(rest[authorityEnd...])
  }

  /// Whether a custom scheme's links are the app's: one of its schemes, or any when it named
  /// neither schemes nor hosts.
  private func acceptsScheme(_ scheme: String) -> Bool {
    schemes.contains(scheme) || (schemes.isEmpty && hosts.isEmpty)
  }

  /// Whether a web link's host is the app's: one of its hosts, or any when it named neither
  /// schemes nor hosts — an app that names only schemes leaves web links to the browser.
  private func acceptsHost(_ host: String) -> Bool {
    hosts.contains(host) || (schemes.isEmpty && hosts.isEmpty)
  }

  /// `path` from a single `/`: leading slashes collapsed, one added when there is none.
  private static func rooted(_ path: Substring) -> String {
    "/" + path.drop { $0 == "/" }
  }

  /// `path` as a link from the first host, else the first scheme, else as it is.
  func link(for path: String) -> String {
    if let host = hosts.first { return "https://\(host)\(path)" }
    if let scheme = schemes.first { return "\(scheme)://\(path.dropFirst())" }
    return path
  }

  /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` and `.`.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII
    else { return false }
    return text.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "+-.".unicodeScalars.contains(scalar))
    }
  }
}
