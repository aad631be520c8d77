import NavCore

/// A pushed route as a `NavigationStack` holds it: with its depth, for the ``ScreenID`` its
/// screen is built with, and with a digest of the routes below it.
///
/// SwiftUI keeps a pushed screen while its path element stays equal; the router keeps a
/// screen (and the objects kept for it) while its route and every route below it stay. The
/// digest makes the first follow the second: the same route at the same depth over other
/// routes is another element, so SwiftUI builds its screen again. Two different stacks below
/// share a digest with a chance of one in 2^64, which would at worst keep a screen SwiftUI
/// should have rebuilt.
package struct PathEntry: Hashable, Sendable {
  package let route: AnyRoute
  /// 1 for the first pushed route.
  package let depth: Int
  /// The hash of the stack's root and the routes below this one, within this process.
  package let below: Int

  /// `path` with each route wrapped, for a `NavigationStack(path:)`.
  ///
  /// - Parameters:
  ///   - path: The router's path.
  ///   - root: The stack's root.
  package static func wrap(_ path: RoutePath, above root: AnyRoute) -> RoutePath {
    var hasher = Hasher()
    hasher.combine(root)
    var entries = RoutePath()
    for (offset, route) in path.enumerated() {
      // Finalizing consumes a hasher: finalize a copy, keep combining into the original.
      let below = hasher
      entries.append(
        AnyRoute(PathEntry(route: route, depth: offset + 1, below: below.finalize())))
      hasher.combine(route)
    }
    return entries
  }

  /// The routes of a path `wrap` made, with any route a `NavigationLink` appended as it is.
  package static func unwrap(_ path: RoutePath) -> RoutePath {
    RoutePath(path.map { element in element.value(as: PathEntry.self)?.route ?? element })
  }
}
