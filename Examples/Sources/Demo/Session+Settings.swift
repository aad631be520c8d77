import Auth
import ModuleRouting
import Settings

/// The session's steps on the settings tab, and signing out from there.
extension Session {
  func switchTabs() throws(DestinationError) {
    try transcript.step(
      "The tab bar selects Settings; home keeps its stack", "app.selectTab(MainTab.settings)"
    ) {
      app.selectTab(MainTab.settings)
    }
    let settings = onTop(SettingsHomeModel.self)
    try transcript.step(
      "Settings pushes privacy in its tab; home's stack is untouched", "settings.privacyTapped()"
    ) {
      settings.privacyTapped()
    }
    try transcript.step("The navigation bar's back button: back to the settings", "app.back()") {
      app.back()
    }
  }

  func pickATheme() async throws(DestinationError) {
    let settings = onTop(SettingsHomeModel.self)
    let picking = try await transcript.start(
      "Theme: Settings presents the picker in a sheet and waits for a theme",
      "await settings.chooseThemeTapped()", outcome: "theme picker"
    ) {
      await settings.chooseThemeTapped()
    }
    let picker = onTop(ThemePickerModel.self)
    try await transcript.step(
      "The picker completes with teal: the sheet closes, Settings shows the theme",
      "picker.pick(\"teal\")", ending: picking
    ) {
      picker.pick("teal")
    }
    let pickingAgain = try await transcript.start(
      "Theme again: the picker in a sheet", "await settings.chooseThemeTapped()",
      outcome: "theme picker"
    ) {
      await settings.chooseThemeTapped()
    }
    try await transcript.step(
      "The sheet is swiped down: the picker is cancelled, the theme stays",
      "app.setPresented(nil, at: .tab(MainTab.settings))", ending: pickingAgain
    ) {
      app.setPresented(nil, at: .tab(MainTab.settings))
    }
  }

  func editProfileInASheet() throws(DestinationError) {
    let settings = onTop(SettingsHomeModel.self)
    try transcript.step(
      "Account: Settings presents \"edit profile\" in a sheet with its own stack",
      "settings.editProfileTapped()"
    ) {
      settings.editProfileTapped()
    }
    let profile = onTop(EditProfileModel.self)
    try transcript.step("Settings pushes inside the sheet", "profile.photoTapped()") {
      profile.photoTapped()
    }
    try transcript.step(
      "The tab bar selects home under the sheet: refused", "app.selectTab(MainTab.home)"
    ) {
      app.selectTab(MainTab.home)
    }
    try transcript.step("Close: the sheet closes with its stack", "profile.closeTapped()") {
      profile.closeTapped()
    }
  }

  func signOutAndBackIn() throws(DestinationError) {
    let settings = onTop(SettingsHomeModel.self)
    try transcript.step(
      "Sign out: Settings exits, the auth stack replaces the whole tree",
      "settings.signOutTapped()"
    ) {
      settings.signOutTapped()
    }
    let signIn = onTop(SignInModel.self)
    try transcript.step("Sign in again: fresh tabs on home", "signIn.signInTapped()") {
      signIn.signInTapped()
    }
  }
}
