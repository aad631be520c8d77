/// The screens inside the Dashboard module.
///
/// Only ``DashboardRouter`` pushes them; other modules reach the dashboard through the app's
/// answer to their exits.
public enum DashboardRoute: Hashable, Sendable {
  /// The first screen after sign-in.
  case home
  /// Every item the user follows.
  case items
  /// One item, by its identifier.
  case details(id: Int)
}
