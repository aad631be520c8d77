/// One route at a time, by its key: for naming routes in a form of your own (a log, a
/// breadcrumb) with the stable keys the table holds, never a type's name.
///
/// ```swift
/// table.key(of: AnyRoute(SettingsRoute.privacy))  // "settings"
/// ```
extension RestorationTable {
  /// The key `route`'s type is registered under, or `nil` when it has none.
  public func key(of route: AnyRoute) -> String? {
    codersByType[route.routeType]?.key
  }

  /// The predicate matching every route of the type registered under `key`; `nil` when no
  /// type is.
  package func typePredicate(forKey key: String) -> RoutePredicate? {
    codersByKey[key]?.typePredicate
  }

  /// The key of the type a predicate made from a type matches, if it is registered.
  package func key(ofTypeMatchedBy predicate: RoutePredicate) -> String? {
    predicate.matchedType.flatMap { codersByType[$0]?.key }
  }
}
