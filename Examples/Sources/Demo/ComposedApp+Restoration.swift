import Foundation
import ModuleRouting

extension ComposedApp {
  /// Reads a state saved as JSON, leniently, without applying it: what a later version cannot
  /// read is dropped rather than failing the whole state, and keys saved by an older version
  /// go through the app's migration.
  ///
  /// ```swift
  /// let (restored, report) = try composed.readSaved(data)
  /// composed.app.restore(restored)  // through the guards, with the restoration source
  /// report.lines                    // ["saved by schema version 1, read as version 2", …]
  /// ```
  ///
  /// - Parameter data: The JSON that ``AppRouter/savedJSON(using:)`` wrote.
  /// - Returns: The state read, and what migration and the lenient policy did to it.
  /// - Throws: ``RestorationError`` for data that is no saved state, comes from a newer
  ///   version, or whose root cannot be read.
  func readSaved(_ data: Data) throws(RestorationError) -> (
    restored: RestoredNavigation, report: MigrationReport
  ) {
    let log = MigrationLog()
    let table = catalog.restoration(version: restoration.version) { key, savedVersion in
      let migration = SavedStateMigration.migrate(key, savedBy: savedVersion)
      log.record(key, savedBy: savedVersion, migration)
      return migration
    }
    let restored = try app.readSavedJSON(data, using: table, policy: .lenient)
    return (restored, log.report(dropping: restored.dropped))
  }
}
