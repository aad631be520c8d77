import ModuleRouting

extension ReachabilityExplorer {
  /// A state found, and the shortest path to it.
  struct Found {
    let state: ExploredState
    let path: [ExplorationAction<App>]
  }

  /// The exploration's progress: a queue of states to expand, and what was found so far.
  @MainActor
  struct Search {
    let explorer: ReachabilityExplorer
    var queue: [Found] = []
    var seen: Set<ExploredState> = []
    var transitions = 0
    var replays = 0
    var reachedBound = false
    var findings: [ReachabilityFinding] = []
    var reported: Set<String> = []
    var edges: [NavigationMap.Edge] = []
    var screens: Set<String> = []
    /// The labels of the tab bar's taps that selected a tab.
    var tabBarActions: Set<String> = []
    /// The module of each screen named so far that has one.
    var modules: [String: String] = [:]
    /// The tasks of awaited actions, cancelled once their replay was read.
    var cancelled: [AwaitedTask] = []

    init(explorer: ReachabilityExplorer) {
      self.explorer = explorer
    }

    mutating func run() async throws {
      let start = try await replay([])
      let state = key(start)
      discover(Found(state: state, path: []), in: start)
      cancelled += start.finish()
      var next = 0
      while next < queue.count {
        let found = queue[next]
        next += 1
        try await expand(found)
      }
      await waitForCancelled()
    }

    /// Waits, within the bound, for the awaited actions' tasks to end once cancelled, so that
    /// every app the exploration built is released when it returns; names each action whose
    /// task is still running then, which keeps its app.
    mutating func waitForCancelled() async {
      let unfinished = await AwaitedTask.waitForEnd(
        of: cancelled, upTo: explorer.limits.cancellationWait)
      cancelled = []
      for task in unfinished {
        let action = task.path.last ?? ""
        note(.unfinished(action: action, path: task.path), once: "unfinished \(action)")
      }
    }

    /// Tries every action `found` offers, each on a fresh app that replays its path first.
    mutating func expand(_ found: Found) async throws {
      let actions = explorer.actions(in: found.state)
      guard found.path.count < explorer.limits.depth else {
        if !actions.isEmpty { reachedBound = true }
        return
      }
      var moved = false
      for action in actions {
        let replay = try await self.replay(found.path)
        defer { cancelled += replay.finish() }
        guard key(replay) == found.state else {
          note(.replayDiverged(path: labels(found.path)), once: "diverged \(labels(found.path))")
          return
        }
        let events = await replay.playWatching(action)
        let state = key(replay)
        guard state != found.state else { continue }
        moved = true
        transitions += 1
        draw(action, from: found.state, to: state, events: events)
        guard !seen.contains(state) else { continue }
        guard seen.count < explorer.limits.states else {
          reachedBound = true
          continue
        }
        discover(Found(state: state, path: found.path + [action]), in: replay)
      }
      if !moved, !found.state.isAtRoot {
        let screen = name(of: found.state)
        note(.deadEnd(screen: screen, path: labels(found.path)), once: "dead end \(screen)")
      }
    }

    /// Draws the edge `action` makes from `old` to `new` on the map, unless the same screen
    /// stays on top.
    mutating func draw(
      _ action: ExplorationAction<App>, from old: ExploredState, to new: ExploredState,
      events: [NavigationEvent]
    ) {
      let from = name(of: old)
      guard from != name(of: new) else { return }
      let move = ExploredMove(from: old, to: new, events: events, tabBar: action.isTabBarTap)
      let to = name(of: move.reached)
      edges.append(NavigationMap.Edge(from: from, action: action.label, to: to, kind: move.kind))
      if action.isTabBarTap, move.kind == .tab { tabBarActions.insert(action.label) }
    }

    /// Records a new state and checks the rules and invariants on the app showing it.
    mutating func discover(_ found: Found, in replay: ExplorationReplay<App>) {
      seen.insert(found.state)
      queue.append(found)
      screens.insert(name(of: found.state.topRoute))
      for route in found.state.routes {
        for rule in explorer.rules where rule.forbids(route, replay.app) {
          let hole = ReachabilityFinding.guardHole(
            rule: rule.name, screen: explorer.naming.name(of: route), path: labels(found.path))
          note(hole, once: "rule \(rule.name)")
        }
      }
      for invariant in explorer.invariants where !invariant.holds(replay.app) {
        note(
          .invariantBroken(invariant.name, path: labels(found.path)),
          once: "invariant \(invariant.name)")
      }
    }

    /// A fresh app with `path` played on it.
    mutating func replay(_ path: [ExplorationAction<App>]) async throws -> ExplorationReplay<App> {
      replays += 1
      let app = try explorer.make()
      let replay = ExplorationReplay(app: app, router: explorer.router(app))
      for action in path {
        await replay.play(action)
      }
      return replay
    }

    func key(_ replay: ExplorationReplay<App>) -> ExploredState {
      ExploredState(replay.router, app: explorer.appKey(replay.app))
    }

    func name(of state: ExploredState) -> String {
      explorer.naming.name(of: state.topRoute)
    }

    /// The name of the screen showing `route`, noting its module, the first one noted for
    /// the name.
    mutating func name(of route: AnyRoute) -> String {
      let name = explorer.naming.name(of: route)
      if modules[name] == nil { modules[name] = explorer.declaringModule(route) }
      return name
    }

    func labels(_ path: [ExplorationAction<App>]) -> [String] {
      path.map(\.label)
    }

    /// Adds `finding` unless one with the same `identity` was added.
    mutating func note(_ finding: ReachabilityFinding, once identity: String) {
      guard reported.insert(identity).inserted else { return }
      findings.append(finding)
    }

    func report() -> ReachabilityReport {
      let unreached = explorer.expectedScreens.filter { !screens.contains($0) }
      let start = queue.first.map { name(of: $0.state) } ?? ""
      return ReachabilityReport(
        states: seen.count, transitions: transitions, replays: replays,
        reachedBound: reachedBound, screens: screens.sorted(),
        findings: findings + unreached.map { .unreached(screen: $0) },
        map: NavigationMap(
          start: start, screens: Array(screens), edges: edges, modules: modules,
          tabBarActions: tabBarActions))
    }
  }
}
