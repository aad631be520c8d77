/// What a ``TreeCoding`` writes of each route beside its key: the caller's choice, so that one
/// form of a tree serves a saved state, which must read back whole, and a flight recording,
/// which must not hold what the app keeps to itself.
package struct PayloadPolicy: Sendable {
  /// The route types whose payloads are written; `nil` for every type.
  private let revealed: Set<ObjectIdentifier>?

  /// Every route's payload, so that the tree reads back; a route whose type has no key cannot
  /// be written. What ``RestorationTable/save(_:)`` writes.
  package static let everyRoute = PayloadPolicy(revealed: nil)

  /// The payloads of `types` only: every other route is written by its key alone, and a route
  /// whose type has no key as nothing. What a flight recording writes.
  package static func revealing(_ types: [any (Hashable & Sendable).Type]) -> PayloadPolicy {
    PayloadPolicy(revealed: Set(types.map { RouteType($0).id }))
  }

  /// Whether the payload of a route of the type `identity` is written.
  func writesPayload(ofType identity: ObjectIdentifier) -> Bool {
    revealed?.contains(identity) ?? true
  }

  /// Whether every route must be written whole: a route whose type has no key is then an
  /// error, not a route written as nothing.
  var writesWholeTree: Bool {
    revealed == nil
  }
}
