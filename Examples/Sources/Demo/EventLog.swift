import ModuleRouting

/// Every navigation event of a router, one line each, as analytics or a debug log would keep
/// them: subscribed at launch, read by a task as they come.
///
/// ```swift
/// let log = EventLog(app)
/// home.showItemsTapped()
/// await log.stop()  // ["#1 module Dashboard.DashboardRoute: [navigate(…, singleTop)] applied"]
/// ```
@MainActor
final class EventLog {
  /// Each event's one-line description, in the order the router sent them.
  private(set) var lines: [String] = []
  /// The task that reads the events.
  private var reading: Task<Void, Never>?

  /// A log of the events `app` sends from now on.
  ///
  /// - Parameter app: The router to listen to.
  init(_ app: AppRouter) {
    // Room for every event of a session, however long the reading task waits to run.
    let events = app.events(buffer: 1_000)
    reading = Task { [weak self] in
      for await event in events {
        if event.missedBefore > 0 { self?.lines.append("(\(event.missedBefore) events lost)") }
        self?.lines.append(event.description)
      }
    }
  }

  /// Stops listening, once the task has read every event sent so far.
  ///
  /// The task is cancelled, which ends its subscription; the stream still hands over the
  /// events it holds before it ends, and the task ends after the last of them. Waiting for it
  /// is exact where yielding until the lines stop changing is not: the events' iterator reads
  /// each one off the main actor.
  ///
  /// - Returns: The lines, every event sent before the call among them.
  func stop() async -> [String] {
    reading?.cancel()
    await reading?.value
    reading = nil
    return lines
  }
}
