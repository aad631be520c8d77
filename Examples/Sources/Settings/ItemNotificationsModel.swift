import ModuleRouting
import Observation

/// The model of one item's notification settings, which another module opens through its exit.
@MainActor
@Observable
public final class ItemNotificationsModel {
  /// The item whose notifications the screen shows.
  public let item: Int
  private let router: SettingsRouter

  init(item: Int, router: SettingsRouter) {
    self.item = item
    self.router = router
  }

  /// The "Done" button: closes the Settings screens pushed on the stack, wherever they sit.
  @discardableResult
  public func doneTapped() -> NavigationResult {
    router.close()
  }
}
