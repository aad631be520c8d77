extension DeepLinkTable {
  /// The link of one route: `/dashboard/details/7` for `DashboardRoute.details(id: 7)`, its
  /// query items as the query.
  ///
  /// Opening the link (``route(for:)``) gives `route` back: each printed link is read back
  /// before it is returned.
  ///
  /// - Parameter route: A route of a type the table has a pattern for.
  /// - Throws: ``DeepLinkError/noPrinter(for:)``, or ``DeepLinkError/unprintable(_:_:)`` when
  ///   its values do not fit the pattern, do not read back as it, or another pattern would
  ///   read its segments first; ``DeepLinkError/limitExceeded(_:limit:)`` for a link over the
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

  /// The link `entry` writes from the values its printer gave for `route`, read back: through
  /// the same form, as `route`.
  private func path(of route: AnyRoute, with values: [String: String], by entry: Int)
    throws(DeepLinkError) -> String
  {
    let pattern = entries[entry].pattern
    // The form whose parameters are the values given for the path: the only one, or the first
    // that has that many parameters, each given a value.
    let pathCount = values.keys.filter { !pattern.queryNames.contains($0) }.count
    let names = pattern.forms.map(DeepLinkPattern.names(in:))
    let form =
      names.count == 1
      ? 0
      : names.indices.first { form in
        names[form].count == pathCount && names[form].allSatisfy { values[$0] != nil }
      }
    guard let form, names[form].count == pathCount else {
      throw unfit(route, values, pattern)
    }
    var output: [UInt8] = []
    for slot in pattern.forms[form] {
      switch slot {
      case .literal(let text):
        output.append(Byte.slash)
        PercentCoding.encode(text, startsSegment: true, into: &output)
      case .parameter(let name):
        guard let value = values[name] else { throw unfit(route, values, pattern) }
        guard !value.isEmpty else { throw .unprintable(route, "parameter \(name) is empty") }
        output.append(Byte.slash)
        PercentCoding.encode(value, startsSegment: true, into: &output)
      case .catchAll(let name):
        guard let value = values[name] else { throw unfit(route, values, pattern) }
        let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
        guard !pieces.contains(where: \.isEmpty) else {
          throw .unprintable(route, "catch-all \(name) has an empty segment")
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
    let expected = DeepLinkTrie.Match(
      terminal: .init(entry: entry, form: form), end: tokens.segments.count)
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

  /// Why `values` do not fit any form of `pattern`: a name it does not have, or no form with
  /// exactly the path parameters given.
  private func unfit(_ route: AnyRoute, _ values: [String: String], _ pattern: DeepLinkPattern)
    -> DeepLinkError
  {
    for name in values.keys.sorted()
    where !pattern.pathNames.contains(name) && !pattern.queryNames.contains(name) {
      return .unprintable(route, "\(pattern.text) has no parameter \(name)")
    }
    let names = values.keys.filter(pattern.pathNames.contains).sorted()
    return .unprintable(route, "no form of \(pattern.text) has exactly the parameters \(names)")
  }
}
