// Before the samples that name it: two onboarding coordinators (FlowsAndResults.md).
import ModuleRouting

enum DashboardRoute: NavigationRoute { case home }
enum OnboardingRoute: NavigationRoute { case welcome, permissions }

@MainActor final class OnboardingFlow: Coordinator {
  typealias Result = Bool
  private var flow: FlowHandle<Bool>?

  func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
    self.flow = flow
    return [.present(OnboardingRoute.welcome, style: .fullScreenCover)]
  }

  func continueTapped() { flow?.navigate(to: OnboardingRoute.permissions) }
  func allowTapped() { flow?.finish(with: true) }
  func skipTapped() { flow?.finish(with: false) }
}

@MainActor final class QuickOnboardingFlow: Coordinator {
  typealias Result = Bool
  private var flow: FlowHandle<Bool>?

  func start(_ flow: FlowHandle<Bool>) -> [NavigationCommand] {
    self.flow = flow
    return [.present(OnboardingRoute.permissions, style: .fullScreenCover)]
  }
}
