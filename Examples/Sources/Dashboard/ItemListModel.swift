import ModuleRouting
import Observation

/// The model of the item list: it opens an item, and owns the delete alert it presents, as
/// seed 003's parent owns its destination's buttons.
@MainActor
@Observable
public final class ItemListModel {
  private let store: ItemStore
  private let router: DashboardRouter

  init(store: ItemStore, router: DashboardRouter) {
    self.store = store
    self.router = router
  }

  /// The items the list shows.
  public var items: [Item] {
    store.items
  }

  /// A tap on an item: pushes its details.
  @discardableResult
  public func itemTapped(_ id: Int) -> NavigationResult {
    router.navigate(to: .details(id: id))
  }

  /// A swipe's Delete button on an item: asks in an alert first.
  @discardableResult
  public func deleteTapped(_ id: Int) -> NavigationResult {
    router.askToDelete(item: id)
  }

  /// The alert's Delete button: closes the alert, then deletes the item it asked about.
  @discardableResult
  public func confirmDeleteTapped() -> NavigationResult {
    router.confirmDeletion { id in store.delete(id: id) }
  }

  /// The alert's Cancel button: closes the alert and keeps the item.
  @discardableResult
  public func cancelDeleteTapped() -> NavigationResult {
    router.dismiss()
  }
}
