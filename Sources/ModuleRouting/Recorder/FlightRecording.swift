import NavCore

/// The last requests a router ran, each with its source, its commands, what became of it and
/// the tree it left: what a ``FlightRecorder`` hands over.
///
/// A recording is a value. Replay it on a fresh router to reproduce a session
/// (``replay(on:)``), print it (``text``), or encode it for a crash report (``encoded()``),
/// every route under its catalog key and its payload only where the recorder was told to
/// reveal it.
///
/// ```swift
/// let recording = recorder.recording
/// print(recording.text)
/// // start: home
/// // #1 app: push(item) → applied; home › item
/// ```
public struct FlightRecording: Sendable {
  /// One request and what became of it.
  public struct Step: Hashable, Sendable {
    /// The event's number in its router: numbers a recording skips are requests it dropped.
    public var index: Int
    /// Where the request came from.
    public var source: NavigationSource
    /// Its commands; for a request whose commands held a function (``RoutePredicate``'s
    /// `init(_:)`), which no saved form can hold, the one command that sets ``tree``.
    public var commands: [NavigationCommand]
    /// Whether ``commands`` stand for commands that held a function: replayed as setting
    /// ``tree`` when the request applied, skipped when it did not.
    public var setsTree: Bool
    /// Whether the request is one a leave guard held, run again once the user confirmed:
    /// replayed by confirming the leave the replay holds.
    public var confirmsLeave: Bool
    /// Whether the request is one a leave guard held, dropped once the user cancelled — they
    /// stayed: denied, with the guard's question as the reason, and replayed by cancelling the
    /// leave the replay holds.
    public var cancelsLeave: Bool
    /// What became of it.
    public var outcome: Outcome
    /// The whole tree once the request was done.
    public var tree: NavigationState

    /// A step of a recording.
    ///
    /// - Parameters:
    ///   - index: The event's number in its router.
    ///   - source: Where the request came from.
    ///   - commands: Its commands.
    ///   - setsTree: Whether the commands stand for commands that held a function.
    ///   - confirmsLeave: Whether the user confirmed a leave guard's question for it.
    ///   - cancelsLeave: Whether the user cancelled a leave guard's question for it.
    ///   - outcome: What became of it.
    ///   - tree: The tree it left.
    package init(
      index: Int, source: NavigationSource, commands: [NavigationCommand], setsTree: Bool = false,
      confirmsLeave: Bool = false, cancelsLeave: Bool = false, outcome: Outcome,
      tree: NavigationState
    ) {
      self.index = index
      self.source = source
      self.commands = commands
      self.setsTree = setsTree
      self.confirmsLeave = confirmsLeave
      self.cancelsLeave = cancelsLeave
      self.outcome = outcome
      self.tree = tree
    }
  }

  /// What became of a request, as a recording keeps it: a refusal by its kind alone, since its
  /// details may name routes.
  public enum Outcome: Hashable, Sendable {
    /// It applied.
    case applied
    /// The tree's rules or the router refused it.
    case refused
    /// A guard denied it, for this reason; or the user cancelled the question of the leave
    /// guard that held it, the reason then (``Step/cancelsLeave``).
    case denied(String)
    /// A guard redirected it to these commands, which applied.
    case redirected(to: [NavigationCommand])
    /// A leave guard holds it, asking this.
    case held(String)
  }

  /// The tree before the first step.
  public var start: NavigationState
  /// The steps, oldest first.
  public var steps: [Step]
  /// The keys routes are written under, and the route types whose payloads are written.
  let keys: RecordingKeys

  /// The tree the recording ends in: the last step's, or ``start``.
  public var end: NavigationState {
    steps.last?.tree ?? start
  }
}

extension FlightRecording: Equatable {
  /// Whether both recordings hold the same start and steps, whatever keys they write with.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.start == rhs.start && lhs.steps == rhs.steps
  }
}

extension FlightRecording.Outcome {
  /// What became of the request an event tells of.
  init(_ outcome: NavigationEvent.Outcome) {
    switch outcome {
    case .applied: self = .applied
    case .refused: self = .refused
    case .denied(_, let reason): self = .denied(reason)
    case .redirected(let commands, let result):
      switch result {
      case .applied, .redirected: self = .redirected(to: commands)
      case .refused: self = .refused
      case .held(let question): self = .held(question)
      }
    case .held(let question): self = .held(question)
    }
  }
}

extension NavigationCommand {
  /// Whether the command, or one inside it, tests routes with a function.
  var holdsFunction: Bool {
    switch self {
    case .popToMatching(let predicate): predicate.isFunction
    case .inTab(_, let commands), .at(_, let commands): commands.contains(where: \.holdsFunction)
    default: false
    }
  }
}
