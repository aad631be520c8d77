import ModuleRouting
import Observation

/// The model of every onboarding screen: its buttons ask the running flow to move on or to
/// stop, and the flow decides what that shows.
@MainActor
@Observable
public final class OnboardingStepModel {
  private let route: OnboardingRoute
  private let context: OnboardingContext

  init(route: OnboardingRoute, context: OnboardingContext) {
    self.route = route
    self.context = context
  }

  /// The "Continue" button: the next screen, or the end of the flow with `true`.
  ///
  /// - Returns: ``NavigationResult/applied``, or ``NavigationRefusal/flowEnded`` when no
  ///   onboarding flow is running.
  @discardableResult
  public func continueTapped() -> NavigationResult {
    context.flow?.next(after: route) ?? .refused(.flowEnded)
  }

  /// The "Skip" button: the end of the flow with `false`.
  ///
  /// - Returns: ``NavigationResult/applied``, or ``NavigationRefusal/flowEnded`` when no
  ///   onboarding flow is running.
  @discardableResult
  public func skipTapped() -> NavigationResult {
    context.flow?.skip() ?? .refused(.flowEnded)
  }
}
