import Foundation
import ModuleRouting

/// The session `demo restore` plays: the app launches signed in, as it does for a returning
/// user, and restores a saved state through the guards.
extension Session {
  /// Reads `data` leniently, migrating what an older version saved, restores it, and prints
  /// each step: the launch, then what migration and the lenient policy did and the restored
  /// tree, or the error that stopped the read with the tree unchanged.
  ///
  /// - Parameters:
  ///   - data: The saved JSON.
  ///   - composed: The app, which reads with its restoration table.
  /// - Returns: The error when the data could not be read, or `nil` once it was restored.
  /// - Throws: ``DestinationError`` when a route on top has no screen.
  func restore(_ data: Data, in composed: ComposedApp) throws(DestinationError)
    -> RestorationError?
  {
    try transcript.show("Launch signed in, on the home tab")
    return try transcript.step(
      "Read the saved state leniently, migrating it, and restore it through the guards",
      "app.restore(try app.readSavedJSON(data, using: restoration, policy: .lenient))"
    ) { note throws(RestorationError) in
      let (restored, report) = try composed.readSaved(data)
      note(report.lines.joined(separator: "\n"))
      return app.restore(restored)
    }
  }
}
