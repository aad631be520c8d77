import ModuleRouting

/// The composition root: the one place that knows every module.
///
/// It builds the screen registry from every module and checks it, answers every module's
/// exits, and plays a scripted session, printing each step. Issues the library reports (here,
/// refused requests) are printed in line with the step instead of on standard error.
@main
struct DemoApp {
  @MainActor
  static func main() throws {
    let screens = try makeAppScreens()
    print(
      "Screens registered and checked for DashboardRoute, SettingsRoute, AuthRoute and AppRoute.\n"
    )
    let app = AppRouter(state: .signedOut)
    app.handleModuleExits()
    let session = Session(app: app, screens: screens)
    try NavigationIssue.$handler.withValue(Transcript.printIssue) {
      try session.play()
    }
  }
}
