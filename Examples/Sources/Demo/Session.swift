import Auth
import Dashboard
import ModuleRouting
import Settings

/// The scripted session the demo plays: a user browses the dashboard, visits the settings,
/// asks for an impossible pop, signs out, and signs back in.
///
/// Every module is driven through its own router, as its screens would drive it; only the
/// impossible pop goes to the app router directly.
@MainActor
struct Session {
  /// Prints each step.
  let transcript: Transcript
  /// The app's router, for requests that belong to no module.
  let app: AppRouter
  /// The routers the modules' screens would hold.
  let dashboard: DashboardRouter
  let settings: SettingsRouter
  let auth: AuthRouter

  /// A session driving `app`, printing the screens `screens` resolves.
  ///
  /// - Parameters:
  ///   - app: The app's router, its exits already handled.
  ///   - screens: The app's screen registry.
  init(app: AppRouter, screens: DestinationRegistry<String>) {
    transcript = Transcript(app: app, screens: screens)
    self.app = app
    dashboard = DashboardRouter(app)
    settings = SettingsRouter(app)
    auth = AuthRouter(app)
  }

  /// Plays every step in order.
  ///
  /// - Throws: ``DestinationError`` when a route on top has no screen.
  func play() throws(DestinationError) {
    try transcript.show("Launch on the dashboard home")
    try browseDashboard()
    try visitSettings()
    try popTooFar()
    try signOutAndBackIn()
  }

  private func browseDashboard() throws(DestinationError) {
    try transcript.step("Dashboard pushes its item list", "dashboard.navigate(to: .items)") {
      dashboard.navigate(to: .items)
    }
    try transcript.step("Dashboard pushes item 42", "dashboard.navigate(to: .details(id: 42))") {
      dashboard.navigate(to: .details(id: 42))
    }
  }

  private func visitSettings() throws(DestinationError) {
    try transcript.step("Dashboard exits to Settings", "dashboard.exit(.openSettings)") {
      dashboard.exit(.openSettings)
    }
    try transcript.step("Settings pushes its privacy screen", "settings.navigate(to: .privacy)") {
      settings.navigate(to: .privacy)
    }
    try transcript.step("Settings exits: done, back to item 42", "settings.exit(.done)") {
      settings.exit(.done)
    }
  }

  private func popTooFar() throws(DestinationError) {
    try transcript.step("Pop five screens: refused, nothing changes", "app.pop(count: 5)") {
      app.pop(count: 5)
    }
    try transcript.step("Dashboard pops back to its item list", "dashboard.popTo(.items)") {
      dashboard.popTo(.items)
    }
  }

  private func signOutAndBackIn() throws(DestinationError) {
    try transcript.step(
      "Dashboard exits: logout, Auth's sign-in is the root", "dashboard.exit(.logout)"
    ) {
      dashboard.exit(.logout)
    }
    try transcript.step("Auth pushes forgot password", "auth.navigate(to: .forgotPassword)") {
      auth.navigate(to: .forgotPassword)
    }
    try transcript.step("Auth pops back to sign-in", "auth.pop()") {
      auth.pop()
    }
    try transcript.step(
      "Auth exits: signed in, the dashboard is the root", "auth.exit(.signedIn)"
    ) {
      auth.exit(.signedIn)
    }
  }
}
