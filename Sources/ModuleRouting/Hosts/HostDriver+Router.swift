import NavCore
import Observation

extension HostDriver {
  /// Keeps the host showing `router`'s state: shows it now, then again after each change,
  /// until the task running this is cancelled.
  ///
  /// Changes that come while the host is mid-update are taken together: the host goes from
  /// what it shows to the latest state, never through the states in between.
  ///
  /// ```swift
  /// let following = Task { await driver.follow(app) }
  /// // …
  /// following.cancel()
  /// ```
  ///
  /// - Parameter router: The router to follow.
  public func follow(_ router: AppRouter) async {
    let (changes, continuation) = AsyncStream<Void>.makeStream(
      bufferingPolicy: .bufferingNewest(1))
    continuation.yield()
    for await _ in changes {
      let state = withObservationTracking {
        router.state
      } onChange: {
        continuation.yield()
      }
      await show(state)
    }
  }
}
