import Auth
import Dashboard
import ModuleRouting
import NavigationTesting
import Onboarding
import Settings

@testable import Demo

typealias Action = ExplorationAction<WiredApp>

/// The example app's explorer: what a user can do on each screen, the screens they should
/// reach, and the rules the guards should keep.
///
/// - Parameter make: Builds a fresh app at launch: the composition root's, or a copy.
@MainActor
func exampleExplorer(
  make: @escaping @MainActor @Sendable () throws -> WiredApp = { WiredApp(try ComposedApp()) }
) throws -> ReachabilityExplorer<WiredApp> {
  let composed = try ComposedApp()
  var explorer = ReachabilityExplorer(catalog: composed.catalog, make: make) { $0.app }
  // Onboarding's routes are never saved, so have no key: named after their module here.
  let byKey = ScreenNaming.cases(keysIn: composed.catalog)
  explorer.naming = ScreenNaming { route in
    route.is(OnboardingRoute.self) ? "onboarding.\(route)" : byKey.name(of: route)
  }
  explorer.appKey = { $0.key }
  explorer.on(AuthRoute.self, authActions)
  let links = composed.appLinks
  explorer.on(DashboardRoute.self) { dashboardActions($0, links: links) }
  explorer.on(SettingsRoute.self, settingsActions)
  explorer.on(OnboardingRoute.self) { _ in
    [
      Action("continue") { $0.onTop(OnboardingStepModel.self)?.continueTapped() },
      Action("skip") { $0.onTop(OnboardingStepModel.self)?.skipTapped() },
    ]
  }
  explorer.everywhere([.tab(MainTab.home), .tab(MainTab.settings)])
  explorer.forbid(DashboardRoute.self, rule: "billing needs a confirmed sign-in") {
    route, wired in route == .billing && !wired.wall.isConfirmed
  }
  explorer.forbid(AuthRoute.self, rule: "no password reset while signed in") { route, wired in
    route == .forgotPassword && wired.app.state.root.is(AppRoute.self)
  }
  explorer.expectedScreens = exampleScreens
  return explorer
}

/// Every screen of the example a user can see on top.
let exampleScreens = [
  "auth.login", "auth.forgotPassword",
  "dashboard.home", "dashboard.billing", "dashboard.items", "dashboard.details",
  "dashboard.editor", "dashboard.confirmDelete",
  "settings.main", "settings.privacy", "settings.notifications", "settings.editProfile",
  "settings.profilePhoto", "settings.themePicker",
  "onboarding.welcome", "onboarding.notifications", "onboarding.quickStart",
]

@Sendable
private func authActions(_ route: AuthRoute) -> [Action] {
  switch route {
  case .login:
    [
      Action("sign in") { $0.onTop(SignInModel.self)?.signInTapped() },
      Action("forgot password") { $0.onTop(SignInModel.self)?.forgotPasswordTapped() },
    ]
  case .forgotPassword: []
  }
}

@Sendable
private func dashboardActions(_ route: DashboardRoute, links: AppLinks) -> [Action] {
  switch route {
  case .home:
    [
      Action("items") { $0.onTop(DashboardHomeModel.self)?.showItemsTapped() },
      Action("billing") { $0.onTop(DashboardHomeModel.self)?.billingTapped() },
      // The app runs onboarding after a sign-in; the feature flag picks the variant.
      Action("onboarding, flag off") { wired in
        wired.app.start(
          FeatureFlags(newOnboarding: false).onboarding(
            context: wired.modules.onboardingContext)
        ) { _ in }
      },
      Action("onboarding, flag on") { wired in
        wired.app.start(
          FeatureFlags(newOnboarding: true).onboarding(
            context: wired.modules.onboardingContext)
        ) { _ in }
      },
      .link("myapp://settings/privacy", using: links),
    ]
  case .items:
    [
      Action("item 7") { $0.onTop(ItemListModel.self)?.itemTapped(7) },
      Action("delete 42") { $0.onTop(ItemListModel.self)?.deleteTapped(42) },
    ]
  case .details:
    [
      .awaiting("edit") { _ = await $0.onTop(ItemDetailsModel.self)?.editTapped() },
      Action("notifications") { $0.onTop(ItemDetailsModel.self)?.notificationsTapped() },
    ]
  case .editor:
    [
      Action("rename") { $0.onTop(ItemEditorModel.self)?.name = "Standing lamp" },
      Action("save") { $0.onTop(ItemEditorModel.self)?.saveTapped() },
    ]
  case .confirmDelete:
    [
      Action("delete") { $0.underTop(ItemListModel.self)?.confirmDeleteTapped() },
      Action("cancel") { $0.underTop(ItemListModel.self)?.cancelDeleteTapped() },
    ]
  case .billing: []
  }
}

@Sendable
private func settingsActions(_ route: SettingsRoute) -> [Action] {
  switch route {
  case .main:
    [
      Action("privacy") { $0.onTop(SettingsHomeModel.self)?.privacyTapped() },
      .awaiting("theme") { _ = await $0.onTop(SettingsHomeModel.self)?.chooseThemeTapped() },
      Action("edit profile") { $0.onTop(SettingsHomeModel.self)?.editProfileTapped() },
      Action("sign out") { $0.onTop(SettingsHomeModel.self)?.signOutTapped() },
    ]
  case .notifications:
    [Action("done") { $0.onTop(ItemNotificationsModel.self)?.doneTapped() }]
  case .editProfile:
    [
      Action("photo") { $0.onTop(EditProfileModel.self)?.photoTapped() },
      Action("close") { $0.onTop(EditProfileModel.self)?.closeTapped() },
    ]
  case .themePicker:
    [Action("teal") { $0.onTop(ThemePickerModel.self)?.pick("teal") }]
  case .privacy, .profilePhoto: []
  }
}
