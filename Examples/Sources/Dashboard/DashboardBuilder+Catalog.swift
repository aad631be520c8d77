import ModuleRouting

extension DashboardBuilder {
  /// Every ``DashboardRoute``, declared once: what it shows — a screen (the text its model
  /// gives), or for ``DashboardRoute/confirmDelete(id:)`` the delete alert's content — the key
  /// it is saved under, `dashboard`, and the links that open it.
  ///
  /// | pattern | route |
  /// | --- | --- |
  /// | `/dashboard` | ``DashboardRoute/home`` |
  /// | `/dashboard/billing` | ``DashboardRoute/billing`` |
  /// | `/dashboard/items` | ``DashboardRoute/items`` |
  /// | `/dashboard/items/:id` | ``DashboardRoute/details(id:)`` |
  /// | `/dashboard/items/:id/delete` | ``DashboardRoute/confirmDelete(id:)`` |
  ///
  /// The item editor has no link: it hands the edited item back to the details screen that
  /// pushed it, and a link has no screen waiting for it.
  ///
  /// And ``DashboardExit``, whose exits a flight recorder writes under the key
  /// `dashboard.exit`, and whose ``DashboardExit/takeTheTour`` expects a ``TourResult``: the
  /// app's install names it if no handler maps one.
  ///
  /// ```swift
  /// let catalog = try app.install([DashboardBuilder(app: app), …], with: own)
  /// try catalog.links.route(for: "/dashboard/items/7")  // DashboardRoute.details(id: 7)
  /// ```
  ///
  /// - Throws: ``CatalogError`` — never, unless a declaration here is changed into a wrong one.
  public func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "dashboard")
    try catalog.add(DashboardRoute.self, key: "dashboard") { links in
      try links.add("/dashboard", .home)
      try links.add("/dashboard/billing", .billing)
      try links.add("/dashboard/items", .items)
      try links.add("/dashboard/items/:id", parse: { try .details(id: $0.int("id")) }) { route in
        if case .details(let id) = route { ["id": "\(id)"] } else { nil }
      }
      try links.add("/dashboard/items/:id/delete", parse: { try .confirmDelete(id: $0.int("id")) })
      {
        route in
        if case .confirmDelete(let id) = route { ["id": "\(id)"] } else { nil }
      }
    } content: { [self] route, screen in
      content(of: route, at: screen)
    }
    try catalog.addExits(DashboardExit.self, key: "dashboard.exit")
    catalog.addExits(DashboardExit.self, expecting: TourResult.self)
    return catalog
  }
}
