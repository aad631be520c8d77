extension DeepLinkTable {
  /// The link of one route — `/dashboard/details/7` for `DashboardRoute.details(id: 7)` —
  /// written by the first pattern of its type, in the order added, whose printer gives values.
  ///
  /// Opening the link (``route(for:)``) gives `route` back: each printed link is read back
  /// before it is returned.
  ///
  /// - Throws: `DeepLinkError.noPrinter`, or `DeepLinkError.unprintable` when
  ///   its values do not fit the pattern, do not read back as it, or another pattern would
  ///   read its segments first; `DeepLinkError.limitExceeded` for a link over the
  ///   ``DeepLinkLimits``.
  public func path<Route: Hashable & Sendable>(for route: Route) throws(DeepLinkError) -> String {
    let route = AnyRoute(route)
    for entryIndex in printers[route.routeType] ?? [] {
      if let values = entries[entryIndex].print(route) {
        return try path(of: route, with: values, by: entryIndex)
      }
    }
    throw .noPrinter(for: route)
  }

  /// The link `entry` writes from the values its printer gave for `route`, checked to read
  /// back as `route` through the same entry.
  private func path(of route: AnyRoute, with values: [String: String], by entry: Int)
    throws(DeepLinkError) -> String
  {
    let pattern = entries[entry].pattern
    for name in values.keys.sorted() where !pattern.names.contains(name) {
      throw .unprintable(route, "\(pattern.text) has no parameter \(name)")
    }
    var output: [UInt8] = []
    for slot in pattern.slots {
      switch slot {
      case .literal(let text):
        output.append(Byte.slash)
        PercentCoding.encode(text, startsSegment: true, into: &output)
      case .parameter(let name), .catchAll(let name):
        guard let value = values[name] else {
          throw .unprintable(route, "\(pattern.text) needs the parameter \(name)")
        }
        // A catch-all's value is its segments joined by `/`; a parameter's is one segment.
        let isCatchAll = slot == .catchAll(name)
        let pieces =
          isCatchAll ? value.split(separator: "/", omittingEmptySubsequences: false) : [value[...]]
        guard !pieces.contains(where: \.isEmpty) else {
          let problem =
            isCatchAll ? "catch-all \(name) has an empty segment" : "parameter \(name) is empty"
          throw .unprintable(route, problem)
        }
        for piece in pieces {
          output.append(Byte.slash)
          PercentCoding.encode(String(piece), startsSegment: true, into: &output)
        }
      }
    }
    var separator = Byte.question
    for name in pattern.queryNames {
      guard let value = values[name] else { continue }
      output.append(separator)
      separator = Byte.ampersand
      PercentCoding.encode(name, startsSegment: false, into: &output)
      output.append(Byte.equals)
      PercentCoding.encode(value, startsSegment: false, into: &output)
    }
    let link = String(decoding: output, as: UTF8.self)
    let tokens = try DeepLinkTokens(link)
    let expected = DeepLinkTrie.Match(entry: entry, end: tokens.segments.count)
    let readBack = try? self.route(from: expected, in: tokens)
    guard readBack == route else {
      let read = readBack.map { "reads back as \($0.debugDescription)" } ?? "does not read back"
      throw .unprintable(route, "\(pattern.text) with the printer's values \(read)")
    }
    guard trie.longestMatch(tokens.segments) == expected else {
      throw .unprintable(route, "another pattern reads its segments first")
    }
    return link
  }
}
