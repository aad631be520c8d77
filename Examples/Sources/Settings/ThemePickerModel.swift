import ModuleRouting
import Observation

/// The model of the theme picker: a sheet whose choice goes back to the screen that presented
/// it.
@MainActor
@Observable
public final class ThemePickerModel {
  /// The themes the picker offers.
  public let themes = ["system", "light", "dark", "teal"]
  private let router: SettingsRouter

  init(router: SettingsRouter) {
    self.router = router
  }

  /// A tap on a theme: completes the picker with it; the sheet is dismissed in the same
  /// change.
  @discardableResult
  public func pick(_ theme: String) -> NavigationResult {
    router.complete(with: theme)
  }
}
