import NavCore

/// Keeps the last requests a router ran, for a crash report or a bug to reproduce: each with
/// its source, its commands, what became of it and the tree it left.
///
/// The recorder is told of each request as the router finishes it, and keeps its commands and
/// what became of them; the trees are rebuilt from them, and routes written, only when asked
/// for (``recording``, ``FlightRecording/encoded()``). It keeps no tree of the router's, which
/// would make the router's next change copy the stack it changes, except the tree a request
/// left when its commands cannot rebuild it (a guard's redirect, a command holding a function).
/// A router with no recorder pays nothing; with one, a request costs what its commands cost,
/// however deep the stacks.
///
/// ```swift
/// let recorder = FlightRecorder(app: app, catalog: catalog, revealing: [SettingsRoute.self]) {
///   line in crashReporter.leaveBreadcrumb(line)  // "#3 app: push(item) → applied"
/// }
/// …
/// let data = try recorder.recording.encoded()
/// ```
///
/// Routes are written under their catalog keys, and modules' exits under the keys their
/// catalogs declare for them (``RouteCatalog/addExits(_:key:formerKeys:)``): an exit type the
/// router handles with no key is reported when the recorder is attached. A route's or an
/// exit's payload — an order number, a user name — is written only for the types in
/// `revealing`: by default a recording says which screens were shown, not what they showed.
@MainActor
public final class FlightRecorder {
  /// How many requests the recorder keeps: the oldest go first.
  public let capacity: Int

  private let app: AppRouter
  /// What the router's tap keeps: the log, the breadcrumb, the exit types reported.
  private let listener: RecordingTap
  private var tap: Int?

  /// Starts recording the requests `app` runs.
  ///
  /// - Parameters:
  ///   - app: The router.
  ///   - catalog: The app's merged catalog: routes are written under its keys.
  ///   - capacity: How many requests to keep, at least 1; 100 by default.
  ///   - revealing: The route and exit types whose payloads are written; none by default.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  ///   - breadcrumb: Told of each request in one line, as it runs, for a crash reporter's
  ///     breadcrumbs; its routes written as ``FlightRecording/text`` writes them.
  public init<Screen>(
    app: AppRouter, catalog: RouteCatalog<Screen>, capacity: Int = 100,
    revealing: [any (Hashable & Sendable).Type] = [], fileID: StaticString = #fileID,
    line: UInt = #line, breadcrumb: (@MainActor (String) -> Void)? = nil
  ) {
    self.app = app
    self.capacity = max(1, capacity)
    let log = RequestLog(
      capacity: self.capacity, start: app.storage.state, after: app.eventHub.lastEventIndex)
    let listener = RecordingTap(
      keys: RecordingKeys(catalog: catalog, revealed: revealing), log: log,
      breadcrumb: breadcrumb)
    self.listener = listener
    tap = app.tapRequests { request, app in listener.record(request, on: app) }
    // A type handled both ways is reported once.
    let exitTypes = app.handledExitTypes + app.exitTypesAnsweredWithResults
    for exitType in exitTypes.sorted(by: { $0.name < $1.name }) {
      listener.reportIfUnkeyed(exitType, at: CallSite(fileID, line))
    }
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
    // The log keeps up to twice `capacity` requests: the older ones only lead to the start.
    let log = listener.log
    let dropped = max(0, log.count - capacity)
    var start = log.base
    var steps: [FlightRecording.Step] = []
    var position = 0
    log.forEachTree { request, tree in
      if position < dropped { start = tree } else { steps.append(.init(request, tree: tree)) }
      position += 1
    }
    return FlightRecording(start: start, steps: steps, keys: listener.keys)
  }
}
