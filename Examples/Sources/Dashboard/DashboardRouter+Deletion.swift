import ModuleRouting

/// Deleting an item: the Dashboard asks in an alert whose route carries the item, and the
/// alert's buttons answer it.
extension ModuleRouter where Route == DashboardRoute {
  /// Asks whether to delete item `id`, in an alert over the screen on top.
  ///
  /// ```swift
  /// dashboard.askToDelete(item: 42)
  /// dashboard.itemAwaitingDeletion  // 42
  /// ```
  ///
  /// - Parameter id: The item's identifier, carried by the alert's route.
  /// - Returns: ``NavigationResult/applied``, or the refusal: over another alert, say.
  @discardableResult
  public func askToDelete(item id: Int) -> NavigationResult {
    present(.confirmDelete(id: id), style: .alert)
  }

  /// The item the alert on screen asks to delete, or `nil` when no such alert is on screen.
  public var itemAwaitingDeletion: Int? {
    guard case .confirmDelete(let id)? = currentRoute else { return nil }
    return id
  }

  /// Answers the delete alert on screen with its Delete button: closes the alert, then hands
  /// its item to `delete`.
  ///
  /// The Cancel button only closes the alert: ``ModuleRouter/dismiss()``.
  ///
  /// - Parameter delete: Deletes the item, given its identifier; called only once the alert
  ///   is closed.
  /// - Returns: ``NavigationResult/applied``, or the refusal of the dismissal;
  ///   ``NavigationRefusal/nothingPresented`` when no delete alert is on screen, and then
  ///   nothing is dismissed.
  @discardableResult
  public func confirmDeletion(_ delete: (Int) -> Void) -> NavigationResult {
    guard let id = itemAwaitingDeletion else {
      // A module cannot report an issue itself, so this refusal reaches the caller only.
      return .refused(.nothingPresented)
    }
    let result = dismiss()
    if result.isApplied { delete(id) }
    return result
  }
}
