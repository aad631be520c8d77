import Auth
import Dashboard
import ModuleRouting
import Settings

extension AppModules {
  /// The app's links: every module's table, each listing its own routes, merged with the app's
  /// own screen and the keys of its tabs.
  ///
  /// ```swift
  /// let links = try AppModules.deepLinks()
  /// app.open("/main/~tab:home/dashboard/dashboard/billing", using: links)
  /// ```
  ///
  /// Onboarding has no table: its screens belong to a running flow, which a link cannot start.
  ///
  /// - Returns: The merged table.
  /// - Throws: ``DeepLinkError`` naming both patterns and both modules when two modules claim
  ///   the same links, or a tab key registered twice.
  static func deepLinks() throws(DeepLinkError) -> DeepLinkTable {
    var app = DeepLinkTable(module: "app")
    try app.add("/main", AppRoute.main)
    try app.tab("home", MainTab.home)
    try app.tab("settings", MainTab.settings)
    return try DeepLinkTable(
      merging: [
        app, DashboardBuilder.deepLinks(), SettingsBuilder.deepLinks(), AuthBuilder.deepLinks(),
      ])
  }
}
