import ModuleRouting

extension DashboardBuilder {
  /// The links that open the Dashboard's screens, for the app to merge with the other modules'
  /// tables; a module never sees another's.
  ///
  /// ```swift
  /// let links = try DeepLinkTable(merging: [DashboardBuilder.deepLinks(), …])
  /// try links.route(for: "/dashboard/items/7")  // DashboardRoute.details(id: 7)
  /// ```
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
  /// - Returns: The table, named `dashboard` in conflicts.
  /// - Throws: ``DeepLinkError`` when a pattern is invalid or two of them match the same links.
  public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable {
    var links = DeepLinkTable(module: "dashboard")
    try links.add("/dashboard", DashboardRoute.home)
    try links.add("/dashboard/billing", DashboardRoute.billing)
    try links.add("/dashboard/items", DashboardRoute.items)
    try links.add(
      "/dashboard/items/:id", DashboardRoute.self,
      parse: { try .details(id: $0.int("id")) },
      print: { route in if case .details(let id) = route { ["id": "\(id)"] } else { nil } })
    try links.add(
      "/dashboard/items/:id/delete", DashboardRoute.self,
      parse: { try .confirmDelete(id: $0.int("id")) },
      print: { route in if case .confirmDelete(let id) = route { ["id": "\(id)"] } else { nil } })
    return links
  }
}
