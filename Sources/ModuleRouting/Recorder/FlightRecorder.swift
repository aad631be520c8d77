import NavCore

/// Keeps the last requests a router ran, for a crash report or a bug to reproduce: each with
/// its source, its commands, what became of it and the tree it left.
///
/// The recorder reads each change as the router makes it, and keeps the router's own record of
/// it; trees are rebuilt and routes written only when asked for (``recording``,
/// ``FlightRecording/encoded()``). A router with no recorder pays nothing.
///
/// ```swift
/// let recorder = FlightRecorder(app: app, catalog: catalog, revealing: [SettingsRoute.self]) {
///   line in crashReporter.leaveBreadcrumb(line)  // "#3 app: push(item) → applied"
/// }
/// …
/// let data = try recorder.recording.encoded()
/// ```
///
/// Routes are written under their catalog keys. A route's payload — an order number, a user
/// name — is written only for the route types in `revealing`: by default a recording says which
/// screens were shown, not what they showed.
@MainActor
public final class FlightRecorder {
  /// How many requests the recorder keeps: the oldest go first.
  public let capacity: Int

  private let app: AppRouter
  private let keys: RecordingKeys
  private let breadcrumb: (@MainActor (String) -> Void)?
  private var tap: Int?
  /// The requests kept, oldest first from `first`; those before it are gone, and the array is
  /// cut once they are as many as the capacity.
  private var entries: [Entry] = []
  private var first = 0
  /// The tree before the oldest request kept.
  private var base: NavigationState

  /// One request as the router told of it, with the tree it left when its event cannot say.
  private struct Entry {
    let event: NavigationEvent
    /// The tree after the request, kept for a redirect, whose change no event carries.
    let tree: NavigationState?
  }

  /// Starts recording the requests `app` runs.
  ///
  /// - Parameters:
  ///   - app: The router.
  ///   - catalog: The app's merged catalog: routes are written under its keys.
  ///   - capacity: How many requests to keep, at least 1; 100 by default.
  ///   - revealing: The route types whose payloads are written; none by default.
  ///   - breadcrumb: Told of each request in one line, as it runs, for a crash reporter's
  ///     breadcrumbs; its routes written as ``FlightRecording/text`` writes them.
  public init<Screen>(
    app: AppRouter, catalog: RouteCatalog<Screen>, capacity: Int = 100,
    revealing: [any (Hashable & Sendable).Type] = [],
    breadcrumb: (@MainActor (String) -> Void)? = nil
  ) {
    self.app = app
    self.capacity = max(1, capacity)
    keys = RecordingKeys(catalog: catalog, revealed: revealing)
    self.breadcrumb = breadcrumb
    base = app.storage.state
    entries.reserveCapacity(2 * self.capacity)
    tap = app.tapEvents { [weak self] event in self?.record(event) }
  }

  /// Stops recording; what was recorded stays.
  public func stop() {
    if let tap { app.untapEvents(tap) }
    tap = nil
  }

  isolated deinit {
    if let tap { app.untapEvents(tap) }
  }

  /// The requests kept, oldest first, each with the tree it left.
  public var recording: FlightRecording {
    var tree = base
    var steps: [FlightRecording.Step] = []
    steps.reserveCapacity(entries.count - first)
    for entry in entries[first...] {
      if let kept = entry.tree {
        tree = kept
      } else if case .applied(let change) = entry.event.outcome {
        tree.replay(change)
      }
      steps.append(Self.step(entry.event, tree: tree))
    }
    return FlightRecording(start: base, steps: steps, keys: keys)
  }

  /// Keeps one request, and lets the oldest go past the capacity.
  private func record(_ event: NavigationEvent) {
    let tree: NavigationState? =
      if case .redirected = event.outcome { app.storage.state } else { nil }
    let entry = Entry(event: event, tree: tree)
    if let last = entries.last, last.event.index > event.index {
      // A request made while the router told of another, by a receiver told before this one:
      // kept in the order the router ran them.
      let position = entries[first...].firstIndex { $0.event.index > event.index } ?? first
      entries.insert(entry, at: position)
    } else {
      entries.append(entry)
    }
    if entries.count - first > capacity { dropOldest() }
    if let breadcrumb {
      breadcrumb(FlightRecording.line(of: Self.step(event, tree: app.storage.state), keys: keys))
    }
  }

  /// Moves the base past the oldest request kept.
  private func dropOldest() {
    let oldest = entries[first]
    if let tree = oldest.tree {
      base = tree
    } else if case .applied(let change) = oldest.event.outcome {
      base.replay(change)
    }
    first += 1
    if first >= capacity {
      entries.removeFirst(first)
      first = 0
    }
  }

  /// The step an event tells of, given the tree it left.
  private static func step(_ event: NavigationEvent, tree: NavigationState) -> FlightRecording.Step
  {
    let commands = event.commands
    let setsTree = commands.contains(where: \.holdsFunction)
    return FlightRecording.Step(
      index: event.index, source: event.source,
      commands: setsTree ? [.setState(tree)] : commands, setsTree: setsTree,
      outcome: FlightRecording.Outcome(event.outcome), tree: tree)
  }
}
