import ModuleRouting

/// Onboarding, variant B: one quick-start screen in a sheet.
///
/// It finishes with `true` when the user gets started and with `false` when they skip; either
/// way its sheet closes. A sheet swiped down cancels it.
public final class OnboardingFlowB: Coordinator, OnboardingSteps {
  public typealias Result = Bool

  private let context: OnboardingContext
  private var flow: FlowHandle<Bool>?

  /// A flow whose screen reaches it through `context`.
  ///
  /// - Parameter context: The context the app gave the ``OnboardingBuilder``.
  public init(context: OnboardingContext) {
    self.context = context
  }

  /// Presents the quick-start screen in a sheet.
  public func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
    self.flow = flow
    context.flow = self
    return [.present(OnboardingRoute.quickStart, style: .sheet)]
  }

  func next(after route: OnboardingRoute) -> NavigationResult {
    flow?.finish(with: true) ?? .refused(.flowEnded)
  }

  func skip() -> NavigationResult {
    flow?.finish(with: false) ?? .refused(.flowEnded)
  }
}
