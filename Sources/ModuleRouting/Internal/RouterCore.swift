import NavCore

/// The router's plain bookkeeping — its state, where the request is in its lifecycle, the
/// slices views observe, the event subscribers — held in one stored property of the router.
///
/// Every access to a stored property of a class is checked for exclusivity at run time, for
/// about 80 instructions a check (Benchmarks/RESULTS.md, "Issue 31: one access a step"). A
/// request's hot steps each make one access to this value instead of one to each part: it buys
/// the rails of workloads 2 and 7a (a push + pop at most 2× the bare `@Observable` class flat,
/// 2.25× in the tree). Nothing here calls back into app code — no guard, observer, flow or kept
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
    /// The request ends here, as the lifecycle says (the commands were refused).
    case ended(RequestLifecycle.Action)
    /// A refresh: the guards judge the tree as it is.
    case judgeTree
    /// The router is busy with another request: refuse this one.
    case reject(RequestLifecycle.Busy)
    /// A dry run while the router is busy: it would be refused.
    case foreseeRefusal(RequestLifecycle.Busy)
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
      return .ended(lifecycle.commandsRefused(error))
    }
    return .applied(changed: !storage.change.isEmpty)
  }

  /// What the router does once the commands applied.
  enum Applied {
    /// Settle this change, taken from the storage; `holdsLeave` says whether a leave is held,
    /// whose question the change's removals may make outdated.
    case settle(NavigationChange, holdsLeave: Bool)
    /// Have the guards judge the request.
    case judge
    /// A dry run that would apply: put the state back.
    case revertAndForeseeApplied
  }

  /// The commands applied; when the lifecycle says to settle, the change is taken with it.
  @inline(__always)
  mutating func commandsApplied(judging: Bool) -> Applied {
    switch lifecycle.commandsApplied(judging: judging) {
    case .settle: .settle(storage.takeChange(), holdsLeave: lifecycle.holdsLeave)
    case .judge: .judge
    case .revertAndForeseeApplied: .revertAndForeseeApplied
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
