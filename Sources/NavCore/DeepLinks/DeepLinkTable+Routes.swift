// One route read from a match, and one route written as segments.

extension DeepLinkTable {
  /// The route a match of the whole of `tokens` reads.
  ///
  /// The route's query items are the link's query's; items its pattern does not declare are
  /// ignored.
  ///
  /// - Throws: What the entry's parse function throws, placed at the route's first segment.
  func route(from match: DeepLinkTrie.Match, in tokens: DeepLinkTokens) throws(DeepLinkError)
    -> AnyRoute
  {
    let form = forms[Int(match.terminal)]
    let entry = entries[form.entry]
    let position = 1
    var parameters = DeepLinkParameters(pattern: entry.pattern.text)
    for (index, slot) in form.slots.enumerated() {
      switch slot {
      case .literal: break
      case .parameter(let name):
        parameters.values.append(
          .init(name: name, text: tokens.segments[index], position: index + 1))
      case .catchAll(let name):
        parameters.rest = (name, Array(tokens.segments[index..<match.end]), index + 1)
      }
    }
    if !entry.pattern.queryNames.isEmpty {
      parameters.query = try queryItems(of: entry.pattern, in: tokens, at: position)
    }
    do {
      return try entry.parse(parameters)
    } catch let error as DeepLinkError {
      throw error.located(at: position)
    } catch {
      throw .rejected(by: entry.pattern.text, "\(error)", at: position)
    }
  }

  /// The items `pattern` declares among the query's.
  private func queryItems(
    of pattern: DeepLinkPattern, in tokens: DeepLinkTokens, at position: Int
  ) throws(DeepLinkError) -> [DeepLinkParameters.Value] {
    var found: [DeepLinkParameters.Value] = []
    for item in tokens.items where pattern.queryNames.contains(item.name) {
      guard !found.contains(where: { $0.name == item.name }) else {
        throw .invalidParameter(item.name, value: item.value, expected: "one value", at: position)
      }
      found.append(.init(name: item.name, text: item.value))
    }
    return found
  }

  /// A route as a link writes it: its form, its segments decoded, and its query items.
  struct PrintedRoute {
    let route: AnyRoute
    /// The form, which is also its terminal in the trie.
    let form: Int
    let segments: [String]
    let items: [DeepLinkParameters.Value]
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
    var parameters = DeepLinkParameters(pattern: pattern.text)
    for name in pattern.queryNames {
      if let value = values[name] { parameters.query.append(.init(name: name, text: value)) }
    }
    // The form whose parameters are the values given for the path: the only one, or the first
    // that has that many parameters, each given a value.
    let pathCount = values.count - parameters.query.count
    let form =
      entry.forms.count == 1
      ? entry.forms.lowerBound
      : entry.forms.first { form in
        forms[form].names.count == pathCount && forms[form].names.allSatisfy { values[$0] != nil }
      }
    guard let form, forms[form].names.count == pathCount else {
      throw unfit(route, values, pattern)
    }
    var segments: [String] = []
    segments.reserveCapacity(forms[form].slots.count)
    for slot in forms[form].slots {
      switch slot {
      case .literal(let text):
        segments.append(text)
      case .parameter(let name):
        guard let value = values[name] else { throw unfit(route, values, pattern) }
        guard !value.isEmpty else { throw .unprintable(route, "parameter \(name) is empty") }
        segments.append(value)
        parameters.values.append(.init(name: name, text: value))
      case .catchAll(let name):
        guard let value = values[name] else { throw unfit(route, values, pattern) }
        let pieces = value.split(separator: "/", omittingEmptySubsequences: false)
          .map(String.init)
        guard !pieces.contains(where: \.isEmpty) else {
          throw .unprintable(route, "catch-all \(name) has an empty segment")
        }
        segments += pieces
        parameters.rest = (name, pieces, nil)
      }
    }
    let readBack = try? entry.parse(parameters)
    guard readBack == route else {
      let read = readBack.map { "reads back as \($0.debugDescription)" } ?? "does not read back"
      throw .unprintable(route, "\(pattern.text) with the printer's values \(read)")
    }
    return PrintedRoute(route: route, form: form, segments: segments, items: parameters.query)
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
