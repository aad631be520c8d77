/// One route at a time, by its key: for writing routes in a form of your own (a flight
/// recording, a log) with the stable keys the table holds, never a type's name.
///
/// ```swift
/// table.key(of: AnyRoute(SettingsRoute.privacy))  // "settings"
/// ```
extension RestorationTable {
  /// The key `route`'s type is registered under, or `nil` when it has none.
  public func key(of route: AnyRoute) -> String? {
    coder(for: route)?.key
  }

  /// Writes `route`'s value, without its key, with `encoder`.
  ///
  /// - Throws: `EncodingError.invalidValue` when its type has no key; the value's own errors.
  public func encodeValue(of route: AnyRoute, to encoder: any Encoder) throws {
    guard let coder = coder(for: route) else {
      throw EncodingError.invalidValue(
        route, .init(codingPath: encoder.codingPath, debugDescription: "no key for \(route)"))
    }
    try coder.encode(route, encoder)
  }

  /// Reads a route of the type registered under `key` with `decoder`; `nil` when no type is.
  public func decodeRoute(key: String, from decoder: any Decoder) throws -> AnyRoute? {
    guard let coder = coder(forKey: key) else { return nil }
    return try coder.decode(decoder)
  }

  /// The predicate matching every route of the type registered under `key`; `nil` when no
  /// type is.
  public func typePredicate(forKey key: String) -> RoutePredicate? {
    coder(forKey: key)?.typePredicate
  }

  /// The key of the type a predicate made from a type matches, if it is registered.
  public func key(ofTypeMatchedBy predicate: RoutePredicate) -> String? {
    predicate.matchedType.flatMap { coder(forTypeIdentity: $0)?.key }
  }
}
