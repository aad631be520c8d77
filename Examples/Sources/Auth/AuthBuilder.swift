import ModuleRouting

/// The Auth module's one public entry point, seed 004's Builder: it declares every
/// ``AuthRoute`` in its catalog, makes the sign-in form's model with an ``AuthRouter`` on the
/// app it was given, and names the module's routes and exits.
///
/// A screen here is the text it would show; the sign-in form's model is kept for as long as
/// the form is in the state.
public struct AuthBuilder: ModuleBuilder, Sendable {
  public typealias Route = AuthRoute
  public typealias Exit = AuthExit

  /// The app's router, which every screen's router is made from.
  let app: AppRouter

  /// A builder of the Auth screens, shown by `app`.
  ///
  /// - Parameter app: The app's router.
  public init(app: AppRouter) {
    self.app = app
  }

  /// The model the Auth screen `screen` holds, the one its view would hold: for a host, a test
  /// or a script standing in for the views.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - screen: A screen of the app's current state.
  /// - Returns: The model, or `nil` when `screen` is not an Auth screen with a model of type
  ///   `Model`.
  public func model<Model: AnyObject>(_ type: Model.Type, at screen: ScreenID) -> Model? {
    switch app.route(of: screen)?.value(as: AuthRoute.self) {
    case .login?:
      app.object(for: screen) { SignInModel(router: AuthRouter(app)) } as? Model
    case .forgotPassword?, nil:
      nil
    }
  }
}
