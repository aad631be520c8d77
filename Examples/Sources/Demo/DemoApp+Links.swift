import Foundation
import ModuleRouting

/// `demo open`: the app launched signed in, as for a returning user, then a link opened through
/// the guards.
extension DemoApp {
  /// Opens `link`, prints the steps, the link of the state they leave, and the events; exits
  /// with status 1 when the link cannot be opened.
  @MainActor
  static func open(_ link: String) async throws {
    let composed = try ComposedApp(state: .signedIn)
    let events = EventLog(composed.app)
    print(
      "Links: the tables of Dashboard, Settings and Auth merged with the app's own (/main, and"
        + " the tabs home and settings).")
    print("Guarded: billing asks a signed-in user to sign in again.\n")
    let session = Session(composed)
    let result = try NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try session.open(link, using: composed.links)
    }
    if case .refused = result {
      session.transcript.printEvents(await events.stop())
      fail("demo: \(result)")
    }
    do {
      session.transcript.printLink(try composed.app.url(using: composed.links))
    } catch {
      session.transcript.printLink("none: \(error)")
    }
    session.transcript.printEvents(await events.stop())
  }
}
