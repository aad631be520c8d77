import ModuleRouting

/// The app as the composition root puts it together: the router, every module installed, the
/// exits answered, the guards set, and the tables of links and saved-state keys merged. The
/// demo plays its session on one; the example's tests drive another.
///
/// ```swift
/// let composed = try ComposedApp()
/// composed.onTop(DashboardHomeModel.self)?.billingTapped()
/// ```
@MainActor
struct ComposedApp {
  /// The app's router.
  let app: AppRouter
  /// The app's modules, whose builders give each screen's model.
  let modules: AppModules
  /// The screen of every route the app shows.
  let screens: DestinationRegistry<String>
  /// The auth wall in front of billing.
  let wall: AuthWall
  /// The links the app opens: every module's table merged with the app's own.
  let links: DeepLinkTable
  /// The keys the app saves its state under, with its schema version and migration.
  let restoration: RestorationTable

  /// The app in `state`, signed out at launch by default.
  ///
  /// - Throws: ``ModuleSetupError`` when a module's screens or exits are incomplete,
  ///   ``DeepLinkError`` when two modules claim the same links, and ``RestorationError`` when
  ///   two register the same key.
  init(state: NavigationState = .signedOut) throws {
    app = AppRouter(state: state)
    wall = AuthWall()
    app.handleModuleExits(wall: wall)
    modules = AppModules(app: app)
    screens = try modules.install(in: app)
    wall.install(on: app)
    app.confirmDiscardingEdits()
    links = try AppModules.deepLinks()
    restoration = try AppModules.restorationTable()
  }

  /// The model of the screen on top, built as its view would build it.
  ///
  /// - Returns: The model, or `nil` when the screen on top has no model of type `Model`.
  func onTop<Model: AnyObject>(_ type: Model.Type) -> Model? {
    let state = app.state
    _ = try? screens.screen(state.topScreen, in: state)
    return modules.model(type, at: state.topScreen)
  }
}
