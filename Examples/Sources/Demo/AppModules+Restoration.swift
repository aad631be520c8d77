import Auth
import Dashboard
import ModuleRouting
import Settings

extension AppModules {
  /// The app's restoration table: the keys of its own routes and tabs, every module's keys,
  /// the schema version states are saved with, and the migration from older versions.
  ///
  /// ```swift
  /// let restoration = try AppModules.restorationTable()
  /// let data = try app.savedJSON(using: restoration)
  /// app.restore(try app.readSavedJSON(data, using: restoration, policy: .lenient))
  /// ```
  ///
  /// Onboarding registers no keys: its screens belong to a running flow, which a saved state
  /// cannot bring back, so a state showing onboarding is not saved.
  ///
  /// - Returns: The table, at ``SavedStateMigration/version``.
  /// - Throws: ``RestorationError`` when two modules register one key or one route type.
  static func restorationTable() throws(RestorationError) -> RestorationTable {
    var table = RestorationTable(version: SavedStateMigration.version)
    try table.register(AppRoute.self, key: "app")
    try table.register(MainTab.self, key: "tab")
    try DashboardBuilder.registerRestorationKeys(in: &table)
    try SettingsBuilder.registerRestorationKeys(in: &table)
    try AuthBuilder.registerRestorationKeys(in: &table)
    table.migration = { key, savedVersion in
      SavedStateMigration.migrate(key, savedBy: savedVersion)
    }
    return table
  }
}
