import ModuleRouting
import Onboarding

/// The app's feature flags: the context of seed 002's strategy, which decides which variant of
/// a flow runs.
struct FeatureFlags {
  /// Whether users get the new onboarding, variant B, instead of variant A.
  var newOnboarding: Bool

  /// The onboarding flow the flags choose. The rest of the app sees only a flow that ends with
  /// whether the user went through it.
  ///
  /// - Parameter context: What the onboarding screens reach the running flow through.
  @MainActor
  func onboarding(context: OnboardingContext) -> any Coordinator<Bool> {
    newOnboarding ? OnboardingFlowB(context: context) : OnboardingFlow(context: context)
  }
}
