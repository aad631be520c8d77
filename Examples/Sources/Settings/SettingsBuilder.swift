import ModuleRouting

/// The Settings module's one public entry point, seed 004's Builder: it declares every
/// ``SettingsRoute`` in its catalog, makes each screen's model with a ``SettingsRouter`` on the
/// app it was given, and names the module's routes and exits.
///
/// A screen here is the text it would show, read from its model; the model is kept for as
/// long as the screen is in the state.
public struct SettingsBuilder: ModuleBuilder, Sendable {
  public typealias Route = SettingsRoute
  public typealias Exit = SettingsExit

  /// The app's router, which every screen's router is made from.
  let app: AppRouter

  /// A builder of the Settings screens, shown by `app`.
  ///
  /// - Parameter app: The app's router.
  public init(app: AppRouter) {
    self.app = app
  }

  /// The model the Settings screen `screen` holds, the one its view would hold: for a host, a
  /// test or a script standing in for the views.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - screen: A screen of the app's current state.
  /// - Returns: The model, or `nil` when `screen` is not a Settings screen with a model of type
  ///   `Model`.
  public func model<Model: AnyObject>(_ type: Model.Type, at screen: ScreenID) -> Model? {
    guard let route = app.route(of: screen)?.value(as: SettingsRoute.self) else {
      return nil
    }
    return model(of: route, at: screen) as? Model
  }
}
