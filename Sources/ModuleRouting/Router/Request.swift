import NavCore

/// A request as the router runs it: its commands, where it came from, and what the pipeline
/// needs to know beyond them.
struct Request {
  /// The commands, applied as one batch.
  var commands: Commands
  /// Where the request came from.
  var source: NavigationSource
  /// The call that made the request, named in the issues it causes.
  var site: CallSite
  /// The slice a binding wrote: if the request does not apply, its observers are told again,
  /// so a view that already moved reads the true state.
  var bindingSlice: StateSlice?
  /// The leave guards a user confirmed for this request, and the screens they were asked
  /// about.
  var confirmation: LeaveConfirmation?
  /// Whether the screens it removes go whatever leave guards answer: a redirect from a refresh
  /// of the guards, or one that followed it.
  var forcesLeave = false
  /// The redirects that led to this request, oldest first, to refuse a loop.
  var redirectChain: [[NavigationCommand]] = []
  /// Whether the request sends an event: not a redirect, which its request's event describes.
  var sendsEvent: Bool {
    redirectChain.isEmpty
  }
  /// The flow whose first screens this request shows: it is anchored to the lowest of them.
  var opensFlow: FlowID?
  /// The flow whose screens this request removes, and the result it finishes with.
  var finishesFlow: FinishingFlow?
  /// What the commands can bring into the tree, as the verb that made them knew it.
  var entering = Entering.seeCommands

  init(
    _ commands: [NavigationCommand], from source: NavigationSource, at site: CallSite,
    bindingSlice: StateSlice? = nil
  ) {
    self.commands = .batch(commands)
    self.source = source
    self.site = site
    self.bindingSlice = bindingSlice
  }

  init(
    _ command: consuming NavigationCommand, entering: Entering = .seeCommands,
    from source: NavigationSource, at site: CallSite, bindingSlice: StateSlice? = nil
  ) {
    self.commands = .one(command)
    self.entering = entering
    self.source = source
    self.site = site
    self.bindingSlice = bindingSlice
  }

  /// What a request's commands can bring into the tree, told by the verb that made them —
  /// which holds the route, or knows it holds none — so that the guard book need not read the
  /// commands: reading a route out of a command copies the whole command, as a `switch` over
  /// an enum whose payload holds an existential does (workload 9a, guards for other types:
  /// 456 instructions a push + pop; Benchmarks/RESULTS.md).
  enum Entering {
    /// No route: a pop, a dismissal, a step back.
    case nothing
    /// At most a route of this type.
    case route(ObjectIdentifier)
    /// Whatever the commands name: read them.
    case seeCommands
  }

  /// A request's commands: one, kept without an array — most requests are one push or one
  /// pop, and the array cost each of them an allocation — or a batch.
  enum Commands {
    case one(NavigationCommand)
    case batch([NavigationCommand])

    /// The commands, in order.
    var all: [NavigationCommand] {
      switch self {
      case .one(let command): [command]
      case .batch(let commands): commands
      }
    }
  }
}

/// Leave guards a user confirmed, for the screens they asked about.
struct LeaveConfirmation {
  /// The leave guards confirmed.
  var guards: Set<GuardToken>
  /// The screens they asked about: the confirmation holds while a request removes these and
  /// no others.
  var screens: [ScreenRange]

  /// Whether the confirmation holds for a request that removes `removed`: every screen of it
  /// was asked about.
  func covers(_ removed: [ScreenRange]) -> Bool {
    removed.allSatisfy { range in screens.contains { $0.covers(range) } }
  }

  /// Whether a request that removes `removed` still removes every screen asked about: one
  /// that no longer does (a push since put another screen where it acts) is outdated.
  func isStillAbout(_ removed: [ScreenRange]) -> Bool {
    screens.allSatisfy { asked in removed.contains { $0.covers(asked) } }
  }
}

/// A flow being finished, with its result.
struct FinishingFlow {
  var id: FlowID
  var result: any Sendable
}
