/// The screens inside the Dashboard module.
///
/// Only ``DashboardRouter`` pushes or presents them; other modules reach the dashboard through
/// the app's answer to their exits.
public enum DashboardRoute: Hashable, Sendable {
  /// The first screen after sign-in.
  case home
  /// Every item the user follows.
  case items
  /// One item, by its identifier.
  case details(id: Int)
  /// An alert asking whether to delete an item; the route carries the item's identifier.
  case confirmDelete(id: Int)
}
