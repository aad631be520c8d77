import NavCore

extension AppRouter {
  /// Opens a link as apps receive them — `https://shop.example/orders/42`,
  /// `myapp://settings/privacy`, `/settings/privacy` — placing the route it names where the
  /// composition root said (``LinkPlacement``), as one request through the guards, with the
  /// source ``NavigationSource/deepLink(_:)``.
  ///
  /// ```swift
  /// guard let result = app.open(url, using: links) else { return openInBrowser(url) }
  /// ```
  ///
  /// The placement is commands relative to the tree as it is: the layers on screen are
  /// dismissed (unless the placement keeps them), the tab it selects and that tab's stack
  /// change, and every other tab stays as the user left it. A guard that redirects the link
  /// with `resume: true` keeps those commands, so when
  /// ``resumePendingRequest(fileID:line:)`` resumes it, it is placed on the tree as it is then.
  ///
  /// Guards judge what a request brings into the tree. Opening a link to where the user
  /// already is — the route placed as the link places it — brings nothing, so no guard judges
  /// it again, even if what a guard decides from has changed since (the user signed out):
  /// call ``refreshGuards(fileID:line:)`` when that changes, to have the guards judge the
  /// tree as it is.
  ///
  /// - Parameters:
  ///   - link: A link of any form ``LinkOrigins`` reads.
  ///   - links: The app's links.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: `nil` when the link is none of the app's — another scheme or host, no pattern
  ///   matches — and nothing was done, so the app can fall back; else
  ///   ``NavigationResult/applied``, what a guard decided, or a refusal: the link cannot be
  ///   read (``NavigationRefusal/invalidDeepLink(_:)``), its route has no placement
  ///   (``NavigationRefusal/noPlacement(_:)``), or the tree cannot host the placement (the
  ///   refusal of its commands: no such tab, a tab bar covered by a layer the placement
  ///   keeps). A refusal is also reported, and leaves the state unchanged.
  @discardableResult
  public func open(
    _ link: String, using links: AppLinks, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult? {
    let site = CallSite(fileID, line)
    let route: AnyRoute
    do {
      guard let found = try links.route(for: link) else { return nil }
      route = found
    } catch {
      return reject(Request([], from: .deepLink(link), at: site), .invalidDeepLink(error))
    }
    return place(route, using: links, from: .deepLink(link), at: site)
  }

  /// Shows `route` where the composition root places it, as a link to it would: for a
  /// notification's payload, a shortcut, a widget — any input the app maps to a route.
  ///
  /// ```swift
  /// app.show(DashboardRoute.details(id: payload.itemID), using: links)
  /// ```
  ///
  /// The request's source is ``NavigationSource/deepLink(_:)`` with the route's description.
  ///
  /// - Returns: As ``open(_:using:fileID:line:)->NavigationResult?`` for a link of the app's.
  @discardableResult
  public func show<Route: Hashable & Sendable>(
    _ route: Route, using links: AppLinks, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    let route = AnyRoute(route)
    return place(route, using: links, from: .deepLink("\(route)"), at: CallSite(fileID, line))
  }

  /// Places `route` as its placement says, as one request from `source`.
  private func place(
    _ route: AnyRoute, using links: AppLinks, from source: NavigationSource, at site: CallSite
  ) -> NavigationResult {
    guard let placement = links.placement(for: route) else {
      return reject(Request([], from: source, at: site), .noPlacement(RouteType(of: route)))
    }
    return submit(Request(placement.commands(placing: route), from: source, at: site))
  }
}

extension NavigationRefusal {
  /// A link of the app's that could not be read: the error says which segment failed, and
  /// why.
  public static func invalidDeepLink(_ error: DeepLinkError) -> Self {
    Self(reason: InvalidDeepLink(error: error))
  }

  /// A route a link or ``AppRouter/show(_:using:fileID:line:)`` opens, of a type no catalog
  /// placed (``RouteCatalog/place(_:_:)``).
  public static func noPlacement(_ type: RouteType) -> Self {
    Self(reason: RouterRefusal.noPlacement(type))
  }
}

/// The reason of ``NavigationRefusal/invalidDeepLink(_:)``.
private struct InvalidDeepLink: Hashable, Sendable, CustomStringConvertible {
  let error: DeepLinkError

  var description: String {
    "cannot open the link: \(error)"
  }
}
