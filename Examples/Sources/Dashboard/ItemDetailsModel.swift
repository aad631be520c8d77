import ModuleRouting
import Observation

/// The model of one item's details: it edits the item in a pushed editor that hands the
/// edited item back (seed 004's `didFinish`), and leaves the module for the item's
/// notification settings.
@MainActor
@Observable
public final class ItemDetailsModel {
  /// The item's identifier.
  public let id: Int
  private let store: ItemStore
  private let router: DashboardRouter

  init(id: Int, store: ItemStore, router: DashboardRouter) {
    self.id = id
    self.store = store
    self.router = router
  }

  /// The item as it is now, or `nil` once it is deleted.
  public var item: Item? {
    store.item(id: id)
  }

  /// The "Edit" button: pushes the item's editor and waits for it; the edited item replaces
  /// the old one when the editor saves, and nothing changes when it is swiped away.
  ///
  /// - Returns: How the editor ended: finished with the edited item, or cancelled.
  public func editTapped() async -> FlowOutcome<Item> {
    guard let item else { return .cancelled }
    let outcome = await router.push(.editor(item), expecting: Item.self)
    if case .finished(let edited) = outcome { store.replace(with: edited) }
    return outcome
  }

  /// The "Notifications" button: leaves the Dashboard; the app decides which screen shows
  /// them.
  @discardableResult
  public func notificationsTapped() -> NavigationResult {
    router.exit(.openNotifications(item: id))
  }
}
