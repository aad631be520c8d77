/// The URL patterns of a module's routes — or, merged, of an app's — each with how to read its
/// route from a link and how to write it back (NavCore's article "Deep Links and Restoration"
/// tells more).
///
/// A table is what a ``RouteSchema`` builds from the link patterns declared in it
/// (``RouteSchema/links``); it reads links and prints them:
///
/// ```swift
/// let links = schema.links
/// try links.route(for: "/dashboard/details/7")        // AnyRoute(DashboardRoute.details(id: 7))
/// try links.path(for: DashboardRoute.details(id: 7))  // "/dashboard/details/7"
/// ```
///
/// A pattern is a path of literals (`details`), parameters (`:id`, one segment, read typed
/// through ``DeepLinkParameters``) and last a catch-all (`*path`, one or more segments), then
/// the query items the route reads (`/search/:term?sort&page`); a route with an optional
/// segment has a pattern for each form (`/search`, `/search/:term`). A trie reads each
/// segment of a link, percent-decoded, once: the longest match wins, and among matches as
/// long, literals beat parameters, which beat a catch-all. A literal matches a segment that is
/// canonically equivalent to it, as `String`s compare: `café` declared is opened by `café`
/// with its `é` composed or decomposed (`caf%C3%A9`, `cafe%CC%81`), and prints as declared.
/// Two patterns that match the same links are refused when the second is declared or the
/// schemas merge. Printing uses the first pattern, in the order added, whose printer gives values, and
/// checks that the link reads back as the route. A table is a `Sendable` value: build it once, at start-up, and share it.
public struct DeepLinkTable: Sendable {
  /// The module whose routes the table holds, named in conflicts; `"app"` for a merged table
  /// unless it is given another name.
  public let module: String
  var entries: [Entry] = []
  var trie = DeepLinkTrie()
  /// The entries that print each route type, in the order they were added.
  var printers: [ObjectIdentifier: [Int]] = [:]

  /// An empty table for the routes of `module`, the name conflicts give it.
  init(module: String) {
    self.module = module
  }

  /// The modules' `tables` together, named `module`, as the composition root builds it.
  ///
  /// - Throws: ``DeepLinkError/conflict(_:module:with:of:)`` when patterns of two tables match
  ///   the same links.
  init(merging tables: [DeepLinkTable], module: String) throws(DeepLinkError) {
    self.module = module
    for table in tables {
      for entry in table.entries {
        try add(entry)
      }
    }
  }

  /// Adds a pattern for routes of type `Route`.
  ///
  /// - Parameters:
  ///   - pattern: The pattern: `/dashboard/details/:id`.
  ///   - type: The route type.
  ///   - parse: Reads a route from the values a matching link gives; it throws (usually by
  ///     letting a ``DeepLinkParameters`` reader throw) when they do not make a route.
  ///   - print: Gives the values that write `route` with this pattern, by parameter name —
  ///     a catch-all's segments joined by `/` — or `nil` when this pattern does not write
  ///     this route.
  /// - Throws: ``DeepLinkError/invalidPattern(_:_:)`` or
  ///   ``DeepLinkError/conflict(_:module:with:of:)``.
  mutating func add<Route: Hashable & Sendable>(
    _ pattern: String, _ type: Route.Type,
    parse: @escaping @Sendable (DeepLinkParameters) throws -> Route,
    print: @escaping @Sendable (Route) -> [String: String]?
  ) throws(DeepLinkError) {
    try add(
      Entry(
        pattern: DeepLinkPattern(pattern), module: module, routeType: typeIdentity(of: Route.self),
        parse: { AnyRoute(try parse($0)) },
        print: { print($0.value(knownToBe: Route.self)) }))
  }

  /// Adds a pattern with no parameters for the one route it opens and prints: `/settings`
  /// for `SettingsRoute.main`.
  mutating func add<Route: Hashable & Sendable>(_ pattern: String, _ route: Route)
    throws(DeepLinkError)
  {
    try add(pattern, Route.self, parse: { _ in route }, print: { $0 == route ? [:] : nil })
  }

  /// The patterns in the table, in the order they were added.
  package var patterns: [String] {
    entries.map(\.pattern.text)
  }
}

extension DeepLinkTable {
  /// One pattern with its route type and functions.
  struct Entry: Sendable {
    let pattern: DeepLinkPattern
    let module: String
    let routeType: ObjectIdentifier
    let parse: @Sendable (DeepLinkParameters) throws -> AnyRoute
    let print: @Sendable (AnyRoute) -> [String: String]?
  }

  /// Adds an entry, unless its pattern matches the same links as one already there.
  private mutating func add(_ entry: Entry) throws(DeepLinkError) {
    if let other = trie.insert(entry.pattern.slots, entry: entries.count).map({ entries[$0] }) {
      throw .conflict(
        entry.pattern.text, module: entry.module, with: other.pattern.text, of: other.module)
    }
    printers[entry.routeType, default: []].append(entries.count)
    entries.append(entry)
  }
}
