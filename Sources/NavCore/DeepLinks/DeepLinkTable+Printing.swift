extension DeepLinkTable {
  /// The link of one route: `/dashboard/details/7` for `DashboardRoute.details(id: 7)`, its
  /// query items as the query.
  ///
  /// Opening the link (``route(for:)``) gives `route` back: each route is checked to read back
  /// as itself.
  ///
  /// - Parameter route: A route of a type the table has a pattern for.
  /// - Throws: ``DeepLinkError/noPrinter(for:)``, or ``DeepLinkError/unprintable(_:_:)`` when
  ///   its values do not fit the pattern, do not read back as it, or another pattern would
  ///   read its segments first; ``DeepLinkError/limitExceeded(_:limit:)`` for a link over the
  ///   ``DeepLinkLimits``.
  public func path<Route: Hashable & Sendable>(for route: Route) throws(DeepLinkError) -> String {
    let printed = try printed(AnyRoute(route))
    let expected = DeepLinkTrie.Match(terminal: Int32(printed.form), end: printed.segments.count)
    guard trie.longestMatch(printed.segments) == expected else {
      throw .unprintable(printed.route, "another pattern reads its segments first")
    }
    guard printed.segments.count <= DeepLinkLimits.maxSegments else {
      throw .limitExceeded("segments", limit: DeepLinkLimits.maxSegments)
    }
    var output: [UInt8] = []
    for segment in printed.segments {
      output.append(UInt8(ascii: "/"))
      PercentCoding.encode(segment, startsSegment: true, into: &output)
    }
    for (offset, item) in printed.items.enumerated() {
      output.append(UInt8(ascii: offset == 0 ? "?" : "&"))
      PercentCoding.encode(item.name, startsSegment: false, into: &output)
      output.append(UInt8(ascii: "="))
      PercentCoding.encode(item.text, startsSegment: false, into: &output)
    }
    guard output.count <= DeepLinkLimits.maxLength else {
      throw .limitExceeded("length", limit: DeepLinkLimits.maxLength)
    }
    return String(decoding: output, as: UTF8.self)
  }
}
