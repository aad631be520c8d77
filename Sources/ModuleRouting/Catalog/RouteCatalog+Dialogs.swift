import NavCore

extension RouteCatalog {
  /// What one route shows: a screen, or an alert's or a confirmation dialog's content.
  ///
  /// A route type some of whose routes are alerts declares both in one closure
  /// (``RouteCatalog/add(_:key:formerKeys:presentation:links:content:)``), each route once.
  public enum Content {
    /// A screen, pushed or presented in a sheet, a cover or a popover.
    case screen(Screen)
    /// An alert's or a confirmation dialog's content, its buttons bound to the layer when the
    /// router reads it (``AppRouter/topDialog(using:)``).
    case dialog(DialogContent)
  }

  /// Declares `Route`, whose routes are alerts or confirmation dialogs: the content each shows,
  /// the key they are saved under, and the links that open them. A module declares its own
  /// alerts, and the router reads them with their buttons bound to their layer
  /// (``AppRouter/topDialog(using:)``, ``AppRouter/dialog(over:using:)``).
  ///
  /// ```swift
  /// try catalog.addDialogs(AccountDialog.self, key: "account.dialog") { dialog in
  ///   DialogContent(
  ///     title: "Sign out?",
  ///     buttons: [
  ///       DialogButton("Sign out", role: .destructive, action: .run { session.signOut() }),
  ///       DialogButton("Cancel", role: .cancel),
  ///     ])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - key: The key its routes are saved under: stable across releases, never a type name.
  ///   - formerKeys: Keys older saves hold for it, read as `key` (renames).
  ///   - links: Declares the link patterns that open its routes; the first prints them.
  ///   - content: The title, message and buttons of one route's alert or dialog.
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func addDialogs<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, key: String, formerKeys: [String] = [],
    links: (inout RouteLinks<Route>) throws -> Void = { _ in },
    content: @escaping @MainActor @Sendable (Route) -> DialogContent
  ) throws(CatalogError) {
    try schema.add(Route.self, key: key, formerKeys: formerKeys, links: links)
    record(
      Route.self, presentation: RoutePresentation(),
      builders: Builders(dialog: { route, _ in content(route) }))
  }

  /// Declares `Route`, whose routes are alerts or confirmation dialogs never saved — those a
  /// running flow asks: a state showing one cannot be saved.
  ///
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func addDialogs<Route: Hashable & Sendable>(
    _ type: Route.Type, links: (inout RouteLinks<Route>) throws -> Void = { _ in },
    content: @escaping @MainActor @Sendable (Route) -> DialogContent
  ) throws(CatalogError) {
    try schema.add(Route.self, links: links)
    record(
      Route.self, presentation: RoutePresentation(),
      builders: Builders(dialog: { route, _ in content(route) }))
  }

  /// Declares `Route`, some of whose routes are screens and others alerts or confirmation
  /// dialogs: what each route shows, the key they are saved under, the links that open them,
  /// and how its screens are presented. Each route says once what it is, so no screen stands
  /// in for an alert.
  ///
  /// ```swift
  /// try catalog.add(ItemRoute.self, key: "items") { links in
  ///   try links.add("/items", .list)
  /// } content: { route, screen in
  ///   switch route {
  ///   case .list: .screen("Items")
  ///   case .confirmDelete(let id):
  ///     .dialog(DialogContent(title: "Delete #\(id)?", buttons: [DialogButton("Cancel")]))
  ///   }
  /// }
  /// ```
  ///
  /// A route whose content is a dialog has no screen (``screens`` throws
  /// ``DestinationError/missingScreen(_:)`` for it), and one whose content is a screen no
  /// dialog (``AppRouter/topDialog(using:)`` throws `DialogError.missingContent`).
  ///
  /// - Parameters:
  ///   - type: The route type.
  ///   - key: The key its routes are saved under: stable across releases, never a type name.
  ///   - formerKeys: Keys older saves hold for it, read as `key` (renames).
  ///   - presentation: How its screens are presented, when they are.
  ///   - links: Declares the link patterns that open its routes; the first prints them.
  ///   - content: What one route shows — at one place in the tree, for a screen.
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func add<Route: Hashable & Sendable & Codable>(
    _ type: Route.Type, key: String, formerKeys: [String] = [],
    presentation: RoutePresentation = RoutePresentation(),
    links: (inout RouteLinks<Route>) throws -> Void = { _ in },
    content: @escaping @MainActor @Sendable (Route, ScreenID?) -> Content
  ) throws(CatalogError) {
    try schema.add(Route.self, key: key, formerKeys: formerKeys, links: links)
    record(Route.self, presentation: presentation, builders: .content(content))
  }

  /// Declares `Route`, some of whose routes are screens and others alerts or confirmation
  /// dialogs, never saved — those of a running flow, which a saved state cannot bring back.
  ///
  /// - Throws: As ``add(_:key:formerKeys:presentation:links:screen:)``.
  public mutating func add<Route: Hashable & Sendable>(
    _ type: Route.Type, presentation: RoutePresentation = RoutePresentation(),
    links: (inout RouteLinks<Route>) throws -> Void = { _ in },
    content: @escaping @MainActor @Sendable (Route, ScreenID?) -> Content
  ) throws(CatalogError) {
    try schema.add(Route.self, links: links)
    record(Route.self, presentation: presentation, builders: .content(content))
  }

  /// The content of `route`'s alert or dialog, with its buttons bound to nothing: the router
  /// binds them (``AppRouter/topDialog(using:)``); `nil` when none is declared, which is
  /// reported.
  @MainActor
  func dialog(for route: AnyRoute, at screen: ScreenID) -> DialogContent? {
    try? dialogs.screen(for: route, at: screen)
  }
}

extension RouteCatalog.Content: Sendable where Screen: Sendable {}
