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
      "Links: those of Dashboard, Settings and Auth, from the merged catalog, each route placed"
        + " where the app says; the app's scheme is myapp, its host shop.example.")
    print("Guarded: billing asks a signed-in user to sign in again.\n")
    let session = Session(composed)
    let opened = try NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try session.open(link, using: composed.appLinks)
    }
    guard let result = opened else {
      fail(
        "demo: \(link) is not a link of the app's: another scheme or host, or no pattern"
          + " matches it — an app opens it in a browser")
    }
    if case .refused = result {
      session.transcript.printEvents(await events.stop())
      fail("demo: \(result)")
    }
    do {
      session.transcript.printLink(try composed.appLinks.link(for: composed.app.state.top))
    } catch {
      session.transcript.printLink("none: \(error)")
    }
    session.transcript.printEvents(await events.stop())
  }
}
