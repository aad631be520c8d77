import ModuleRouting
import Observation

/// The model of the profile editor, the first screen of its sheet.
@MainActor
@Observable
public final class EditProfileModel {
  private let router: SettingsRouter

  init(router: SettingsRouter) {
    self.router = router
  }

  /// The "Photo" row: pushes the photo chooser inside the sheet.
  @discardableResult
  public func photoTapped() -> NavigationResult {
    router.navigate(to: .profilePhoto)
  }

  /// The sheet's "Close" button: dismisses the sheet with everything pushed in it.
  @discardableResult
  public func closeTapped() -> NavigationResult {
    router.dismiss()
  }
}
