import Auth
import Dashboard
import ModuleRouting
import Settings

/// The scripted session the demo plays: a user signs in to the main tabs, answers an alert on
/// the home tab, opens another module's screen there and closes it, switches to the settings
/// tab and edits the profile in a sheet, signs out from the settings, and signs back in.
///
/// Every module is driven through its own router, as its screens would drive it; the tab bar,
/// which belongs to the app, and the one impossible pop go to the app router directly.
@MainActor
struct Session {
  /// Prints each step.
  let transcript: Transcript
  /// The app's router, for the tab bar and for requests that belong to no module.
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
    try transcript.show("Launch signed out, on Auth's sign-in")
    try signIn()
    try deleteAnItem()
    try visitAnotherModule()
    try switchTabs()
    try editProfileInASheet()
    try signOutAndBackIn()
  }

  private func signIn() throws(DestinationError) {
    try transcript.step("Auth pushes forgot password", "auth.navigate(to: .forgotPassword)") {
      auth.navigate(to: .forgotPassword)
    }
    try transcript.step("Auth goes back to sign-in", "auth.back()") {
      auth.back()
    }
    try transcript.step(
      "Auth exits: signed in, the main tabs replace the sign-in stack", "auth.exit(.signedIn)"
    ) {
      auth.exit(.signedIn)
    }
  }

  private func deleteAnItem() throws(DestinationError) {
    try transcript.step("Dashboard pushes its item list", "dashboard.navigate(to: .items)") {
      dashboard.navigate(to: .items)
    }
    try transcript.step(
      "Dashboard asks in an alert: delete item #42?", "dashboard.askToDelete(item: 42)"
    ) {
      dashboard.askToDelete(item: 42)
    }
    try transcript.step(
      "Dashboard pushes while the alert shows: refused", "dashboard.navigate(to: .details(id: 42))"
    ) {
      dashboard.navigate(to: .details(id: 42))
    }
    try transcript.step(
      "Delete: the alert closes and hands back its item", "dashboard.confirmDeletion { … }"
    ) {
      dashboard.confirmDeletion { id in transcript.note("item #\(id) deleted") }
    }
  }

  private func visitAnotherModule() throws(DestinationError) {
    try transcript.step("Dashboard pushes item 7", "dashboard.navigate(to: .details(id: 7))") {
      dashboard.navigate(to: .details(id: 7))
    }
    try transcript.step(
      "Dashboard exits to item 7's notifications, a Settings screen",
      "dashboard.exit(.openNotifications(item: 7))"
    ) {
      dashboard.exit(.openNotifications(item: 7))
    }
    try transcript.step("Settings closes its screens, back to item 7", "settings.close()") {
      settings.close()
    }
    try transcript.step("Pop five screens: refused, nothing changes", "app.pop(count: 5)") {
      app.pop(count: 5)
    }
  }

  private func switchTabs() throws(DestinationError) {
    try transcript.step(
      "The tab bar selects Settings; home keeps its stack", "app.selectTab(MainTab.settings)"
    ) {
      app.selectTab(MainTab.settings)
    }
    try transcript.step(
      "Settings pushes privacy in its tab; home's stack is untouched",
      "settings.navigate(to: .privacy)"
    ) {
      settings.navigate(to: .privacy)
    }
  }

  private func editProfileInASheet() throws(DestinationError) {
    try transcript.step(
      "Settings presents \"edit profile\" in a sheet with its own stack", "settings.editProfile()"
    ) {
      settings.editProfile()
    }
    try transcript.step(
      "Settings pushes inside the sheet", "settings.navigate(to: .profilePhoto)"
    ) {
      settings.navigate(to: .profilePhoto)
    }
    try transcript.step(
      "The tab bar selects home under the sheet: refused", "app.selectTab(MainTab.home)"
    ) {
      app.selectTab(MainTab.home)
    }
    try transcript.step("Settings closes the sheet with its stack", "settings.dismiss()") {
      settings.dismiss()
    }
  }

  private func signOutAndBackIn() throws(DestinationError) {
    try transcript.step(
      "Settings exits: logout, the auth stack replaces the whole tree", "settings.exit(.logout)"
    ) {
      settings.exit(.logout)
    }
    try transcript.step(
      "Auth exits: signed in, fresh tabs on home", "auth.exit(.signedIn)"
    ) {
      auth.exit(.signedIn)
    }
  }
}
