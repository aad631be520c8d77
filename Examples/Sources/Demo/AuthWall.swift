import Auth
import Dashboard
import ModuleRouting

/// The app's auth wall in front of billing: a signed-in user confirms who they are, signing in
/// again in a full-screen cover, before billing shows; then billing shows without another tap.
///
/// The rule belongs to the composition root: the Dashboard only pushes billing, the Auth
/// module only signs in, and neither knows of the other or of the wall.
///
/// ```swift
/// let wall = AuthWall()
/// wall.install(on: app)
/// home.billingTapped()   // redirected: the sign-in in a cover, the push kept pending
/// signIn.signInTapped()  // in one change, the cover closes and billing shows
/// ```
@MainActor
final class AuthWall {
  /// Whether the user confirmed who they are since they signed in.
  private(set) var isConfirmed = false
  /// The commands of the request the wall last resumed once the user signed in again.
  private(set) var lastResumed: [NavigationCommand]?
  /// The router the wall guards, to take the request it kept.
  private weak var app: AppRouter?

  /// Guards `app`: billing asks an unconfirmed user to sign in again, and Auth's password
  /// reset is closed to a signed-in user.
  func install(on app: AppRouter) {
    self.app = app
    app.addGuard(for: DashboardRoute.self) { [self] request in
      guard request.entering(DashboardRoute.self).contains(.billing), !isConfirmed else {
        return .allow
      }
      return .redirect([.present(AuthRoute.login, style: .fullScreenCover)], resume: true)
    }
    app.addGuard(for: AuthRoute.self) { request in
      let signedIn = request.after.root.is(AppRoute.self)
      guard signedIn, request.entering(AuthRoute.self).contains(.forgotPassword) else {
        return .allow
      }
      return .deny("signed in: change your password in Settings")
    }
  }

  /// Where Auth's sign-in leads, given the state it leaves: from the wall's cover, back to
  /// the request the wall kept, in the same change that closes the cover; from the sign-in
  /// stack, to the main tabs.
  func signedIn(leaving state: NavigationState) -> [NavigationCommand] {
    guard state.topLayer?.route.is(AuthRoute.self) == true else {
      return [.setState(.signedIn)]
    }
    isConfirmed = true
    let kept = app?.dropPendingRequest()?.commands ?? []
    lastResumed = kept
    return [.dismiss] + kept
  }

  /// Forgets the confirmation: the next user confirms anew.
  func signedOut() {
    isConfirmed = false
  }
}
