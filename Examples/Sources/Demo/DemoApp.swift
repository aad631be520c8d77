import ModuleRouting

/// The composition root: the one place that knows every module.
///
/// It answers every module's exits, installs every module through its builder (which checks
/// that every route has a screen and every exit a handler), sets the app's guards, subscribes
/// to the router's events, and plays a scripted session, printing each step and then the
/// events. Issues the library reports (here, refused requests) are printed in line with the
/// step instead of on standard error.
@main
struct DemoApp {
  @MainActor
  static func main() async throws {
    let app = AppRouter(state: .signedOut)
    // Subscribed before anything happens: the log holds every event of the session.
    let events = EventLog(app)
    let wall = AuthWall()
    app.handleModuleExits(wall: wall)
    let modules = AppModules(app: app)
    let screens = try modules.install(in: app)
    wall.install(on: app)
    app.confirmDiscardingEdits()
    print(
      "Installed Dashboard, Settings, Auth and Onboarding: every route has a screen, every exit"
        + " a handler.")
    print(
      "Guarded: billing asks a signed-in user to sign in again; an edited item asks before its"
        + " changes go.\n")
    let session = Session(app: app, screens: screens, modules: modules, wall: wall)
    try await NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try await session.play()
    }
    session.transcript.printEvents(await events.stop())
  }
}
