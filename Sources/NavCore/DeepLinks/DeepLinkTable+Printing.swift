extension DeepLinkTable {
  /// The link that opens `state`: every stack, tab bar and layer in it.
  ///
  /// ```swift
  /// try links.url(for: app.state)
  /// // "/main/~tabs:home/~tab:home/dashboard/dashboard/details/7/~sheet/sheet/edit/7
  /// //  /~tab:settings/settings"
  /// ```
  ///
  /// Opening the link — with ``state(for:)`` or ``state(for:from:)`` from any state — gives
  /// `state` exactly: each route is checked to read back as itself where it is written.
  ///
  /// - Throws: ``DeepLinkError/noPrinter(for:)``, ``DeepLinkError/unprintable(_:_:)`` or
  ///   ``DeepLinkError/noTabKey(for:)`` naming what has no link, ``DeepLinkError/invalidState(_:)``
  ///   for a state that breaks the tree's rules, and
  ///   ``DeepLinkError/limitExceeded(_:limit:)`` for one whose link would go over the
  ///   ``DeepLinkLimits``.
  public func url(for state: NavigationState) throws(DeepLinkError) -> String {
    do {
      try state.validate()
    } catch {
      throw .invalidState(error.description)
    }
    var writer = DeepLinkTreeWriter(table: self)
    return try writer.link(for: state)
  }

  /// The path of one route: `/dashboard/details/7` for `DashboardRoute.details(id: 7)`.
  ///
  /// - Parameter route: A route of a type the table has a pattern for.
  /// - Throws: ``DeepLinkError/noPrinter(for:)`` or ``DeepLinkError/unprintable(_:_:)``.
  public func path<Route: Hashable & Sendable>(for route: Route) throws(DeepLinkError) -> String {
    var writer = DeepLinkTreeWriter(table: self)
    return try writer.path(for: AnyRoute(route))
  }
}
