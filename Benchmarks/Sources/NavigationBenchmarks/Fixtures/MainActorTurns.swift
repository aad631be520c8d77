import Foundation

/// Gives the main actor turns from synchronous code on the main thread, for a set-up that
/// waits for work a library queued there: a router removes a subscriber that went away in a
/// task on the main actor.
///
/// `main` stays synchronous, so every measured loop runs on the main thread with nothing else
/// queued for the main actor able to run. Jobs for the main actor wait on the main dispatch
/// queue, which the main run loop drains: running it for a moment gives them their turn.
/// (An asynchronous `main` would hand the main queue to another thread the first time it
/// waited, and valgrind cannot follow that hand-over.)
@MainActor
enum MainActorTurns {
  /// Runs the main run loop in slices of a millisecond until `condition` holds, or until
  /// `timeout` has passed.
  ///
  /// - Returns: Whether `condition` held.
  @discardableResult
  static func run(until condition: () -> Bool, timeout: Duration = .seconds(1)) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while !condition() {
      guard clock.now < deadline else { return false }
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.001))
    }
    return true
  }
}
