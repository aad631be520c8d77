/// The links an app opens, as apps receive them: the patterns its modules declared, where the
/// composition root places each route they open, and the schemes and hosts that are the app's.
///
/// Made from the merged schema (``RouteSchema/appLinks(origins:)``), or a catalog's;
/// ModuleRouting's router opens a link with it (`AppRouter.open(_:using:)`), or shows a route
/// a notification or any other input names (`AppRouter.show(_:using:)`).
///
/// ```swift
/// let links = catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
/// guard let result = app.open(url, using: links) else { return openInBrowser(url) }
/// ```
public struct AppLinks: Sendable {
  /// The patterns of every route type, from the catalogs.
  public let table: DeepLinkTable
  /// Which links are the app's.
  public var origins: LinkOrigins
  /// Where a route of each type is placed, by the type's identity.
  let placements: [ObjectIdentifier: @Sendable (AnyRoute) -> LinkPlacement]

  /// The route `link` opens, or `nil` when the link is none of the app's: its scheme or host
  /// is another's, or no pattern matches it.
  ///
  /// - Throws: A ``DeepLinkError`` for a link longer than ``DeepLinkLimits/maxLength`` (the
  ///   whole link counts: scheme, authority, path, query and fragment), for a link a browser
  ///   would read as another origin (`DeepLinkError.ambiguousOrigin`: user info, a
  ///   backslash, a character no host holds), and for a link of the app's that cannot be
  ///   read: a segment badly encoded, a parameter not of its type.
  public func route(for link: String) throws(DeepLinkError) -> AnyRoute? {
    guard link.utf8.count <= DeepLinkLimits.maxLength else {
      throw .limitExceeded("length", limit: DeepLinkLimits.maxLength)
    }
    guard let path = try origins.path(of: link) else { return nil }
    do {
      return try table.route(for: path)
    } catch  where error.isNoMatch {
      return nil
    }
  }

  /// Where `route` is placed, or `nil` when its type has no placement.
  package func placement(for route: AnyRoute) -> LinkPlacement? {
    placements[route.routeType]?(route)
  }

  /// The link of `route`, for sharing: its type's first pattern, from the first host of
  /// ``origins`` (a universal link), else its first scheme, else as a path.
  ///
  /// - Throws: A ``DeepLinkError`` when no pattern writes `route`.
  public func link<Route: Hashable & Sendable>(for route: Route) throws(DeepLinkError) -> String {
    origins.link(for: try table.path(for: route))
  }
}
