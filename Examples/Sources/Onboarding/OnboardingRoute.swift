import ModuleRouting

/// The screens of the onboarding flows.
///
/// Which of them a user sees depends on the variant the app runs: ``OnboardingFlow`` shows the
/// first two, ``OnboardingFlowB`` the last.
public enum OnboardingRoute: NavigationRoute {
  /// Variant A's first screen, in a full-screen cover.
  case welcome
  /// Variant A's second screen, pushed inside its cover.
  case notifications
  /// Variant B's one screen, in a sheet.
  case quickStart
}
