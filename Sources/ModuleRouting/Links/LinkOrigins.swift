/// Which links are the app's by where they come from: its custom schemes, and the hosts of its
/// universal links. A link with no scheme — a path — is always the app's.
///
/// ```swift
/// let links = catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
/// links.route(for: "myapp://settings/privacy")         // SettingsRoute.privacy
/// links.route(for: "https://shop.example/orders/42")   // OrderRoute.details(id: 42)
/// links.route(for: "https://elsewhere.example/orders")  // nil: not the app's
/// ```
///
/// A custom-scheme link's host is the first segment of its path (`myapp://settings/privacy`
/// reads `/settings/privacy`); a web link's host is a host (`https://shop.example/orders/42`
/// reads `/orders/42`).
public struct LinkOrigins: Hashable, Sendable {
  /// The app's custom schemes, lowercased; empty: every scheme but `http` and `https`. The
  /// first is the one links are printed with when there is no host.
  public var schemes: [String]
  /// The hosts of the app's universal links, lowercased; empty: every host. The first is the
  /// one links are printed with.
  public var hosts: [String]

  /// The app's schemes and hosts; none given, every link is read for its path.
  public init(schemes: [String] = [], hosts: [String] = []) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
  }

  /// Every link, whatever its scheme and host, read for its path.
  public static let any = LinkOrigins()

  /// The path `link` names when it is the app's, or `nil`.
  func path(of link: String) -> Substring? {
    var rest = link[...]
    var web = true  // A link with no scheme and a host (`//host/path`) is read as a web link.
    if let colon = link.firstIndex(of: ":"), Self.isScheme(link[..<colon]) {
      let scheme = link[..<colon].lowercased()
      rest = link[link.index(after: colon)...]
      web = scheme == "http" || scheme == "https"
      if !web && !schemes.isEmpty && !schemes.contains(scheme) { return nil }
      if web && !rest.hasPrefix("//") { return nil }
    }
    guard rest.hasPrefix("//") else { return rest }
    rest = rest.dropFirst(2)
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd]
    guard web else {
      // A custom scheme's host is the first segment of the path.
      return authority.isEmpty ? rest[authorityEnd...] : rest
    }
    let host = authority.split(separator: "@").last.map { $0.split(separator: ":")[0] } ?? ""
    guard hosts.isEmpty || hosts.contains(host.lowercased()) else { return nil }
    return rest[authorityEnd...]
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
