import Auth
import Dashboard
import ModuleRouting
import Onboarding
import Settings
import SwiftUI

// Each module's screens in SwiftUI: the text the module gives, then a button for each thing
// the screen's model offers. A screen built outside the tree (no `ScreenID`) has no model, so
// it shows its text alone.

/// A Dashboard screen.
struct DashboardScreen: View {
  let text: String
  let screen: ScreenID?
  let dashboard: DashboardBuilder

  var body: some View {
    VStack(alignment: .leading) {
      Text(text)
      if let screen {
        if let home = dashboard.model(DashboardHomeModel.self, at: screen) {
          Button("Items") { home.showItemsTapped() }
          Button("Billing") { home.billingTapped() }
          // The Dashboard asks for the tour through its exit and waits for the result; the
          // app decides which module shows it.
          Button("Take the tour") { Task { _ = await home.takeTheTourTapped() } }
        }
        if let list = dashboard.model(ItemListModel.self, at: screen) {
          ForEach(list.items, id: \.id) { item in
            Button(item.name) { list.itemTapped(item.id) }
            // The alert it presents is the Dashboard's own, declared in its catalog.
            Button("Delete \(item.name)", role: .destructive) { list.deleteTapped(item.id) }
          }
        }
        if let details = dashboard.model(ItemDetailsModel.self, at: screen) {
          Button("Edit") { Task { _ = await details.editTapped() } }
          Button("Notifications") { details.notificationsTapped() }
        }
        if let editor = dashboard.model(ItemEditorModel.self, at: screen) {
          Button("Save") { editor.saveTapped() }
        }
      }
    }
    .navigationTitle("Dashboard")
  }
}

/// A Settings screen.
struct SettingsScreen: View {
  let text: String
  let screen: ScreenID?
  let settings: SettingsBuilder

  var body: some View {
    VStack(alignment: .leading) {
      Text(text)
      if let screen {
        if let home = settings.model(SettingsHomeModel.self, at: screen) {
          Button("Privacy") { home.privacyTapped() }
          Button("Theme") { Task { _ = await home.chooseThemeTapped() } }
          Button("Account") { home.editProfileTapped() }
          Button("Sign out") { home.signOutTapped() }
        }
        if let picker = settings.model(ThemePickerModel.self, at: screen) {
          ForEach(picker.themes, id: \.self) { theme in
            Button(theme) { picker.pick(theme) }
          }
        }
        if let profile = settings.model(EditProfileModel.self, at: screen) {
          Button("Photo") { profile.photoTapped() }
          Button("Close") { profile.closeTapped() }
        }
        if let notifications = settings.model(ItemNotificationsModel.self, at: screen) {
          Button("Done") { notifications.doneTapped() }
        }
      }
    }
    .navigationTitle("Settings")
  }
}

/// An Auth screen.
struct AuthScreen: View {
  let text: String
  let screen: ScreenID?
  let auth: AuthBuilder

  var body: some View {
    VStack(alignment: .leading) {
      Text(text)
      if let screen, let signIn = auth.model(SignInModel.self, at: screen) {
        Button("Sign in") { signIn.signInTapped() }
        Button("Forgot password?") { signIn.forgotPasswordTapped() }
      }
    }
    .navigationTitle("Sign in")
  }
}

/// An Onboarding screen.
struct OnboardingScreen: View {
  let text: String
  let screen: ScreenID?
  let onboarding: OnboardingBuilder

  var body: some View {
    VStack(alignment: .leading) {
      Text(text)
      if let screen, let step = onboarding.model(OnboardingStepModel.self, at: screen) {
        Button("Continue") { step.continueTapped() }
        Button("Skip") { step.skipTapped() }
      }
    }
    .navigationTitle("Welcome")
  }
}
