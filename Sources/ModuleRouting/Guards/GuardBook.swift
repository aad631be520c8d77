import NavCore

/// The registered guards: route guards by the route type they watch, global guards, and
/// leave guards by the route type whose screens they watch.
///
/// A value the router keeps; it looks guards up by type identity in the same pointer-hashed
/// table the screen registry uses, so guards for other types cost a push one lookup.
struct GuardBook {
  typealias RouteGuard = @MainActor @Sendable (NavigationRequest) -> GuardDecision
  typealias LeaveGuard = @MainActor @Sendable (NavigationRequest) -> LeaveDecision

  private var routeGuards = TypeTable()
  private var globalGuards: [(token: GuardToken, decide: RouteGuard)] = []
  private var leaveGuards = TypeTable()
  private var lastToken = 0
  /// Whether any route guard is registered, for the types in the table or globally.
  private(set) var hasRouteGuards = false
  /// Whether any leave guard is registered.
  private(set) var hasLeaveGuards = false

  /// Whether any guard watches a route type: a route guard for one, or a leave guard.
  var watchesRouteTypes: Bool {
    routeGuards.count > 0 || hasLeaveGuards
  }

  /// Whether a guard may judge a request that brings in `entering`: any global guard judges
  /// every request, and leave guards any request that may remove screens.
  func mayJudge(_ entering: EnteringRoutes) -> Bool {
    guard globalGuards.isEmpty, !hasLeaveGuards else { return true }
    switch entering {
    case .unknown: return true
    case .nothing: return false
    case .only(let type): return routeGuards.count > 0 && routeGuards[type] != nil
    }
  }

  /// The guards to ask about a request, as ``toAsk(about:_:in:)`` finds them.
  struct Asked {
    var routeGuards: [(token: GuardToken, decide: RouteGuard)]
    var leaveGuards: [(token: GuardToken, decide: LeaveGuard)]
  }

  /// The guards that judge a change that left `state`: the global route guards, those of the
  /// route types it brings in, and the leave guards of the screens it removes; `nil` when no
  /// guard judges it.
  ///
  /// Inlined into the router, which keeps the book, so that asking does not copy it; the
  /// state is read only when a guard watches route types.
  @inline(__always)
  func toAsk(
    about change: CommandOutcome, _ noted: FocusedPathEdit,
    in state: @autoclosure () -> NavigationState
  ) -> Asked? {
    if isEmpty { return nil }
    // A pop of the focused stack brings nothing in: only global and leave guards judge it.
    if case .pop = noted, globalGuards.isEmpty, !hasLeaveGuards { return nil }
    var asked = Asked(routeGuards: globalGuards, leaveGuards: [])
    if watchesRouteTypes {
      // Global guards alone need no delta: which routes came and went is theirs to ask.
      let delta = RouteDelta(change, noted: noted, in: state())
      asked.routeGuards = routeGuards(entering: delta)
      if hasLeaveGuards { asked.leaveGuards = leaveGuards(leaving: delta) }
    }
    return asked.routeGuards.isEmpty && asked.leaveGuards.isEmpty ? nil : asked
  }

  var isEmpty: Bool {
    !hasRouteGuards && !hasLeaveGuards
  }

  mutating func add(_ decide: @escaping RouteGuard, for type: ObjectIdentifier?) -> GuardToken {
    let token = nextToken()
    if let type {
      let list = routeGuards[type].map { unsafeDowncast($0, to: GuardList<RouteGuard>.self) }
      routeGuards.insert(GuardList((list?.guards ?? []) + [(token, decide)]), for: type)
    } else {
      globalGuards.append((token, decide))
    }
    hasRouteGuards = true
    return token
  }

  mutating func addLeave(_ decide: @escaping LeaveGuard, for type: ObjectIdentifier) -> GuardToken {
    let token = nextToken()
    let list = leaveGuards[type].map { unsafeDowncast($0, to: GuardList<LeaveGuard>.self) }
    leaveGuards.insert(GuardList((list?.guards ?? []) + [(token, decide)]), for: type)
    hasLeaveGuards = true
    return token
  }

  /// Removes the guard with `token`, route or leave guard alike.
  ///
  /// - Returns: Whether there was one.
  mutating func remove(_ token: GuardToken) -> Bool {
    if let index = globalGuards.firstIndex(where: { $0.token == token }) {
      globalGuards.remove(at: index)
      return true
    }
    return Self.remove(token, from: &routeGuards, as: RouteGuard.self)
      || Self.remove(token, from: &leaveGuards, as: LeaveGuard.self)
  }

  /// The route guards that judge a request whose routes are `delta`: the global ones, then
  /// each entering type's, in the order they were added, each type's once.
  ///
  /// With no guard for the types that entered, it builds nothing: a push of a route no guard
  /// watches costs one lookup in the table.
  func routeGuards(entering delta: RouteDelta) -> [(token: GuardToken, decide: RouteGuard)] {
    var found = globalGuards
    guard routeGuards.count > 0 else { return found }
    var seen: [ObjectIdentifier] = []
    delta.forEachEntering { route in
      let type = route.routeType
      guard let list = routeGuards[type], !seen.contains(type) else { return }
      seen.append(type)
      // Only `add` stores values in this table, and every one is a `GuardList<RouteGuard>`.
      found += unsafeDowncast(list, to: GuardList<RouteGuard>.self).guards
    }
    return found
  }

  /// The leave guards watching the screens that `delta` removes, each type's once.
  func leaveGuards(leaving delta: RouteDelta) -> [(token: GuardToken, decide: LeaveGuard)] {
    var found: [(token: GuardToken, decide: LeaveGuard)] = []
    guard leaveGuards.count > 0 else { return found }
    var seen: [ObjectIdentifier] = []
    delta.forEachLeaving { route in
      let type = route.routeType
      guard let list = leaveGuards[type], !seen.contains(type) else { return }
      seen.append(type)
      // Only `addLeave` stores values in this table, and every one is a `GuardList<LeaveGuard>`.
      found += unsafeDowncast(list, to: GuardList<LeaveGuard>.self).guards
    }
    return found
  }

  private mutating func nextToken() -> GuardToken {
    lastToken += 1
    return GuardToken(value: lastToken)
  }

  private static func remove<Decide: Sendable>(
    _ token: GuardToken, from table: inout TypeTable, as _: Decide.Type
  ) -> Bool {
    for (type, value) in table.entries {
      let list = unsafeDowncast(value, to: GuardList<Decide>.self)
      if list.guards.contains(where: { $0.token == token }) {
        table.insert(GuardList(list.guards.filter { $0.token != token }), for: type)
        return true
      }
    }
    return false
  }
}

/// The guards of one route type, as an immutable shared list.
private final class GuardList<Decide: Sendable>: Sendable {
  let guards: [(token: GuardToken, decide: Decide)]

  init(_ guards: [(token: GuardToken, decide: Decide)]) {
    self.guards = guards
  }
}
