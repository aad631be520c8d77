import NavCore

/// The router's plain bookkeeping — its state, where the request is in its lifecycle, the
/// slices views observe, the event subscribers — held in one stored property of the router.
///
/// Every access to a stored property of a class is checked for exclusivity at run time, for
/// about 80 instructions a check (Benchmarks/RESULTS.md, "Issue 31: one access a step"). A
/// request's hot steps each make one access to this value instead of one to each part: it buys
/// the rails of workloads 2 and 7a (a push + pop at most 2× the bare `@Observable` class flat,
/// 2.25× in the tree), and a request guards judge makes two more, one to start judging and one
/// to end it, where it made six (workload 9a, one global guard). Nothing here calls back into app code — no guard, observer, flow or kept
/// object — so no access to it can overlap another: what runs app code stays outside it.
struct RouterCore {
  /// The state the router owns.
  var storage: RouterStorage
  /// Where requests are in their lifecycle, and what waits beside them.
  var lifecycle = RequestLifecycle()
  /// The slices views read, and the key paths they are observed by.
  var observation = SliceObservation()
  /// The subscribers to the router's events.
  var eventHub = EventHub()

  /// What became of a request's arrival and its commands.
  enum Arrival {
    /// The commands applied; `changed` says whether they changed the tree.
    case applied(changed: Bool)
    /// The request ends here (the commands were refused).
    case ended(Ending)
    /// A refresh: the guards judge the tree as it is.
    case judgeTree
    /// The router is busy with another request: refuse this one.
    case reject(RequestLifecycle.Busy)
    /// A dry run while the router is busy: it would be refused.
    case foreseeRefusal(RequestLifecycle.Busy)
  }

  /// What ends a request, its change already taken back where the lifecycle said to.
  enum Ending {
    /// Settle this change; `holdsLeave` says whether a leave is held, whose question the
    /// change's removals may make outdated.
    case settle(NavigationChange, holdsLeave: Bool)
    /// Do what the objection says — a guard's, or the router's own refusal.
    case answer(Objection)
    /// A dry run is over: say what the request would meet, nothing when `nil`.
    case foresee(Objection?)
  }

  /// A request arrives for `mode` and, when it starts, its commands apply: one step.
  @inline(__always)
  mutating func arrive(_ mode: RequestLifecycle.Mode, applying commands: Request.Commands)
    -> Arrival
  {
    switch lifecycle.requestArrives(mode) {
    case .apply: break
    case .judgeTree: return .judgeTree
    case .reject(let busy): return .reject(busy)
    case .foreseeRefusal(let busy): return .foreseeRefusal(busy)
    }
    do {
      try storage.apply(commands)
    } catch {
      // Refused, the commands changed nothing: there is nothing to take back.
      return .ended(ending(lifecycle.commandsRefused(error), change: NavigationChange()))
    }
    return .applied(changed: !storage.change.isEmpty)
  }

  /// What the router does once the commands applied and no guard can object.
  enum Applied {
    /// Settle this change, taken from the storage; `holdsLeave` says whether a leave is held,
    /// whose question the change's removals may make outdated.
    case settle(NavigationChange, holdsLeave: Bool)
    /// A dry run that would apply: its change is taken back.
    case foreseeApplied
  }

  /// The commands applied and no guard can object: the change is taken, to settle — or for a
  /// dry run taken back.
  @inline(__always)
  mutating func commandsApplied() -> Applied {
    switch lifecycle.commandsApplied(judging: false) {
    case .settle: return .settle(storage.takeChange(), holdsLeave: lifecycle.holdsLeave)
    case .revertAndForeseeApplied:
      storage.revert()
      return .foreseeApplied
    case .judge: preconditionFailure("router core: judge on commands no guard can object to")
    }
  }

  /// The commands applied and a guard may object: guards judge `request` as they see it, the
  /// state it produced and what it changed — the change moved into it, not copied, until
  /// ``judged(_:change:)`` hands it back.
  mutating func startJudging(_ request: Request) -> NavigationRequest {
    guard case .judge = lifecycle.commandsApplied(judging: true) else {
      preconditionFailure("router core: commands to judge not judged")
    }
    return storage.startJudging(request)
  }

  /// The guards judged: `objection` is what the first that did not allow the request said,
  /// `nil` when all allowed it; `change` is the request's change, handed back.
  ///
  /// - Returns: What ends the request, its change taken back when it does not stand, and the
  ///   changes to the guards made while they judged, to make now.
  mutating func judged(_ objection: Objection?, change: consuming NavigationChange) -> (
    Ending, guardChanges: [GuardBook.Change]
  ) {
    let (next, waiting) = lifecycle.judged(objection)
    return (ending(next, change: change), waiting)
  }

  /// What ends a request as the lifecycle's `action` says, its `change` taken back when it
  /// says to.
  private mutating func ending(
    _ action: RequestLifecycle.Action, change: consuming NavigationChange
  )
    -> Ending
  {
    switch action {
    case .settle:
      return .settle(change, holdsLeave: lifecycle.holdsLeave)
    case .revertAndAnswer(let objection):
      storage.revert(change)
      return .answer(objection)
    case .answer(let objection):
      return .answer(objection)
    case .foresee(let objection, let revert):
      if revert { storage.revert(change) }
      return .foresee(objection)
    }
  }

  /// After a settled change's removals went to the screens' lifetimes: the slices it changed,
  /// told now, and whether anybody listens for events. A change no view observes ends the
  /// request here; otherwise the telling starts.
  @inline(__always)
  mutating func changed(by change: NavigationChange) -> (
    slices: [KeyPath<AppRouter, StateSlice>], listens: Bool
  ) {
    let slices = observation.changedSlices(by: change)
    if slices.isEmpty {
      lifecycle.requestEnds()
    } else {
      lifecycle.tellingStarts()
    }
    return (slices, !eventHub.isEmpty)
  }
}

extension AppRouter {
  /// The state the router owns. Only the pipeline writes it (AppRouter+Pipeline.swift);
  /// everything else reads it.
  var storage: RouterStorage {
    _read { yield core.storage }
    _modify { yield &core.storage }
  }

  /// Where requests are in their lifecycle, and what waits beside them: a redirected request,
  /// a held leave, changes to the guards made while they judge.
  var lifecycle: RequestLifecycle {
    _read { yield core.lifecycle }
    _modify { yield &core.lifecycle }
  }

  /// The slices views read, and the key paths they are observed by.
  var observation: SliceObservation {
    _read { yield core.observation }
    _modify { yield &core.observation }
  }

  /// The subscribers to the router's events.
  var eventHub: EventHub {
    _read { yield core.eventHub }
    _modify { yield &core.eventHub }
  }
}
