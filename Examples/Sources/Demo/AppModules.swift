import Auth
import Dashboard
import ModuleRouting
import Onboarding
import Settings

/// The app's feature modules, each through its builder: all the composition root knows of
/// them.
@MainActor
struct AppModules {
  let dashboard: DashboardBuilder
  let settings: SettingsBuilder
  let auth: AuthBuilder
  let onboarding: OnboardingBuilder
  /// What the onboarding screens and whichever onboarding flow runs share.
  let onboardingContext = OnboardingContext()

  /// The modules of the app `app` shows.
  ///
  /// - Parameter app: The app's router, which each module makes its screens' routers from.
  init(app: AppRouter) {
    dashboard = DashboardBuilder(app: app)
    settings = SettingsBuilder(app: app)
    auth = AuthBuilder(app: app)
    onboarding = OnboardingBuilder(app: app, context: onboardingContext)
  }

  /// Installs the modules: their catalogs and the app's own, merged once and checked in the
  /// same call.
  ///
  /// The check runs at launch, so a module whose screens, keys, links or exits were forgotten
  /// or collide with another's stops the app before a user can reach a missing screen or a
  /// dead end.
  ///
  /// - Parameter app: The app's router, its exits already handled.
  /// - Returns: The merged catalog: a screen, a key and the links of every route type the app
  ///   shows.
  /// - Throws: ``CatalogError`` naming the app's own refused declaration, or every module's
  ///   refusal or collision, route type left without a screen, exit type left without a
  ///   handler and exit result left unmapped (the Dashboard's tour), at once.
  func install(in app: AppRouter) throws -> RouteCatalog<String> {
    var own = RouteCatalog<String>(module: "app")
    try own.add(AppRoute.self, key: "app") { route, _ in
      switch route {
      case .main: "Main › tab bar: Home, Settings"
      }
    }
    try own.addTabs(MainTab.self, key: "tab")
    try Self.placeLinks(in: &own)
    return try app.install([dashboard, settings, auth, onboarding], with: own)
  }

  /// The model the screen `screen` holds, from whichever module the screen belongs to.
  ///
  /// - Returns: The model, or `nil` when the screen has no model of type `Model`.
  func model<Model: AnyObject>(_ type: Model.Type, at screen: ScreenID) -> Model? {
    dashboard.model(type, at: screen) ?? settings.model(type, at: screen)
      ?? auth.model(type, at: screen) ?? onboarding.model(type, at: screen)
  }
}
