import NavCore

/// What a ``FlightRecorder`` hears of its router: each request, kept in its log and told to
/// the breadcrumb, and the first exit of each type with no key, reported.
///
/// The router's tap holds it strongly, and it holds no router — the router passes itself with
/// each request — so nothing makes a cycle, and no weak reference is read per request (reading
/// the recorder through one cost each request more; workload 11, Benchmarks/RESULTS.md). The
/// recorder takes the tap out when it stops or goes.
@MainActor
final class RecordingTap {
  /// The keys routes and exits are written under.
  let keys: RecordingKeys
  private let breadcrumb: (@MainActor (String) -> Void)?
  /// The requests kept, and the tree before the oldest.
  private(set) var log: RequestLog
  /// The exit types reported for having no key: each is reported once.
  private var unkeyedExits: Set<RouteType> = []

  init(keys: RecordingKeys, log: RequestLog, breadcrumb: (@MainActor (String) -> Void)?) {
    self.keys = keys
    self.log = log
    self.breadcrumb = breadcrumb
  }

  /// Keeps one request `app` ran: with the tree it left when its commands cannot rebuild it —
  /// a redirect's, or one holding a function — and tells the breadcrumb of it.
  func record(_ request: ToldRequest, on app: AppRouter) {
    if case .exit(let exit) = request.source {
      reportIfUnkeyed(RouteType(of: exit), at: request.site)
    }
    switch request.outcome {
    case .applied where request.commands.holdFunction, .other(.redirected):
      log.keep(request, leaving: app.storage.state)
    case .applied, .other:
      log.keep(request)
    }
    if let breadcrumb {
      let step = FlightRecording.Step(request, tree: app.storage.state)
      breadcrumb(FlightRecording.line(of: step, keys: keys))
    }
  }

  /// Reports an exit type the catalog has no key for, once: a recording cannot name its exits.
  func reportIfUnkeyed(_ exitType: RouteType, at site: CallSite) {
    guard keys.key(of: exitType) == nil, unkeyedExits.insert(exitType).inserted else { return }
    NavigationIssue.report(.refused(.exitWithoutKey(exitType)), at: site)
  }
}

extension FlightRecording.Step {
  /// The step a request is, given the tree it left.
  init(_ request: ToldRequest, tree: NavigationState) {
    let setsTree = request.commands.holdFunction
    let outcome: FlightRecording.Outcome =
      switch request.outcome {
      case .applied: .applied
      case .other(let outcome): FlightRecording.Outcome(outcome)
      }
    self.init(
      index: request.index, source: request.source,
      commands: setsTree ? [.setState(tree)] : request.commands.all, setsTree: setsTree,
      confirmsLeave: request.leave == .confirmed, cancelsLeave: request.leave == .cancelled,
      outcome: outcome, tree: tree)
  }
}

extension Request.Commands {
  /// Whether a command, or one inside it, tests routes with a function.
  var holdFunction: Bool {
    // The cases matched in place: binding the lone command copied it, a third of the test.
    switch self {
    case .one(.popToMatching(let predicate)): predicate.isFunction
    case .one(.inTab(_, let commands)), .one(.at(_, let commands)):
      commands.contains(where: \.holdsFunction)
    case .one: false
    case .batch(let commands): commands.contains(where: \.holdsFunction)
    }
  }
}
