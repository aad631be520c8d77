import ModuleRouting

/// The screens inside the Dashboard module.
///
/// Only the Dashboard's own screens push or present them, through a ``DashboardRouter``; other
/// modules reach the dashboard through the app's answer to their exits.
public enum DashboardRoute: NavigationRoute, Codable {
  /// The first screen after sign-in.
  case home
  /// The plan the account pays for; the app may ask the user to confirm who they are first.
  case billing
  /// Every item the user follows.
  case items
  /// One item, by its identifier.
  case details(id: Int)
  /// The editor of one item, pushed from its details; it hands the edited item back.
  case editor(Item)
  /// An alert asking whether to delete an item; the route carries the item's identifier.
  case confirmDelete(id: Int)
}
