import ModuleRouting

/// The composition root: the one place that knows every module.
///
/// It answers every module's exits, installs every module through its builder (which checks
/// that every route has a screen and every exit a handler), and plays a scripted session,
/// printing each step. Issues the library reports (here, refused requests) are printed in line
/// with the step instead of on standard error.
@main
struct DemoApp {
  @MainActor
  static func main() async throws {
    let app = AppRouter(state: .signedOut)
    app.handleModuleExits()
    let modules = AppModules(app: app)
    let screens = try modules.install(in: app)
    print(
      "Installed Dashboard, Settings, Auth and Onboarding: every route has a screen, every exit"
        + " a handler.\n")
    let session = Session(app: app, screens: screens, modules: modules)
    try await NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try await session.play()
    }
  }
}
