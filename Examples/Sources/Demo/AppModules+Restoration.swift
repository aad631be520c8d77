import ModuleRouting

extension AppModules {
  /// The app's restoration table: the merged catalog's keys, the schema version states are
  /// saved with, and the migration from older versions.
  ///
  /// ```swift
  /// let restoration = AppModules.restoration(of: catalog)
  /// let data = try app.savedJSON(using: restoration)
  /// app.restore(try app.readSavedJSON(data, using: restoration, policy: .lenient))
  /// ```
  ///
  /// Onboarding declares no keys: its screens belong to a running flow, which a saved state
  /// cannot bring back, so a state showing onboarding is not saved.
  ///
  /// - Parameter catalog: The app's merged catalog.
  /// - Returns: The table, at ``SavedStateMigration/version``.
  static func restoration(of catalog: RouteCatalog<String>) -> RestorationTable {
    catalog.restoration(version: SavedStateMigration.version) { key, savedVersion in
      SavedStateMigration.migrate(key, savedBy: savedVersion)
    }
  }
}
