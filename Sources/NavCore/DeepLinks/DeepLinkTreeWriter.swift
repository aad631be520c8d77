/// The tree grammar, written: a ``NavigationState`` into a link that reads back as it.
///
/// Every tab bar is written whole (`~tabs:SELECTED`, then each `~tab:KEY` and its state), and
/// closed by `~end` only when something follows. A stack's routes are written one after the
/// other; where the reader would read a route into the one before it (a pattern that goes on
/// with the next route's segments, a catch-all), a bare `~` ends it. A route's query items
/// follow its last segment as `;name=value`, except the link's last route's, which make its
/// query.
struct DeepLinkTreeWriter {
  let table: DeepLinkTable
  private var output: [UInt8] = [UInt8(ascii: "/")]
  private var segmentCount = 0
  /// `~end`s owed: written before whatever comes next, dropped at the end of the link.
  private var pendingEnds = 0
  /// The query items the last route wrote, and where they start, until something follows it.
  private var lastItems: (start: Int, items: [DeepLinkParameters.Value])?
  /// Buffers kept from one stack to the next.
  private var printed: [DeepLinkTable.PrintedRoute] = []
  private var scratch = LinkSegments()
  private var starts: [Int] = []
  private var boundaries: [Bool] = []

  init(table: DeepLinkTable) {
    self.table = table
    output.reserveCapacity(256)
  }

  /// The link of `state`.
  ///
  /// - Throws: A ``DeepLinkError`` for a route or a tab with nothing to write it, and
  ///   ``DeepLinkError/limitExceeded(_:limit:)`` for a link that would go over the limits.
  mutating func link(for state: NavigationState) throws(DeepLinkError) -> String {
    try write(state, depth: 0)
    if let lastItems {
      output.removeSubrange(lastItems.start...)
      output.append(UInt8(ascii: "?"))
      writeItems(lastItems.items, separator: UInt8(ascii: "&"))
    }
    guard output.count <= DeepLinkLimits.maxLength else {
      throw .limitExceeded("length", limit: DeepLinkLimits.maxLength)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The path of one route.
  mutating func path(for route: AnyRoute) throws(DeepLinkError) -> String {
    try writeStack(root: route, path: [])
    if let lastItems {
      output.removeSubrange(lastItems.start...)
      output.append(UInt8(ascii: "?"))
      writeItems(lastItems.items, separator: UInt8(ascii: "&"))
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: States

  private mutating func write(_ state: NavigationState, depth: Int) throws(DeepLinkError) {
    guard depth <= DeepLinkLimits.maxDepth else {
      throw .limitExceeded("depth", limit: DeepLinkLimits.maxDepth)
    }
    try writeStack(root: state.root, path: state.path)
    if let tabs = state.tabs {
      guard let selected = tabs.selected else { throw .invalidState("a tab bar has no tabs") }
      try writeMarker("~tabs:" + key(for: selected) + (tabs.reselectPopsToRoot ? "" : ";keep"))
      for entry in tabs.entries {
        try writeMarker("~tab:" + key(for: entry.id))
        try write(entry.state, depth: depth + 1)
      }
      pendingEnds += 1
    }
    if let layer = state.presented {
      try writeMarker("~" + layer.style.rawValue)
      try write(layer.state, depth: depth + 1)
    }
  }

  private func key(for tab: AnyRoute) throws(DeepLinkError) -> String {
    guard let key = table.keysByTab[tab] else { throw .noTabKey(for: tab) }
    return key
  }

  // MARK: Stacks

  /// Writes a stack's routes, with a `~` after each that the reader would otherwise read into
  /// the next.
  private mutating func writeStack(root: AnyRoute, path: RoutePath) throws(DeepLinkError) {
    printed.removeAll(keepingCapacity: true)
    printed.append(try table.printed(root))
    for route in path {
      printed.append(try table.printed(route))
    }
    try findBoundaries()
    for (index, route) in printed.enumerated() {
      try flushEnds()
      for segment in route.segments {
        try startSegment()
        PercentCoding.encode(segment, startsSegment: true, into: &output)
      }
      if !route.items.isEmpty {
        let start = output.count
        output.append(UInt8(ascii: ";"))
        writeItems(route.items, separator: UInt8(ascii: ";"))
        lastItems = (start, route.items)
      }
      if boundaries[index] { try writeMarker("~") }
    }
  }

  /// Which routes need a `~` after them to read back as themselves, worked out from the last:
  /// each route must be the longest match from its first segment up to the next `~`.
  ///
  /// - Throws: ``DeepLinkError/unprintable(_:_:)`` for a route that another pattern would
  ///   read first even on its own.
  private mutating func findBoundaries() throws(DeepLinkError) {
    scratch.bytes.removeAll(keepingCapacity: true)
    scratch.segments.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    for route in printed {
      starts.append(scratch.segments.count)
      for segment in route.segments {
        scratch.append(segment)
      }
    }
    boundaries.removeAll(keepingCapacity: true)
    boundaries.append(contentsOf: repeatElement(false, count: printed.count))
    var runEnd = scratch.segments.count
    for index in printed.indices.reversed() {
      let start = starts[index]
      let end = start + printed[index].segments.count
      let expected = DeepLinkTrie.Match(terminal: Int32(printed[index].form), end: end)
      if table.trie.longestMatch(in: scratch, start..<runEnd) != expected {
        guard runEnd != end, table.trie.longestMatch(in: scratch, start..<end) == expected else {
          throw .unprintable(printed[index].route, "another pattern reads its segments first")
        }
        boundaries[index] = true
        runEnd = end
      }
    }
  }

  // MARK: Output

  private mutating func writeMarker(_ marker: String) throws(DeepLinkError) {
    try flushEnds()
    try startSegment()
    output += marker.utf8
  }

  private mutating func flushEnds() throws(DeepLinkError) {
    while pendingEnds > 0 {
      pendingEnds -= 1
      try startSegment()
      output += "~end".utf8
    }
  }

  /// Starts a segment, after a `/` unless it is the first.
  private mutating func startSegment() throws(DeepLinkError) {
    lastItems = nil
    segmentCount += 1
    guard segmentCount <= DeepLinkLimits.maxSegments, output.count <= DeepLinkLimits.maxLength
    else {
      throw .limitExceeded(
        segmentCount > DeepLinkLimits.maxSegments ? "segments" : "length",
        limit: segmentCount > DeepLinkLimits.maxSegments
          ? DeepLinkLimits.maxSegments : DeepLinkLimits.maxLength)
    }
    if segmentCount > 1 { output.append(UInt8(ascii: "/")) }
  }

  private mutating func writeItems(_ items: [DeepLinkParameters.Value], separator: UInt8) {
    for (offset, item) in items.enumerated() {
      if offset > 0 { output.append(separator) }
      PercentCoding.encode(item.name, startsSegment: false, into: &output)
      output.append(UInt8(ascii: "="))
      PercentCoding.encode(item.text, startsSegment: false, into: &output)
    }
  }
}
