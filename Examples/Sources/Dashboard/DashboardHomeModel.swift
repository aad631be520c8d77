import ModuleRouting
import Observation

/// The model of the Dashboard's home screen: how many items the user follows, the ways to
/// their list and to billing, and the app's tour.
@MainActor
@Observable
public final class DashboardHomeModel {
  /// What became of the tour the home screen offered, once it ended with a result.
  public private(set) var tour: TourResult?
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

  /// The "Take the tour" button: leaves the Dashboard through an exit that expects a
  /// ``TourResult`` and waits for it. Which module shows the tour, and how its own result
  /// becomes a `TourResult`, is the app's decision.
  ///
  /// - Returns: How the tour ended: finished with what became of it, or cancelled.
  public func takeTheTourTapped() async -> FlowOutcome<TourResult> {
    let outcome = await router.exit(.takeTheTour, expecting: TourResult.self)
    if case .finished(let result) = outcome { tour = result }
    return outcome
  }

  /// The "Billing" button: pushes the billing screen. The module only asks; whether the user
  /// must sign in again first is the app's rule.
  @discardableResult
  public func billingTapped() -> NavigationResult {
    router.navigate(to: .billing)
  }
}
