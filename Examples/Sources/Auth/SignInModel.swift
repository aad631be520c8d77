import ModuleRouting
import Observation

/// The model of the sign-in form.
@MainActor
@Observable
public final class SignInModel {
  private let router: AuthRouter

  init(router: AuthRouter) {
    self.router = router
  }

  /// The "Forgot password?" link: pushes the reset form.
  @discardableResult
  public func forgotPasswordTapped() -> NavigationResult {
    router.navigate(to: .forgotPassword)
  }

  /// The "Sign in" button: leaves the module; the app decides what signing in shows.
  @discardableResult
  public func signInTapped() -> NavigationResult {
    router.exit(.signedIn)
  }
}
