extension DeepLinkTable {
  /// The route a link writes: `DashboardRoute.details(id: 7)` for `/dashboard/details/7`.
  ///
  /// ```swift
  /// try links.route(for: "https://shop.example/dashboard/details/7?tab=photos")
  /// ```
  ///
  /// - Parameter link: A path (`/dashboard/details/7`), or a URL whose scheme and authority
  ///   are skipped (`myapp:///dashboard/details/7`, `https://example.com/dashboard/details/7`);
  ///   its query holds the route's query items.
  /// - Throws: A ``DeepLinkError``: ``DeepLinkError/noMatch(_:at:)`` naming the first segment
  ///   that no pattern takes, a segment badly encoded wherever it is, a parameter not of its
  ///   type.
  public func route(for link: String) throws(DeepLinkError) -> AnyRoute {
    let tokens = try DeepLinkTokens(link)
    let match = trie.longestMatch(tokens.segments)
    let end = match?.end ?? 0
    guard let match, end == tokens.segments.count else {
      throw .noMatch(tokens.rawText(end), at: end + 1)
    }
    let route = try route(from: match, in: tokens)
    if let failure = tokens.queryFailure { throw failure }
    return route
  }
}
