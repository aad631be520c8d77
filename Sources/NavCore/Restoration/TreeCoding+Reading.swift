/// Reading the form a ``TreeCoding`` writes, strictly and at the table's own version: for data
/// written by this app as it is now (a flight recording), with no policy and no migration.
/// Saved states, which an older version may have written, are read by ``RestoredNavigation``.
extension TreeCoding {
  /// Reads a whole tree; every route must hold its payload.
  ///
  /// - Throws: The first ``RestorationError`` met: a route written by its key alone
  ///   (`withoutPayload`) or with no key, an unknown key, a payload its type cannot read,
  ///   data that is not a tree, or past the table's limits.
  package func decodeTree(from decoder: any Decoder) throws(RestorationError) -> NavigationState {
    do {
      let reader = StackReader(table: table, lenient: false, savedVersion: table.version)
      return try reader.readTree(decoder.container(keyedBy: SavedKey.self))
    } catch {
      throw RestorationError.from(error)
    }
  }

  /// Reads one route, `{"k": key, "v": payload}`.
  ///
  /// - Throws: As ``decodeTree(from:)``.
  package func decodeRoute(from decoder: any Decoder) throws(RestorationError) -> AnyRoute {
    do {
      let container = try decoder.container(keyedBy: SavedKey.self)
      let key = try SavedKey.key(in: container)
      guard let coder = table.codersByKey[key] else { throw RestorationError.unknownKey(key) }
      return try coder.read(from: container)
    } catch {
      throw RestorationError.from(error)
    }
  }
}

extension SavedKey {
  /// The key a route is saved under, in its object `{"k": key, …}`.
  ///
  /// - Throws: ``RestorationError/withoutKey`` when it has none; a `DecodingError` when it is
  ///   not a string.
  static func key(in container: KeyedDecodingContainer<SavedKey>) throws -> String {
    guard container.contains(.key) else { throw RestorationError.withoutKey }
    return try container.decode(String.self, forKey: .key)
  }
}

extension RouteCoder {
  /// Reads the payload of a route of this type from its object, `{"k": key, "v": payload}`.
  ///
  /// - Throws: ``RestorationError/withoutPayload(key:)`` when the object holds none (a route
  ///   written by its key alone, which no payload — not even `null` — stands for);
  ///   `undecodableRoute` with the type's own error.
  func read(from container: KeyedDecodingContainer<SavedKey>) throws -> AnyRoute {
    guard container.contains(.value) else { throw RestorationError.withoutPayload(key: key) }
    do {
      return try decode(container.superDecoder(forKey: .value))
    } catch {
      throw RestorationError.undecodableRoute(key: key, problem: "\(error)")
    }
  }
}
