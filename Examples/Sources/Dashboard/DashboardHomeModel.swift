import ModuleRouting

/// The model of the Dashboard's home screen: how many items the user follows, and the way to
/// their list.
@MainActor
public final class DashboardHomeModel {
  private let store: ItemStore
  private let router: DashboardRouter

  init(store: ItemStore, router: DashboardRouter) {
    self.store = store
    self.router = router
  }

  /// How many items the user follows.
  public var followedCount: Int {
    store.items.count
  }

  /// The "Items" button: pushes the item list.
  @discardableResult
  public func showItemsTapped() -> NavigationResult {
    router.navigate(to: .items)
  }
}
