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
