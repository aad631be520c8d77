import NavCore

/// The registered guards: route guards by the route type they watch, global guards, and
/// leave guards by the route type whose screens they watch.
///
/// A value the router keeps; it looks guards up by type identity in the same pointer-hashed
/// table the screen registry uses, so guards for other types cost a push one lookup.
struct GuardBook {
  typealias RouteGuard = @MainActor @Sendable (NavigationRequest) -> GuardDecision
  typealias LeaveGuard = @MainActor @Sendable (NavigationRequest) -> LeaveDecision

  /// A route guard and its token.
  ///
  /// A struct rather than a tuple: an array keeps a tuple's closure in the form generic code
  /// calls, so each call of it went through a conversion; a struct's closure is called as
  /// it is.
  struct RouteEntry {
    let token: GuardToken
    let decide: RouteGuard
  }

  /// A leave guard and its token.
  struct LeaveEntry {
    let token: GuardToken
    let decide: LeaveGuard
  }

  /// Route guards by type. Only `insert(_:for:)` of a `RouteEntry` stores values here, and
  /// each is a `GuardList<RouteEntry>`: the `unsafeDowncast`s that read them back rely on it.
  private var routeGuards = TypeTable()
  private var globalGuards: [RouteEntry] = []
  /// Leave guards by type. Only `insert(_:for:)` of a `LeaveEntry` stores values here, and
  /// each is a `GuardList<LeaveEntry>`.
  private var leaveGuards = TypeTable()
  private var lastToken = 0
  /// Changes made while guards judge a request, made once it is judged: the guards asked
  /// about a request are those registered when it came.
  private var waiting: [Change] = []
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
    var routeGuards: [RouteEntry]
    var leaveGuards: [LeaveEntry]
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

  /// Adds a route guard for `type`, or a global one; while guards judge a request (`waits`),
  /// it joins once they are done.
  mutating func add(
    _ decide: @escaping RouteGuard, for type: ObjectIdentifier?, waits: Bool
  ) -> GuardToken {
    let entry = RouteEntry(token: nextToken(), decide: decide)
    if waits {
      waiting.append(.add(entry, for: type))
    } else {
      insert(entry, for: type)
    }
    return entry.token
  }

  /// Adds a leave guard for `type`; while guards judge a request (`waits`), it joins once
  /// they are done.
  mutating func addLeave(
    _ decide: @escaping LeaveGuard, for type: ObjectIdentifier, waits: Bool
  ) -> GuardToken {
    let entry = LeaveEntry(token: nextToken(), decide: decide)
    if waits {
      waiting.append(.addLeave(entry, for: type))
    } else {
      insert(entry, for: type)
    }
    return entry.token
  }

  /// Removes the guard with `token`, route or leave guard alike; while guards judge a
  /// request (`waits`), it leaves once they are done.
  ///
  /// - Returns: Whether there was one.
  mutating func remove(_ token: GuardToken, waits: Bool) -> Bool {
    guard waits else { return delete(token) }
    guard holds(token) else { return false }
    waiting.append(.remove(token))
    return true
  }

  /// Whether changes wait for the guards to finish judging a request.
  var hasWaitingChanges: Bool {
    !waiting.isEmpty
  }

  /// Makes the changes that waited while guards judged a request, in the order they came.
  mutating func makeWaitingChanges() {
    let changes = waiting
    waiting = []
    for change in changes {
      switch change {
      case .add(let entry, let type): insert(entry, for: type)
      case .addLeave(let entry, let type): insert(entry, for: type)
      case .remove(let token): _ = delete(token)
      }
    }
  }

  /// The global guard at `index`, in the order they were added; `nil` past the last.
  ///
  /// Read one at a time from the router's book, which no guard changes while they judge, so
  /// asking the global guards copies no list.
  @inline(__always)
  func globalGuard(at index: Int) -> RouteEntry? {
    index < globalGuards.count ? globalGuards[index] : nil
  }

  /// Whether the only guards are global: they judge every request, and nothing needs to be
  /// worked out for them beyond the request.
  var hasOnlyGlobalGuards: Bool {
    !globalGuards.isEmpty && !watchesRouteTypes
  }

  private mutating func insert(_ entry: RouteEntry, for type: ObjectIdentifier?) {
    if let type {
      // Every value in the table is a `GuardList<RouteEntry>` (see `routeGuards`).
      let list = routeGuards[type].map { unsafeDowncast($0, to: GuardList<RouteEntry>.self) }
      routeGuards.insert(GuardList((list?.guards ?? []) + [entry]), for: type)
    } else {
      globalGuards.append(entry)
    }
    hasRouteGuards = true
  }

