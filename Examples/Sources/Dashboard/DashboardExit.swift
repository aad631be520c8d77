/// The ways out of the Dashboard module.
///
/// The module only says that the user wants to leave; the composition root decides where each
/// exit leads.
public enum DashboardExit: Hashable, Sendable {
  /// The user asked for the settings.
  case openSettings
  /// The user signed out.
  case logout
}
