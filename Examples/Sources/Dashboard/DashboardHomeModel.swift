import ModuleRouting
import Observation

/// The model of the Dashboard's home screen: how many items the user follows, and the ways to
/// their list and to billing.
@MainActor
@Observable
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

  /// The "Items" button: pushes the item list, once however quickly it is tapped again — a
  /// second tap finds the list on top and pushes nothing (``NavigationPolicy/singleTop``).
  @discardableResult
  public func showItemsTapped() -> NavigationResult {
    router.navigate(to: .items, policy: .singleTop)
  }

  /// The "Billing" button: pushes the billing screen. The module only asks; whether the user
  /// must sign in again first is the app's rule.
  @discardableResult
  public func billingTapped() -> NavigationResult {
    router.navigate(to: .billing)
  }
}
