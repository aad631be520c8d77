import Foundation
import ModuleRouting

/// The composition root: the one place that knows every module.
///
/// It puts the app together as ``ComposedApp`` (every module installed through its builder,
/// which checks that every route has a screen and every exit a handler, the guards set, and
/// every module's links and saved-state keys merged), subscribes to the router's events, and
/// runs what ``DemoCommand`` asks: the scripted session, saving its final state; a link opened;
/// or a saved state restored. Each prints its steps, then the events; the session also prints
/// the screens it brought into view, as its analytics would get them. Issues the library
/// reports (here, refused requests) are printed in line with the step instead of on standard
/// error.
@main
struct DemoApp {
  @MainActor
  static func main() async throws {
    guard let command = DemoCommand(arguments: Array(CommandLine.arguments.dropFirst())) else {
      fail(DemoCommand.usage, status: 2)
    }
    switch command {
    case .play(let file): try await play(savingTo: file)
    case .open(let link): try await open(link)
    case .restore(let file): try await restore(file)
    }
  }

  /// Plays the scripted session, prints its events, and saves the state it ends in to `file`.
  @MainActor
  private static func play(savingTo file: String) async throws {
    let composed = try ComposedApp()
    // Subscribed before anything happens: the log holds every event of the session.
    let events = EventLog(composed.app)
    let screenViews = ScreenViewLog(composed)
    print(
      "Installed Dashboard, Settings, Auth and Onboarding: every route has a screen, every exit"
        + " a handler.")
    print(
      "Guarded: billing asks a signed-in user to sign in again; an edited item asks before its"
        + " changes go.\n")
    let session = Session(composed)
    try await NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try await session.play()
    }
    session.transcript.printEvents(await events.stop())
    session.transcript.printScreenViews(screenViews.stop())
    try composed.app.savedJSON(using: composed.restoration)
      .write(to: URL(fileURLWithPath: file))
    print("\nSaved the final state, app.savedJSON(using: restoration), to \(file)")
    print("Bring it back with: swift run --package-path Examples demo restore \(file)")
  }

  /// Prints `message` on standard error, after everything printed so far, and exits with
  /// `status`.
  static func fail(_ message: String, status: Int32 = 1) -> Never {
    fflush(nil)
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
  }
}
