// One route read from a match, and one route written as segments: what the tree reader, the
// tree writer and the single-route functions share.

extension DeepLinkTable {
  /// The route a match reads, from segment `start` of `tokens`.
  ///
  /// The route's query items are those written after its segments (`;name=value`) and, for
  /// the link's last route, the query's; items its pattern does not declare are ignored.
  ///
  /// - Throws: What the entry's parse function throws, placed at the route's first segment.
  func route(
    from match: DeepLinkTrie.Match, at start: Int, in tokens: DeepLinkTokens
  ) throws(DeepLinkError) -> AnyRoute {
    let form = forms[Int(match.terminal)]
    let entry = entries[form.entry]
    let position = DeepLinkTokens.position(start)
    var parameters = DeepLinkParameters(pattern: entry.pattern.text)
    for (offset, slot) in form.slots.enumerated() {
      switch slot {
      case .literal: break
      case .parameter(let name):
        parameters.values.append((name, tokens.path.text(start + offset)))
      case .catchAll(let name):
        parameters.rest = (name, (start + offset..<match.end).map(tokens.path.text))
      }
    }
    if !entry.pattern.queryNames.isEmpty {
      parameters.query = try queryItems(
        of: entry.pattern, segments: start..<match.end, in: tokens, at: position)
    }
    do {
      return try entry.parse(parameters)
    } catch let error as DeepLinkError {
      throw error.located(at: position)
    } catch {
      throw .rejected(by: entry.pattern.text, "\(error)", at: position)
    }
  }

  /// The items `pattern` declares among those of the route on `segments`.
  private func queryItems(
    of pattern: DeepLinkPattern, segments: Range<Int>, in tokens: DeepLinkTokens, at position: Int
  ) throws(DeepLinkError) -> [(name: String, value: String)] {
    var found: [(name: String, value: String)] = []
    func take(_ items: Range<Int>) throws(DeepLinkError) {
      for index in items where pattern.queryNames.contains(tokens.items[index].name) {
        let item = tokens.items[index]
        guard !found.contains(where: { $0.name == item.name }) else {
          throw .invalidParameter(
            item.name, value: item.value, expected: "one value", at: position)
        }
        found.append(item)
      }
    }
    for index in segments {
      if case .text(let items) = tokens.kinds[index] { try take(items) }
    }
    if segments.contains(tokens.lastText) { try take(tokens.queryItems) }
    return found
  }

  /// A route as a link writes it: its form, its segments decoded, and its query items.
  struct PrintedRoute {
    let route: AnyRoute
    /// The form, which is also its terminal in the trie.
    let form: Int
    let segments: [String]
    let items: [(name: String, value: String)]
  }

  /// How `route` is written: by the first printer of its type that gives values.
  ///
  /// - Throws: ``DeepLinkError/noPrinter(for:)`` when none does, and
  ///   ``DeepLinkError/unprintable(_:_:)`` when the values do not fit the pattern or do not
  ///   read back as `route`.
  func printed(_ route: AnyRoute) throws(DeepLinkError) -> PrintedRoute {
    for entryIndex in printers[route.routeType] ?? [] {
      if let values = entries[entryIndex].print(route) {
        return try printed(route, with: values, by: entries[entryIndex])
      }
    }
    throw .noPrinter(for: route)
  }

  private func printed(_ route: AnyRoute, with values: [String: String], by entry: Entry)
    throws(DeepLinkError) -> PrintedRoute
  {
    let pattern = entry.pattern
    var pathNames: Set<String> = []
    for name in values.keys {
      if pattern.pathNames.contains(name) {
        pathNames.insert(name)
      } else if !pattern.queryNames.contains(name) {
        throw .unprintable(route, "\(pattern.text) has no parameter \(name)")
      }
    }
    guard let form = entry.forms.first(where: { forms[$0].names == pathNames }) else {
      throw .unprintable(
        route, "no form of \(pattern.text) has exactly the parameters \(pathNames.sorted())")
    }
    var segments: [String] = []
    var parameters = DeepLinkParameters(pattern: pattern.text)
    for slot in forms[form].slots {
      switch slot {
      case .literal(let text):
        segments.append(text)
      case .parameter(let name):
        let value = values[name] ?? ""
        guard !value.isEmpty else { throw .unprintable(route, "parameter \(name) is empty") }
        segments.append(value)
        parameters.values.append((name, value))
      case .catchAll(let name):
        let pieces = (values[name] ?? "").split(separator: "/", omittingEmptySubsequences: false)
          .map(String.init)
        guard !pieces.contains(where: \.isEmpty) else {
          throw .unprintable(route, "catch-all \(name) has an empty segment")
        }
        segments += pieces
        parameters.rest = (name, pieces)
      }
    }
    for name in pattern.queryNames {
      if let value = values[name] { parameters.query.append((name, value)) }
    }
    let readBack = try? entry.parse(parameters)
    guard readBack == route else {
      let read = readBack.map { "reads back as \($0.debugDescription)" } ?? "does not read back"
      throw .unprintable(route, "\(pattern.text) with the printer's values \(read)")
    }
    return PrintedRoute(route: route, form: form, segments: segments, items: parameters.query)
  }
}
