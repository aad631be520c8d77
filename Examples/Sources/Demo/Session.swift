import Auth
import ModuleRouting
import Onboarding

/// The scripted session the demo plays: a user signs in and goes through onboarding (variant
/// A), takes the Dashboard's tour and skips it — a result from another module's flow —,
/// answers an alert on the home tab, edits an item in a pushed editor that hands it back,
/// opens another module's screen there and closes it, switches to the settings tab, picks a
/// theme in a sheet that hands it back (and swipes the next one down), edits the profile in a
/// sheet, signs out, signs back in and skips onboarding (variant B); then opens billing behind
/// the auth wall, signing in again in a cover, double-taps the item list, and backs out of an
/// item edited but not saved, cancelling once and confirming once.
///
/// The session stands in for the views and the user: it taps the model of the screen on top,
/// the one its view would hold, and keeps a model while its screen is under another, as a view
/// does. The tab bar, the navigation bar's back button, a sheet's swipe down and the app's own
/// flows go to the app router directly.
@MainActor
struct Session {
  /// Prints each step.
  let transcript: Transcript
  /// The app's router, for the tab bar, the back button, the swipe down and the flows.
  let app: AppRouter
  /// The app's modules, whose builders give each screen's model.
  let modules: AppModules
  /// The auth wall in front of billing, which tells what it resumed.
  let wall: AuthWall

  /// A session driving the app `composed` holds.
  init(_ composed: ComposedApp) {
    transcript = Transcript(app: composed.app, catalog: composed.catalog)
    app = composed.app
    modules = composed.modules
    wall = composed.wall
  }

  /// Plays every step in order.
  ///
  /// - Throws: ``DestinationError`` when a route on top has no screen.
  func play() async throws(DestinationError) {
    try transcript.show("Launch signed out, on Auth's sign-in")
    try signIn()
    try await onboard(FeatureFlags(newOnboarding: false))
    try await takeTheTour()
    try deleteAnItem()
    try await editAnItem()
    try visitAnotherModule()
    try switchTabs()
    try await pickATheme()
    try editProfileInASheet()
    try signOutAndBackIn()
    try await onboard(FeatureFlags(newOnboarding: true))
    try openBillingBehindTheWall()
    try doubleTapItems()
    try await leaveAnEditedItem()
  }

  /// The model of the screen on top, the one its view holds: the script taps only what shows.
  func onTop<Model: AnyObject>(_ type: Model.Type) -> Model {
    guard let model = modules.model(type, at: app.state.topScreen) else {
      preconditionFailure("the script expects a \(Model.self) on top, not \(app.state.top)")
    }
    return model
  }

  private func signIn() throws(DestinationError) {
    let signIn = onTop(SignInModel.self)
    try transcript.step(
      "Sign-in's link pushes forgot password", "signIn.forgotPasswordTapped()"
    ) {
      signIn.forgotPasswordTapped()
    }
    try transcript.step("The navigation bar's back button: back to sign-in", "app.back()") {
      app.back()
    }
    try transcript.step(
      "Sign in: Auth exits, the main tabs replace the sign-in stack", "signIn.signInTapped()"
    ) {
      signIn.signInTapped()
    }
  }

  /// Runs the onboarding `flags` choose; variant A is gone through to its end, variant B
  /// skipped.
  private func onboard(_ flags: FeatureFlags) async throws(DestinationError) {
    let onboarding = flags.onboarding(context: modules.onboardingContext)
    let title =
      flags.newOnboarding
      ? "The app runs onboarding again; the flag is on now: variant B, in a sheet"
      : "The app runs onboarding; the flag is off: variant A, in a full-screen cover"
    let running = try await transcript.start(
      title,
      "await app.run(flags.onboarding(context: onboardingContext))",
      note: "newOnboarding: \(flags.newOnboarding), so \(type(of: onboarding))",
      outcome: "onboarding"
    ) {
      await app.run(onboarding)
    }
    if flags.newOnboarding {
      let quickStart = onTop(OnboardingStepModel.self)
      try await transcript.step(
        "Skip: the flow finishes with false, its sheet closes", "quickStart.skipTapped()",
        ending: running
      ) {
        quickStart.skipTapped()
      }
    } else {
      let welcome = onTop(OnboardingStepModel.self)
      try transcript.step(
        "Continue: the flow pushes its next screen in its cover", "welcome.continueTapped()"
      ) {
        welcome.continueTapped()
      }
      let notifications = onTop(OnboardingStepModel.self)
      try await transcript.step(
        "Continue: the flow finishes with true, its cover closes",
        "notifications.continueTapped()", ending: running
      ) {
        notifications.continueTapped()
      }
    }
  }
}
