import ModuleRouting

/// The app as the composition root puts it together: the router, every module installed and
/// their catalogs merged, the exits answered, the guards set, and the links and saved-state
/// keys read from the merged catalog. The
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
  /// The merged catalog: the screen, key and links of every route type the app shows.
  let catalog: RouteCatalog<String>
  /// The screen of every route the app shows.
  let screens: DestinationRegistry<String>
  /// The auth wall in front of billing.
  let wall: AuthWall
  /// The links the app opens, as it receives them — `https://shop.example/settings/privacy`,
  /// `myapp://dashboard/billing` — each route placed where ``AppModules/placeLinks(in:)``
  /// says.
  let appLinks: AppLinks
  /// The keys the app saves its state under, with its schema version and migration.
  let restoration: RestorationTable
  /// The app's flight recorder: the last 100 requests, for a crash report — each route by its
  /// catalog key alone, no payload — and for a test to replay.
  let recorder: FlightRecorder

  /// The app in `state`, signed out at launch by default.
  ///
  /// - Throws: ``CatalogError`` naming every problem at once when a module's catalog is refused, collides with
  ///   another's, or leaves a route without a screen or an exit without a handler.
  init(state: NavigationState = .signedOut) throws {
    app = AppRouter(state: state)
    wall = AuthWall()
    modules = AppModules(app: app)
    app.handleModuleExits(wall: wall, onboarding: modules.onboardingContext)
    catalog = try modules.install(in: app)
    screens = catalog.screens
    wall.install(on: app)
    app.confirmDiscardingEdits()
    appLinks = catalog.appLinks(origins: Self.origins)
    restoration = AppModules.restoration(of: catalog)
    recorder = FlightRecorder(app: app, catalog: catalog)
  }

  /// The app's custom scheme and the host of its universal links.
  static let origins = LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"])

  /// The model of the screen on top, built as its view would build it.
  ///
  /// - Returns: The model, or `nil` when the screen on top has no model of type `Model`.
  func onTop<Model: AnyObject>(_ type: Model.Type) -> Model? {
    let state = app.state
    _ = try? screens.screen(state.topScreen, in: state)
    return modules.model(type, at: state.topScreen)
  }
}
