import Foundation
import ModuleRouting

/// `demo restore`: the app launched signed in, as for a returning user, then a saved state
/// restored through the guards.
extension DemoApp {
  /// Restores the state saved in `file`, prints the steps and the events; exits with status 1
  /// when the file cannot be read or holds no state this app can restore.
  @MainActor
  static func restore(_ file: String) async throws {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      fail("demo: cannot read \(file): \(error.localizedDescription)")
    }
    let composed = try ComposedApp(state: .signedIn)
    let events = EventLog(composed.app)
    print(
      "Restoration: the keys of Dashboard, Settings and Auth merged with the app's own, at"
        + " schema version \(composed.restoration.version).")
    print("Reading \(file)\n")
    let session = Session(composed)
    let failure = try NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try session.restore(data, in: composed)
    }
    session.transcript.printEvents(await events.stop())
    if let failure {
      fail("demo: cannot restore \(file): \(failure)")
    }
  }
}
