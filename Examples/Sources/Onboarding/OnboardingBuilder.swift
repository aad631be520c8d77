import ModuleRouting

/// The Onboarding module's one public entry point, seed 004's Builder: it declares every
/// ``OnboardingRoute`` in its catalog and makes each screen's model with the context its flows
/// share.
///
/// The module has no way out of its own: a flow finishes, and whoever ran it decides what
/// comes next, so its `Exit` is `Never`.
///
/// Nor has it links or restoration keys, unlike the other modules: its screens belong to a
/// running flow, which a link cannot start and a saved state cannot bring back, and a screen
/// with no flow behind it would refuse both its buttons. So no link leads into onboarding, and
/// a state showing it is not saved: saving names the onboarding screen that has no key.
public struct OnboardingBuilder: ModuleBuilder, Sendable {
  public typealias Route = OnboardingRoute
  public typealias Exit = Never

  /// The app's router, which keeps each screen's model.
  let app: AppRouter
  /// What the screens' models reach the running flow through.
  let context: OnboardingContext

  /// A builder of the onboarding screens, shown by `app`.
  ///
  /// - Parameters:
  ///   - app: The app's router.
  ///   - context: The context the app also gives the flows it runs.
  public init(app: AppRouter, context: OnboardingContext) {
    self.app = app
    self.context = context
  }

  /// Every ``OnboardingRoute``, declared once: its screen. The onboarding screens have no key
  /// and no link: they belong to a running flow, which neither a saved state nor a link can
  /// bring back, so a state showing them is not saved.
  ///
  /// - Throws: ``CatalogError`` — never, unless a declaration here is changed into a wrong one.
  public func catalog() throws(CatalogError) -> RouteCatalog<String> {
    var catalog = RouteCatalog<String>(module: "onboarding")
    try catalog.add(OnboardingRoute.self) { route, _ in
      switch route {
      case .welcome: "Onboarding › Welcome: follow what matters to you [Continue] [Skip]"
      case .notifications: "Onboarding › Hear about changes: allow notifications [Continue] [Skip]"
      case .quickStart: "Onboarding › Quick start: pick items and notifications [Start] [Skip]"
      }
    }
    return catalog
  }

  /// The model the onboarding screen `screen` holds, the one its view would hold: for a host,
  /// a test or a script standing in for the views.
  ///
  /// - Parameters:
  ///   - type: The model's type.
  ///   - screen: A screen of the app's current state.
  /// - Returns: The model, or `nil` when `screen` is not an onboarding screen or `Model` is not
  ///   ``OnboardingStepModel``.
  public func model<Model: AnyObject>(_ type: Model.Type, at screen: ScreenID) -> Model? {
    guard let route = app.route(of: screen)?.value(as: OnboardingRoute.self) else {
      return nil
    }
    return app.object(for: screen) { OnboardingStepModel(route: route, context: context) }
      as? Model
  }
}
