import NavCore

/// Keeps the last requests a router ran, for a crash report or a bug to reproduce: each with
/// its source, its commands, what became of it and the tree it left.
///
/// The recorder is told of each request as the router finishes it, and keeps its commands and
/// what became of them; the trees are rebuilt from them, and routes written, only when asked
/// for (``recording``, ``FlightRecording/encoded()``). A router with no recorder pays nothing.
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
  private let keys: RecordingKeys
  private let breadcrumb: (@MainActor (String) -> Void)?
  private var tap: Int?
  /// The requests kept, in two generations of at most `capacity` each: when the newer is full,
  /// the older goes whole, so letting requests go costs nothing per request.
  private var older = Generation()
  private var newer = Generation()
  /// The index of the last event kept.
  private var lastIndex = 0
  /// The trees left by requests whose commands cannot rebuild them — redirected, or holding a
  /// function — by event index.
  private var trees: [Int: NavigationState] = [:]
  /// The exit types reported for having no key: each is reported once.
  private var unkeyedExits: Set<RouteType> = []

  /// Requests in the order the router ran them, and the tree before the first.
  private struct Generation {
    /// The tree before the first request, and the index of the last event before it.
    var start: NavigationState?
    var startIndex = 0
    var requests: [ToldRequest] = []

    /// Where a request of `index` goes among the requests, in order.
    func position(of index: Int) -> Int {
      requests.firstIndex { $0.index > index } ?? requests.endIndex
    }
  }

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
    keys = RecordingKeys(catalog: catalog, revealed: revealing)
    self.breadcrumb = breadcrumb
    newer.start = app.storage.state
    newer.startIndex = app.eventHub.lastEventIndex
    newer.requests.reserveCapacity(self.capacity)
    tap = app.tapRequests { [weak self] request in self?.record(request) }
    for exitType in app.handledExitTypes.sorted(by: { $0.name < $1.name }) {
      reportIfUnkeyed(exitType, at: CallSite(fileID, line))
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
    var steps: [FlightRecording.Step] = []
    var start: NavigationState?
    for generation in [older, newer] {
      guard var tree = generation.start else { continue }
      start = start ?? tree
      for request in generation.requests {
        if let kept = trees[request.index] {
          tree = kept
        } else if case .applied = request.outcome {
          // It applied to this tree, and NavCore's functions are pure: it applies again.
          try? tree.apply(request.commands.all)
        }
        steps.append(Self.step(request, tree: tree))
      }
    }
    let dropped = max(0, steps.count - capacity)
    let first = dropped > 0 ? steps[dropped - 1].tree : start ?? app.storage.state
    return FlightRecording(start: first, steps: Array(steps[dropped...]), keys: keys)
  }

  /// Keeps one request, and lets the older generation go once the newer is full.
  private func record(_ request: ToldRequest) {
    if case .exit(let exit) = request.source {
      reportIfUnkeyed(RouteType(of: exit), at: request.site)
    }
    if case .other(.redirected) = request.outcome {
      trees[request.index] = app.storage.state
    } else if request.commands.holdFunction {
      trees[request.index] = app.storage.state
    }
    if request.index > lastIndex {
      lastIndex = request.index
      newer.requests.append(request)
    } else {
      insertLate(request)
    }
    if newer.requests.count >= capacity { startGeneration() }
    if let breadcrumb {
      breadcrumb(FlightRecording.line(of: Self.step(request, tree: app.storage.state), keys: keys))
    }
  }

  /// Reports an exit type the catalog has no key for, once: a recording cannot name its exits.
  private func reportIfUnkeyed(_ exitType: RouteType, at site: CallSite) {
    guard keys.key(of: exitType) == nil, unkeyedExits.insert(exitType).inserted else { return }
    NavigationIssue.report(.refused(.exitWithoutKey(exitType)), at: site)
  }

  /// Keeps a request told after a later one: one made while the router told of another, by a
  /// receiver told before this one. It is kept in the order the router ran them.
  private func insertLate(_ request: ToldRequest) {
    if request.index > newer.startIndex {
      newer.requests.insert(request, at: newer.position(of: request.index))
    } else if older.start != nil, request.index > older.startIndex {
      older.requests.insert(request, at: older.position(of: request.index))
    }
  }

  /// Lets the older generation go, and starts a new one from the router's tree now, which is
  /// the tree after every request numbered so far.
  private func startGeneration() {
    swap(&older, &newer)
    newer.requests.removeAll(keepingCapacity: true)
    newer.start = app.storage.state
    newer.startIndex = app.eventHub.lastEventIndex
    if !trees.isEmpty, let oldest = older.requests.first?.index {
      trees = trees.filter { $0.key >= oldest }
    }
  }

  /// The step a request is, given the tree it left.
  private static func step(_ request: ToldRequest, tree: NavigationState) -> FlightRecording.Step {
    let setsTree = request.commands.holdFunction
    let outcome: FlightRecording.Outcome =
      switch request.outcome {
      case .applied: .applied
      case .other(let outcome): FlightRecording.Outcome(outcome)
      }
    return FlightRecording.Step(
      index: request.index, source: request.source,
      commands: setsTree ? [.setState(tree)] : request.commands.all, setsTree: setsTree,
      confirmsLeave: request.leave == .confirmed, cancelsLeave: request.leave == .cancelled,
      outcome: outcome, tree: tree)
  }
}

extension Request.Commands {
  /// Whether a command, or one inside it, tests routes with a function.
  var holdFunction: Bool {
    switch self {
    case .one(let command): command.holdsFunction
    case .batch(let commands): commands.contains(where: \.holdsFunction)
    }
  }
}
