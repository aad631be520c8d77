import NavCore

/// The registered guards — route guards by the route type they watch, global route guards,
/// leave guards by the route type whose screens they watch — and the route types the app can
/// show, when it asked the router to check.
///
/// A value the router keeps, and judges requests with: the global guards, then those of each
/// route type a request brings in, then the leave guards of each route type it takes out; a
/// request no guard watches costs a lookup per route it moves.
///
/// The guards it calls cannot change it while they run: the changes they make — guards added
/// or removed, the route types to show — wait for judging to end (``RequestLifecycle``).
///
/// An immutable object: a change makes a new book (``making(_:)``), which the router keeps in
/// place of the old. Guards are app code, called while the book is read, and a value read
/// across such calls is copied, since the calls might replace it: a book kept as a value in
/// the router's stored property was copied for each request it judged, its tables retained
/// and released. An object's constant tables are read in place, the object alone retained.
/// And a stored property only ever read and replaced, never changed in place, needs no
/// exclusivity check at run time. A push + pop with one global guard: 6,801 → 6,149
/// instructions, 24 reference counts fewer; with no guard, 4,526 → 4,365 (workload 9a,
/// Benchmarks/RESULTS.md).
final class GuardBook: Sendable {
  typealias RouteGuard = @MainActor @Sendable (NavigationRequest) -> GuardDecision
  typealias LeaveGuard = @MainActor @Sendable (NavigationRequest) -> LeaveDecision

  /// A route guard and its token.
  struct RouteEntry {
    let token: GuardToken
    let decide: RouteGuard
  }

  /// A leave guard and its token.
  struct LeaveEntry {
    let token: GuardToken
    let decide: LeaveGuard
  }

  /// A change to the book.
  enum Change {
    /// A route guard for a route type, or for every request with `nil`.
    case add(RouteEntry, for: ObjectIdentifier?)
    /// A leave guard for a route type.
    case addLeave(LeaveEntry, for: ObjectIdentifier)
    /// Removes the guard with this token, route or leave guard alike.
    case remove(GuardToken)
    /// Checks the route types requests bring in against these, or stops checking with `nil`
    /// (``AppRouter/showOnly(_:)``).
    case showOnly(Set<ObjectIdentifier>?)
  }

  /// The tables, as one value: a change makes new ones.
  private struct Tables {
    var globalGuards: [RouteEntry] = []
    /// Every route type a route guard was ever added for, to tell at once that a request
    /// names none (``GuardBook/mayObject(to:)``): a lookup here costs a fraction of one in
    /// `routeGuards`. A type stays when its guards go; the request is then judged and found
    /// unwatched.
    var watchedTypes = TypeTable()
    var routeGuards: [ObjectIdentifier: [RouteEntry]] = [:]
    var leaveGuards: [ObjectIdentifier: [LeaveEntry]] = [:]
    /// The route types the app can show, when it asked the router to check
    /// (``AppRouter/showOnly(_:)``).
    var showable: Set<ObjectIdentifier>?

    mutating func make(_ change: Change) {
      switch change {
      case .add(let entry, let type?):
        routeGuards[type, default: []].append(entry)
        watchedTypes.insert(GuardBook.watched, for: type)
      case .add(let entry, nil): globalGuards.append(entry)
      case .addLeave(let entry, let type): leaveGuards[type, default: []].append(entry)
      case .remove(let token): remove(token)
      case .showOnly(let types): showable = types
      }
    }

    private mutating func remove(_ token: GuardToken) {
      globalGuards.removeAll { $0.token == token }
      for (type, entries) in routeGuards where entries.contains(where: { $0.token == token }) {
        let rest = entries.filter { $0.token != token }
        routeGuards[type] = rest.isEmpty ? nil : rest
      }
      for (type, entries) in leaveGuards where entries.contains(where: { $0.token == token }) {
        let rest = entries.filter { $0.token != token }
        leaveGuards[type] = rest.isEmpty ? nil : rest
      }
    }
  }

  private let tables: Tables
  /// The global guards, as they are asked (Internal/GuardChain.swift).
  private let globalChain: GuardChain?

  /// A book with no guard, that checks no route type.
  convenience init() {
    self.init(Tables())
  }

  private init(_ tables: Tables) {
    self.tables = tables
    globalChain = GuardChain.asking(tables.globalGuards)
  }

  /// The book with `change` made.
  func making(_ change: Change) -> GuardBook {
    var tables = tables
    tables.make(change)
    return GuardBook(tables)
  }

  /// The route types the app can show, when it asked the router to check
  /// (``AppRouter/showOnly(_:)``).
  var showable: Set<ObjectIdentifier>? {
    tables.showable
  }

  /// The value `watchedTypes` holds for each type: only the key matters.
  private static let watched = Watched()
  private final class Watched: Sendable {}

  /// Whether a guard with `token` is registered once the changes `waiting` are made.
  func holds(_ token: GuardToken, after waiting: [Change]) -> Bool {
    var held =
      tables.globalGuards.contains { $0.token == token }
      || tables.routeGuards.values.contains { $0.contains { $0.token == token } }
      || tables.leaveGuards.values.contains { $0.contains { $0.token == token } }
    for change in waiting {
      switch change {
      case .add(let entry, _) where entry.token == token: held = true
      case .addLeave(let entry, _) where entry.token == token: held = true
      case .remove(token): held = false
      case .add, .addLeave, .remove, .showOnly: break
      }
    }
    return held
  }

