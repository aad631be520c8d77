/// The turns of the main actor, run by hand: what a binding defers to the next turn waits here
/// until the test runs it.
@MainActor
final class Turns {
  private var waiting: [@MainActor () -> Void] = []

  /// Keeps `body` for the next turn.
  func schedule(_ body: @escaping @MainActor () -> Void) {
    waiting.append(body)
  }

  /// Runs what waits for the next turn, in order.
  func run() {
    let now = waiting
    waiting = []
    for body in now { body() }
  }

  /// How many bodies wait for the next turn.
  var count: Int {
    waiting.count
  }
}

/// The delays of the main actor, run by hand: what waits for a duration waits here until the
/// test runs it, whatever the duration.
@MainActor
final class Delays {
  private var bodies: [(Duration, @MainActor () -> Void)] = []

  /// Keeps `body` for after `delay`.
  func schedule(_ delay: Duration, _ body: @escaping @MainActor () -> Void) {
    bodies.append((delay, body))
  }

  /// Runs what waits, in order.
  func run() {
    let now = bodies
    bodies = []
    for (_, body) in now { body() }
  }

  /// The durations waited for, in order.
  var waiting: [Duration] {
    bodies.map(\.0)
  }
}
