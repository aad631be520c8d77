import ModuleRouting

extension AppModules {
  /// The app's whole-tree links, for QA: the merged catalog's patterns, with the app's own
  /// screen and the keys of its tabs. Users' links are ``ComposedApp/appLinks``.
  ///
  /// ```swift
  /// let links = try AppModules.links(of: catalog)
  /// app.open("/main/~tab:home/dashboard/dashboard/billing", using: links)
  /// ```
  ///
  /// Onboarding declares no links: its screens belong to a running flow, which a link cannot
  /// start.
  ///
  /// - Parameter catalog: The app's merged catalog.
  /// - Returns: The table.
  /// - Throws: ``DeepLinkError`` when a tab key is registered twice.
  static func links(of catalog: RouteCatalog<String>) throws(DeepLinkError) -> DeepLinkTable {
    var links = catalog.links
    try links.add("/main", AppRoute.main)
    try links.tab("home", MainTab.home)
    try links.tab("settings", MainTab.settings)
    return links
  }
}
