import ModuleRouting

/// The Dashboard module's one public entry point, seed 004's Builder: it declares every
/// ``DashboardRoute`` in its catalog, makes each screen's model with a ``DashboardRouter`` on
/// the app it was given, and names the module's routes and exits.
///
/// A screen here is the text it would show, read from its model. The model is kept for as
/// long as the screen is in the state, so every rebuild of the screen shows the same model.
///
/// ```swift
/// let catalog = try app.install([DashboardBuilder(app: app), SettingsBuilder(app: app)])
/// let screens = catalog.screens  // and its delete alert: app.topDialog(using: catalog)
/// ```
public struct DashboardBuilder: ModuleBuilder, Sendable {
  public typealias Route = DashboardRoute
  public typealias Exit = DashboardExit

  /// The app's router, which every screen's router is made from.
  let app: AppRouter
  /// The items every Dashboard screen shows.
  let store = ItemStore()

  /// A builder of the Dashboard's screens, shown by `app`.
  ///
  /// - Parameter app: The app's router.
  public init(app: AppRouter) {
    self.app = app
  }

  /// The model the Dashboard screen `screen` holds, the one its view would hold: for a host,
  /// a test or a script standing in for the views.
  ///
  /// ```swift
  /// let list = dashboard.model(ItemListModel.self, at: app.state.topScreen)
  /// list?.itemTapped(7)
  /// ```
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - screen: A screen of the app's current state.
  /// - Returns: The model, or `nil` when `screen` is not a Dashboard screen with a model of
  ///   type `Model`.
  public func model<Model: AnyObject>(_ type: Model.Type, at screen: ScreenID) -> Model? {
    guard let route = app.route(of: screen)?.value(as: DashboardRoute.self) else {
      return nil
    }
    return model(of: route, at: screen) as? Model
  }
}
