/// The stable keys of route types, to save a navigation state and restore it — across app
/// launches and app updates — without ever writing a Swift type name (NavCore's article "Deep
/// Links and Restoration" tells more).
///
/// A table is what a ``RouteSchema`` builds from the keys declared in it
/// (``RouteSchema/restoration(version:migration:)``); it saves and reads states:
///
/// ```swift
/// let restoration = schema.restoration(version: 2)
/// let data = try JSONEncoder().encode(restoration.save(app.state))
/// decoder.userInfo[RestorationTable.userInfoKey] = restoration.reading(.lenient)
/// let restored = try decoder.decode(RestoredNavigation.self, from: data)
/// ```
public struct RestorationTable: Sendable {
  /// What to do with a key saved by an older version.
  public enum Migration: Hashable, Sendable {
    /// Keep it.
    case keep
    /// Read it as this key.
    case rename(String)
    /// Drop the route, as if the stack ended before it. A layer or a tab whose root (or a tab
    /// whose identity) is dropped goes with it; the root of the whole tree cannot be dropped,
    /// and reading fails naming its key.
    ///
    /// Every route that goes is listed in ``RestoredNavigation/dropped``; the strict policy
    /// refuses the data when one of them is not dropped by migration itself.
    case drop
  }

  /// The schema version states are saved with.
  public internal(set) var version: Int
  /// Maps a key saved by an older version, given that version.
  ///
  /// It is asked once per key as saved: for each root, each tab's identity, and each run of a
  /// path (the routes that follow one another with one key), whose routes all read as it says;
  /// a run it drops ends its stack before the run's first route.
  var migration: (@Sendable (_ key: String, _ savedVersion: Int) -> Migration)?
  /// Keys a module renamed, each read as the key it became, whatever version saved it, before
  /// ``migration`` is asked.
  var renamedKeys: [String: String] = [:]
  /// Keys a module no longer reads: a route saved under one is dropped, as ``Migration/drop``
  /// drops it, whatever version saved it.
  var droppedKeys: Set<String> = []
  /// Bounds on the data read, so hostile data costs bounded work.
  public var limits = Limits()

  private(set) var codersByType: [ObjectIdentifier: RouteCoder] = [:]
  private(set) var codersByKey: [String: RouteCoder] = [:]

  /// A table for states saved with schema `version`, with no keys: a ``RouteSchema`` adds them.
  init(version: Int) {
    self.version = version
  }

  /// Adds `coder`, whose key and type the schema checked are new here.
  mutating func insert(_ coder: RouteCoder) {
    codersByKey[coder.key] = coder
    codersByType[coder.identity] = coder
  }

  /// Adds every coder of `other`, whose keys and types the schema checked are new here.
  mutating func insert(contentsOf other: RestorationTable) {
    for coder in other.codersByKey.values { insert(coder) }
  }

  /// The coder of a route being written, or an `EncodingError` at `codingPath` when its type
  /// has no key.
  func coder(encoding route: AnyRoute, at codingPath: [any CodingKey]) throws -> RouteCoder {
    guard let coder = codersByType[route.routeType] else {
      throw EncodingError.invalidValue(
        route, .init(codingPath: codingPath, debugDescription: "no key for \(route)"))
    }
    return coder
  }
}

extension RestorationTable {
  /// Bounds on saved data: reading stops with a typed error past them.
  public struct Limits: Hashable, Sendable {
    /// How deep layers and tabs may nest.
    public var depth = 32
    /// How many routes a saved state may hold in all.
    public var routes = 100_000

    /// Bounds of `depth` levels of layers and tabs and `routes` routes in all.
    public init(depth: Int = 32, routes: Int = 100_000) {
      self.depth = depth
      self.routes = routes
    }
  }
}

/// How one route type is written and read.
struct RouteCoder: Sendable {
  let key: String
  let identity: ObjectIdentifier
  /// Matches every route of this type.
  let typePredicate: RoutePredicate
  /// Writes one route of this type with its own encoder: a root, a tab's identity.
  let encode: @Sendable (AnyRoute, any Encoder) throws -> Void
  /// Reads one route of this type with its own decoder.
  let decode: @Sendable (any Decoder) throws -> AnyRoute
  /// Writes routes of this type as the elements of a list: a run of a path.
  let encodeRun: @Sendable (Slice<RoutePath>, inout any UnkeyedEncodingContainer) throws -> Void
  /// Reads routes of this type from a list onto a path, at most `budget` of them, until the
  /// list ends or a route fails; the routes read before a failure stay on the path.
  let decodeRun:
    @Sendable (_ list: inout any UnkeyedDecodingContainer, _ path: inout RoutePath, _ budget: Int)
      throws -> Void

  init<Route: Hashable & Sendable & Codable>(key: String, type: Route.Type) {
    self.key = key
    identity = typeIdentity(of: Route.self)
    typePredicate = .type(Route.self)
    // The table finds this coder by the route's identity; a run holds routes of one identity.
    encode = { route, encoder in
      try route.value(knownToBe: Route.self).encode(to: encoder)
    }
    decode = { decoder in AnyRoute(try Route(from: decoder)) }
    encodeRun = { routes, list in
      for route in routes {
        try list.encode(route.value(knownToBe: Route.self))
      }
    }
    decodeRun = { list, path, budget in
      var budget = budget
      while budget > 0, !list.isAtEnd {
        path.append(AnyRoute(try list.decode(Route.self)))
        budget -= 1
      }
    }
  }
}
