import ModuleRouting

/// Seed 002's context: it knows which onboarding flow is running, so the onboarding screens'
/// models reach it whichever variant the app chose.
///
/// The app makes one and hands it to the ``OnboardingBuilder`` and to each flow it runs; a flow
/// puts itself in the context when it starts. The context holds the flow weakly: the router
/// keeps a running flow, and releases it when the flow ends.
///
/// ```swift
/// let context = OnboardingContext()
/// let catalog = try app.install([OnboardingBuilder(app: app, context: context), …])
/// let onboarding: any Coordinator<Bool> =
///   flags.newOnboarding ? OnboardingFlowB(context: context) : OnboardingFlow(context: context)
/// let outcome = await app.run(onboarding)  // .finished(true), .finished(false), or .cancelled
/// ```
@MainActor
public final class OnboardingContext {
  /// The flow showing the onboarding screens now, if one is running.
  weak var flow: (any OnboardingSteps)?

  /// A context with no flow running yet.
  public init() {}
}

/// What the onboarding screens ask of the flow that shows them, whichever variant it is.
@MainActor
protocol OnboardingSteps: AnyObject {
  /// Moves on from the screen of `route`: shows the next screen, or finishes with `true`.
  func next(after route: OnboardingRoute) -> NavigationResult
  /// Leaves onboarding before its end: finishes with `false`.
  func skip() -> NavigationResult
}
