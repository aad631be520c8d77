import ModuleRouting

/// The ways out of the Dashboard module.
///
/// The module only says that the user wants to leave; the composition root decides where each
/// exit leads.
public enum DashboardExit: NavigationExit, Codable {
  /// The user asked for the notification settings of one item.
  case openNotifications(item: Int)
  /// The user asked for the app's tour; the Dashboard waits for a ``TourResult``
  /// (``DashboardHomeModel/takeTheTourTapped()``).
  case takeTheTour
}
