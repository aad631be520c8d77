extension DeepLinkTable {
  /// The route a link writes: `DashboardRoute.details(id: 7)` for `/dashboard/details/7`.
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

  /// The route a match of the whole of `tokens` reads, ignoring query items its pattern does
  /// not declare; what the parse function throws is placed at the route's first segment.
  func route(from match: DeepLinkTrie.Match, in tokens: DeepLinkTokens) throws(DeepLinkError)
    -> AnyRoute
  {
    let entry = entries[match.entry]
    // Errors about the route as a whole are placed at its first segment.
    let position = 1
    var parameters = DeepLinkParameters(pattern: entry.pattern.text)
    for (index, slot) in entry.pattern.slots.enumerated() {
      switch slot {
      case .literal: break
      case .parameter(let name):
        parameters.values.append(
          .init(name: name, text: tokens.segments[index], position: index + 1))
      case .catchAll(let name):
        let segments = Array(tokens.segments[index..<match.end])
        parameters.values.append(
          .init(
            name: name, text: segments.joined(separator: "/"), segments: segments,
            position: index + 1))
      }
    }
    for item in tokens.items where entry.pattern.queryNames.contains(item.name) {
      guard !parameters.contains(item.name) else {
        throw .invalidParameter(item.name, value: item.value, expected: "one value", at: position)
      }
      parameters.values.append(.init(name: item.name, text: item.value))
    }
    do {
      return try entry.parse(parameters)
    } catch let error as DeepLinkError {
      throw error.located(at: position)
    } catch {
      throw .rejected(by: entry.pattern.text, "\(error)", at: position)
    }
  }
}