  private mutating func insert(_ entry: LeaveEntry, for type: ObjectIdentifier) {
    // Every value in the table is a `GuardList<LeaveEntry>` (see `leaveGuards`).
    let list = leaveGuards[type].map { unsafeDowncast($0, to: GuardList<LeaveEntry>.self) }
    leaveGuards.insert(GuardList((list?.guards ?? []) + [entry]), for: type)
    hasLeaveGuards = true
  }

  private mutating func delete(_ token: GuardToken) -> Bool {
    if let index = globalGuards.firstIndex(where: { $0.token == token }) {
      globalGuards.remove(at: index)
      return true
    }
    return Self.remove(token, from: &routeGuards, as: RouteEntry.self)
      || Self.remove(token, from: &leaveGuards, as: LeaveEntry.self)
  }

  /// Whether a guard with `token` is registered once the waiting changes are made.
  private func holds(_ token: GuardToken) -> Bool {
    var held =
      globalGuards.contains { $0.token == token }
      || Self.holds(token, in: routeGuards, as: RouteEntry.self)
      || Self.holds(token, in: leaveGuards, as: LeaveEntry.self)
    for change in waiting {
      switch change {
      case .add(let entry, _) where entry.token == token: held = true
      case .addLeave(let entry, _) where entry.token == token: held = true
      case .remove(token): held = false
      case .add, .addLeave, .remove: break
      }
    }
    return held
  }

  /// The route guards that judge a request whose routes are `delta`: the global ones, then
  /// each entering type's, in the order they were added, each type's once.
  ///
  /// With no guard for the types that entered, it builds nothing: a push of a route no guard
  /// watches costs one lookup in the table.
  func routeGuards(entering delta: RouteDelta) -> [RouteEntry] {
    var found = globalGuards
    guard routeGuards.count > 0 else { return found }
    var seen: [ObjectIdentifier] = []
    delta.forEachEntering { route in
      let type = route.routeType
      guard let list = routeGuards[type], !seen.contains(type) else { return }
      seen.append(type)
      // Only `insert` stores values in this table, and every one is a `GuardList<RouteEntry>`.
      found += unsafeDowncast(list, to: GuardList<RouteEntry>.self).guards
    }
    return found
  }

  /// The leave guards watching the screens that `delta` removes, each type's once.
  func leaveGuards(leaving delta: RouteDelta) -> [LeaveEntry] {
    var found: [LeaveEntry] = []
    guard leaveGuards.count > 0 else { return found }
    var seen: [ObjectIdentifier] = []
    delta.forEachLeaving { route in
      let type = route.routeType
      guard let list = leaveGuards[type], !seen.contains(type) else { return }
      seen.append(type)
      // Only `insert` stores values in this table, and every one is a `GuardList<LeaveEntry>`.
      found += unsafeDowncast(list, to: GuardList<LeaveEntry>.self).guards
    }
    return found
  }

  private mutating func nextToken() -> GuardToken {
    lastToken += 1
    return GuardToken(value: lastToken)
  }

  private static func holds<Entry: GuardEntry>(
    _ token: GuardToken, in table: TypeTable, as _: Entry.Type
  ) -> Bool {
    // Callers pass each table with the entry type its values hold (see `routeGuards`).
    return table.entries.contains { _, value in
      unsafeDowncast(value, to: GuardList<Entry>.self).guards.contains { $0.token == token }
    }
  }

  private static func remove<Entry: GuardEntry>(
    _ token: GuardToken, from table: inout TypeTable, as _: Entry.Type
  ) -> Bool {
    // Callers pass each table with the entry type its values hold (see `routeGuards`).
    for (type, value) in table.entries {
      let list = unsafeDowncast(value, to: GuardList<Entry>.self)
      if list.guards.contains(where: { $0.token == token }) {
        table.insert(GuardList(list.guards.filter { $0.token != token }), for: type)
        return true
      }
    }
    return false
  }
}

extension GuardBook {
  /// A change to the book.
  fileprivate enum Change {
    case add(RouteEntry, for: ObjectIdentifier?)
    case addLeave(LeaveEntry, for: ObjectIdentifier)
    case remove(GuardToken)
  }
}

/// A guard with its token, as the book keeps it.
protocol GuardEntry: Sendable {
  var token: GuardToken { get }
}

extension GuardBook.RouteEntry: GuardEntry {}
extension GuardBook.LeaveEntry: GuardEntry {}

/// The guards of one route type, as an immutable shared list.
private final class GuardList<Entry: GuardEntry>: Sendable {
  let guards: [Entry]

  init(_ guards: [Entry]) {
    self.guards = guards
  }
}
