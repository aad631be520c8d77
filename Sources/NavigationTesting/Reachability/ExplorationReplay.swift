import ModuleRouting

/// One fresh app the explorer plays a path on, with the tasks its awaited actions started.
@MainActor
final class ExplorationReplay<App> {
  /// How many turns an awaited action gets to show its first screen.
  static var turnsToShow: Int { 100 }

  let app: App
  let router: AppRouter
  /// The labels of the actions played so far.
  private var played: [String] = []
  private var tasks: [AwaitedTask] = []

  init(app: App, router: AppRouter) {
    self.app = app
    self.router = router
  }

  /// Plays `action`; an awaited one runs in a task until the state changes or it waits.
  func play(_ action: ExplorationAction<App>) async {
    played.append(action.label)
    guard let awaited = action.awaited else {
      action.perform(app, router)
      return
    }
    let before = router.state
    tasks.append(AwaitedTask(path: played) { await awaited(self.app, self.router) })
    for _ in 0..<Self.turnsToShow where router.state == before {
      await Task.yield()
    }
  }

  /// Plays `action` as ``play(_:)`` does, and returns the events the router sent meanwhile:
  /// what made the move, for the map.
  func playWatching(_ action: ExplorationAction<App>) async -> [NavigationEvent] {
    var events: [NavigationEvent] = []
    let tap = router.tapEvents { events.append($0) }
    defer { router.untapEvents(tap) }
    await play(action)
    return events
  }

  /// Cancels what the awaited actions still wait for, so the app can go.
  ///
  /// - Returns: The cancelled tasks, for the explorer to wait for before it returns.
  func finish() -> [AwaitedTask] {
    for task in tasks { task.cancel() }
    defer { tasks = [] }
    return tasks
  }
}
