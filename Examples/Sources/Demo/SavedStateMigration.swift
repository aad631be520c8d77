import ModuleRouting

/// How the keys of states saved by older versions of the app read in this one: the history of
/// the saved form, kept by the composition root, which knows every module's keys.
///
/// - Version 1 saved the Settings module's routes under `preferences`, and had a What's new
///   screen, saved under `whatsNew`.
/// - Version 2, this one, saves the Settings routes under `settings`, and has no What's new
///   screen: a saved one is dropped, with whatever its stack held above it.
///
/// `nonisolated`: the restoration table's migration hook is a nonisolated `@Sendable` closure
/// (a saved state may be read on any thread), and in this target, which isolates to the main
/// actor by default, only nonisolated code can be called from it.
nonisolated enum SavedStateMigration {
  /// The schema version this app saves its state with.
  static let version = 2

  /// What a key saved by version `savedVersion` reads as now.
  ///
  /// - Parameters:
  ///   - key: The key as saved.
  ///   - savedVersion: The schema version that saved it, older than ``version``.
  /// - Returns: Keep the key, read it under a new name, or drop the route.
  static func migrate(_ key: String, savedBy savedVersion: Int) -> RestorationTable.Migration {
    switch (key, savedVersion) {
    case ("preferences", ..<2): .rename("settings")
    case ("whatsNew", ..<2): .drop
    default: .keep
    }
  }
}
