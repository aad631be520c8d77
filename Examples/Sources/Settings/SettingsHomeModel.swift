import ModuleRouting
import Observation

/// The model of the settings list: it opens each setting, picks a theme in a sheet that hands
/// the theme back, and signs out.
@MainActor
@Observable
public final class SettingsHomeModel {
  /// The theme the app shows.
  public private(set) var theme = "system"
  private let router: SettingsRouter

  init(router: SettingsRouter) {
    self.router = router
  }

  /// The "Privacy" row: pushes the privacy settings.
  @discardableResult
  public func privacyTapped() -> NavigationResult {
    router.navigate(to: .privacy)
  }

  /// The "Theme" row: presents the theme picker in a sheet and waits for it. The chosen theme
  /// becomes the app's; a picker swiped down changes nothing.
  ///
  /// - Returns: How the picker ended: finished with a theme, or cancelled.
  public func chooseThemeTapped() async -> FlowOutcome<String> {
    let outcome = await router.present(.themePicker, style: .sheet, expecting: String.self)
    if case .finished(let chosen) = outcome { theme = chosen }
    return outcome
  }

  /// The "Account" row: presents the profile editor in a sheet with a stack of its own.
  @discardableResult
  public func editProfileTapped() -> NavigationResult {
    router.editProfile()
  }

  /// The "Sign out" row: leaves the module; the app decides what signing out shows.
  @discardableResult
  public func signOutTapped() -> NavigationResult {
    router.exit(.logout)
  }
}
