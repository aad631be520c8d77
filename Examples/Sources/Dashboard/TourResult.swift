/// What became of the app's tour, as the Dashboard sees it: the result its
/// ``DashboardExit/takeTheTour`` exit expects.
///
/// The Dashboard does not know which module shows the tour, nor the type that module's flow
/// ends with: the composition root maps that result onto this one.
///
/// `nonisolated`: a result crosses from the flow that shows the tour back to the Dashboard, and
/// in this target, which isolates to the main actor by default, its conformances would be the
/// main actor's.
nonisolated public enum TourResult: Hashable, Sendable {
  /// The user went through the tour to its end.
  case taken
  /// The user left the tour before its end.
  case skipped
}