  /// The first route type among those `entering` visits that the app cannot show, when it
  /// asked the router to check.
  private func unshowableType(entering: ((AnyRoute) -> Void) -> Void) -> RouteType? {
    guard let showable else { return nil }
    var unknown: AnyRoute?
    entering { route in
      if unknown == nil && !showable.contains(route.routeType) { unknown = route }
    }
    return unknown.map { RouteType(of: $0) }
  }

  /// What `request` meets before it may stand: refused when it brings in a route type the app
  /// cannot show, or when it carries a user's confirmation for screens it no longer removes
  /// (a push since put another screen where it acts); else what the guards say of it
  /// (``ask(_:confirmation:)``). `nil` when it may stand.
  @MainActor
  func judge(_ request: NavigationRequest, confirmation: LeaveConfirmation?) -> Objection? {
    if showable != nil, let type = unshowableType(entering: request.forEachEntering) {
      return .refuse(.noScreen(for: type))
    }
    if let confirmation, !confirmation.isStillAbout(request.screens.removed) {
      return .refuse(.heldRequestOutdated(request.commands))
    }
    return ask(request, confirmation: confirmation)
  }

  /// What the guards say of `request`: the objection of the first that does not allow it, or
  /// `nil` when all do. The global route guards are asked first, then each entering route
  /// type's, then the leave guards of each leaving route type, each type's once, in the order
  /// added. The leave guards `confirmation` names are not asked again while the request
  /// removes only the screens they were asked about; a request that forces its leave (a
  /// redirect after a refresh) asks them, but none holds it.
  @MainActor
  func ask(_ request: NavigationRequest, confirmation: LeaveConfirmation?) -> Objection? {
    // Optional chaining, not `if let`: a chain bound to a name is retained for the walk.
    if let objection = globalChain?.ask(request) { return objection }
    if !tables.routeGuards.isEmpty {
      for entry in Self.collect(tables.routeGuards, from: request.forEachEntering) {
        if let objection = entry.objection(to: request) { return objection }
      }
    }
    guard !tables.leaveGuards.isEmpty else { return nil }
    let asked = Self.collect(tables.leaveGuards, from: request.forEachLeaving)
    guard !asked.isEmpty else { return nil }
    let confirmed =
      confirmation.flatMap { $0.covers(request.screens.removed) ? $0.guards : nil } ?? []
    for entry in asked where !confirmed.contains(entry.token) {
      // A forced leave tells the guard the screens go; its question holds nothing.
      if case .confirm(let message) = entry.decide(request), !request.forcesLeave {
        return .hold(message, by: entry.token, request)
      }
    }
    return nil
  }

  /// Whether `request` can be objected to: a global guard or a leave guard judges every
  /// request, a route guard only one that can bring in a route of its type, and the route
  /// types the app can show only one that can bring in another type. A request no guard can
  /// object to is not judged, so guards for other route types cost a lookup per route the
  /// request can bring in — none for a pop, one for a push, whose verb told its route's type
  /// (``Request/Entering``).
  @inline(__always)  // Called on every request: inlined, it reads the tables in place.
  func mayObject(to request: Request) -> Bool {
    if !tables.globalGuards.isEmpty || !tables.leaveGuards.isEmpty { return true }
    if tables.routeGuards.isEmpty && showable == nil { return false }
    switch request.entering {
    case .nothing:
      return false
    case .route(let type):
      return watches(type)
    case .seeCommands:
      // The closure captures the two tables it reads, not the book: passing `watches` here
      // cost every request more (Benchmarks/RESULTS.md).
      let watchedTypes = tables.watchedTypes
      let showable = showable
      return request.commands.mayBringIn { type in
        watchedTypes.contains(type) || showable.map { !$0.contains(type) } ?? false
      }
    }
  }

  /// Whether a route of `type` entering can be objected to: a route guard watches its type,
  /// or the app cannot show it.
  private func watches(_ type: ObjectIdentifier) -> Bool {
    tables.watchedTypes.contains(type) || showable.map { !$0.contains(type) } ?? false
  }

  /// The guards of each route type `visit` visits, each type's once.
  private static func collect<Entry>(
    _ table: [ObjectIdentifier: [Entry]], from visit: ((AnyRoute) -> Void) -> Void
  ) -> [Entry] {
    var found: [Entry] = []
    var seen: [ObjectIdentifier] = []
    visit { route in
      let type = route.routeType
      guard let entries = table[type], !seen.contains(type) else { return }
      seen.append(type)
      found += entries
    }
    return found
  }

}

extension GuardBook.RouteEntry {
  /// What this guard says of `request`, when it does not allow it.
  @MainActor
  func objection(to request: NavigationRequest) -> Objection? {
    objection(decide(request), to: request)
  }

  /// What this guard's `decision` on `request` makes of it, when it does not allow it.
  func objection(_ decision: GuardDecision, to request: NavigationRequest) -> Objection? {
    switch decision {
    case .allow: nil
    case .deny(let reason): .deny(reason, by: token)
    case .redirect(let commands, let resume): .redirect(commands, resuming: resume ? request : nil)
    }
  }
}
