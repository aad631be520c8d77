import ModuleRouting

/// The composition root: the one place that knows every module.
///
/// It puts the app together as ``ComposedApp`` (every module installed through its builder,
/// which checks that every route has a screen and every exit a handler, and the guards set),
/// subscribes to the router's events, and plays a scripted session, printing each step and
/// then the events. Issues the library reports (here, refused requests) are printed in line
/// with the step instead of on standard error.
@main
struct DemoApp {
  @MainActor
  static func main() async throws {
    let composed = try ComposedApp()
    // Subscribed before anything happens: the log holds every event of the session.
    let events = EventLog(composed.app)
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
  }
}
