import ModuleRouting

/// The screens inside the Auth module.
public enum AuthRoute: NavigationRoute, Codable {
  /// The sign-in form.
  case login
  /// The form that sends a password-reset link.
  case forgotPassword
}
