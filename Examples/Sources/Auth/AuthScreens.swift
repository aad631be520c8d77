import ModuleRouting

/// Registers the screen of every ``AuthRoute``.
///
/// A screen here is the text it would show.
///
/// - Parameter screens: The app's registry.
/// - Throws: ``DestinationError/duplicateRegistration(_:)`` when the Auth screens are already
///   registered in this scope.
public func registerAuthScreens(
  in screens: inout DestinationRegistry<String>
) throws(DestinationError) {
  try screens.register(AuthRoute.self) { route in
    switch route {
    case .login: "Auth › Sign in: email and password"
    case .forgotPassword: "Auth › Reset password: we'll email you a link"
    }
  }
}
