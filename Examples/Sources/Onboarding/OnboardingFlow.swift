import ModuleRouting

/// Onboarding, variant A: a welcome screen, then a notifications screen pushed after it, in a
/// full-screen cover.
///
/// It finishes with `true` when the user continues through both screens and with `false`
/// when they skip; either way its cover closes. Anything else that removes the cover cancels
/// it.
public final class OnboardingFlow: Coordinator, OnboardingSteps {
  public typealias Result = Bool

  private let context: OnboardingContext
  private var flow: FlowHandle<Bool>?

  /// A flow whose screens reach it through `context`.
  ///
  /// - Parameter context: The context the app gave the ``OnboardingBuilder``.
  public init(context: OnboardingContext) {
    self.context = context
  }

  /// Presents the welcome screen in a full-screen cover.
  public func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
    self.flow = flow
    context.flow = self
    return [.present(OnboardingRoute.welcome, style: .fullScreenCover)]
  }

  func next(after route: OnboardingRoute) -> NavigationResult {
    guard let flow else { return .refused(.flowEnded) }
    return switch route {
    case .welcome: flow.navigate(to: OnboardingRoute.notifications)
    case .notifications, .quickStart: flow.finish(with: true)
    }
  }

  func skip() -> NavigationResult {
    flow?.finish(with: false) ?? .refused(.flowEnded)
  }
}
