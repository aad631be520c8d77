import Foundation
import ModuleRouting

/// What reading a saved state did to make it fit this version of the app: the keys migration
/// renamed, the routes it removed, and what the lenient policy dropped.
///
/// ```
/// saved by schema version 1, read as version 2
/// renamed "preferences" to "settings" (4 routes)
/// removed "whatsNew" at root › tab(home) @ 3, as the migration says
/// ```
///
/// `nonisolated`, as ``MigrationLog`` that fills it from the migration hook, which runs
/// wherever the saved state is read.
nonisolated struct MigrationReport: Hashable, Sendable {
  /// One key that migration renamed, and how many routes were saved under it.
  struct Rename: Hashable, Sendable {
    /// The key as saved.
    var from: String
    /// The key it reads as now.
    var to: String
    /// The routes saved under it: the times the hook was asked about it, once per route in a
    /// state saved one object per route, as version 1 saved (this app renames only keys saved
    /// by version 1). In the current form the hook is asked once per run of routes.
    var count: Int
  }

  /// One route that migration dropped: its key, and where it was.
  struct Removal: Hashable, Sendable {
    /// The key as saved.
    var key: String
    /// The screen it was on.
    var location: ScreenID?
  }

  /// The schema version that saved the state, when it is older than the app's; `nil` when the
  /// state needed no migration.
  var savedVersion: Int?
  /// The keys renamed, in the order they were first read.
  var renamed: [Rename] = []
  /// The routes migration dropped, each ending its stack there.
  var removed: [Removal] = []
  /// What the lenient policy dropped because it could not be read, each with why and where.
  var dropped: [RestorationError] = []

  /// The report, one line each: the versions, each rename, each route removed, each thing
  /// dropped.
  var lines: [String] {
    let current = SavedStateMigration.version
    let versions =
      savedVersion.map { "saved by schema version \($0), read as version \(current)" }
      ?? "saved by schema version \(current), this app's: nothing to migrate"
    return [versions]
      + renamed.map { "renamed \"\($0.from)\" to \"\($0.to)\" (\($0.count) routes)" }
      + removed.map { removal in
        let place = removal.location.map { " at \($0)" } ?? ""
        return "removed \"\(removal.key)\"\(place), as the migration says"
      }
      + dropped.map { "dropped: \($0)" }
  }
}

/// Collects what a migration hook decides while a saved state is read.
///
/// The hook must be `@Sendable`, but it runs only inside the synchronous read its one caller
/// makes; the lock makes each record safe whatever thread a decoder might use, so sharing the
/// log is sound. It is `nonisolated` because the hook is: in this target, which isolates to
/// the main actor by default, it would otherwise be main-actor-isolated and the hook could not
/// call it.
nonisolated final class MigrationLog: @unchecked Sendable {
  private let lock = NSLock()
  private var report = MigrationReport()
  private var removedKeys: Set<String> = []

  /// Notes that `key`, saved by `savedVersion`, migrates as `migration`.
  func record(_ key: String, savedBy savedVersion: Int, _ migration: RestorationTable.Migration) {
    lock.lock()
    defer { lock.unlock() }
    report.savedVersion = savedVersion
    switch migration {
    case .keep:
      break
    case .drop:
      removedKeys.insert(key)
    case .rename(let newKey):
      if let index = report.renamed.firstIndex(where: { $0.from == key && $0.to == newKey }) {
        report.renamed[index].count += 1
      } else {
        report.renamed.append(.init(from: key, to: newKey, count: 1))
      }
    }
  }

  /// What was recorded, with what the read dropped: a route migration dropped is reported as
  /// dropped by migration where it was, and is told apart from what went with it, or could not
  /// be read, by its key.
  func report(dropping dropped: [RestorationError]) -> MigrationReport {
    lock.lock()
    defer { lock.unlock() }
    var report = report
    for error in dropped {
      let key = removedKeys.first { error == .droppedByMigration($0, at: error.location) }
      if let key {
        report.removed.append(.init(key: key, location: error.location))
      } else {
        report.dropped.append(error)
      }
    }
    return report
  }
}
