import ModuleRouting

/// Explores, breadth first, the states an app can reach from its start through the actions a
/// user can take on each screen, running the app's real router — its guards, exits and flows
/// — and reports what is wrong, each finding with the shortest path that shows it.
///
/// The test says what the user can do on each screen, by route type (``on(_:_:)``) and
/// everywhere (``everywhere(_:)``), what must never be in the tree (``forbid(_:rule:when:)``),
/// and what must always hold (``invariant(_:_:)``). The explorer adds the system's own ways
/// back: the back button on a pushed screen, a swipe down on a sheet that allows it, and, while
/// a leave guard holds a request, only its two answers.
///
/// ```swift
/// var explorer = ReachabilityExplorer(catalog: catalog, make: { try ComposedApp() }) {
///   $0.app
/// }
/// let signIn = ExplorationAction<ComposedApp>("sign in") {
///   $0.model(SignInModel.self)?.signInTapped()  // the app's helper: the top screen's model
/// }
/// explorer.on(AuthRoute.self) { route in route == .login ? [signIn] : [] }
/// explorer.everywhere([.tab(MainTab.home), .tab(MainTab.settings)])
/// explorer.forbid(DashboardRoute.self, rule: "billing needs a sign-in") { route, composed in
///   route == .billing && !composed.wall.isConfirmed
/// }
/// let report = try await explorer.explore()
/// XCTAssertEqual(report.findings, [])
/// ```
///
/// Each state is reached by replaying its shortest path on a fresh app the factory builds, so
/// nothing one path did leaks into another. A state is the tree, the request a guard keeps to
/// resume, the leave a guard holds, and the key ``appKey`` gives for the app's own state. The
/// order is fixed — actions as declared, states as found — so two runs report the same.
public struct ReachabilityExplorer<App>: Sendable {
  /// How far the exploration goes.
  public struct Limits: Hashable, Sendable {
    /// The most actions from the start to any state explored.
    public var depth: Int
    /// The most distinct states explored.
    public var states: Int
    /// How long the exploration, once done, waits for the tasks of awaited actions it
    /// cancelled to end before it returns; an action whose task is still running then is a
    /// ``ReachabilityFinding/unfinished(action:path:)`` finding. One second by default.
    public var cancellationWait: Duration

    /// Limits of `depth` actions and `states` states, waiting up to `cancellationWait` for
    /// cancelled tasks.
    public init(depth: Int = 16, states: Int = 5_000, cancellationWait: Duration = .seconds(1)) {
      self.depth = depth
      self.states = states
      self.cancellationWait = cancellationWait
    }
  }

  /// A rule about routes of one type that must not be in the tree.
  struct Rule: Sendable {
    let name: String
    let forbids: @MainActor @Sendable (AnyRoute, App) -> Bool
  }

  /// An invariant the test states.
  struct Invariant: Sendable {
    let name: String
    let holds: @MainActor @Sendable (App) -> Bool
  }

  let make: @MainActor @Sendable () throws -> App
  let router: @MainActor @Sendable (App) -> AppRouter
  /// Whether a layer's route allows a swipe down; every one does without a catalog.
  let allowsSwipeDown: @Sendable (AnyRoute) -> Bool
  /// The module that declared a route's type, from the catalog; none without one.
  let declaringModule: @Sendable (AnyRoute) -> String?
  /// The actions each route type offers, by its identity.
  var screenActions: [ObjectIdentifier: [@Sendable (AnyRoute) -> [ExplorationAction<App>]]] = [:]
  /// The actions every screen offers.
  var globalActions: [ExplorationAction<App>] = []
  var rules: [Rule] = []
  var invariants: [Invariant] = []

  /// How screens are named in findings and on the map.
  public var naming: ScreenNaming
  /// How far to go.
  public var limits = Limits()
  /// The screens the test expects the user to reach, by name: any never shown on top is a
  /// finding.
  public var expectedScreens: [String] = []
  /// The app's own state that navigation depends on, as a key: `"signed in"`, `"draft
  /// unsaved"`. Two states with the same tree and different keys are explored apart. Empty by
  /// default.
  public var appKey: @MainActor @Sendable (App) -> String = { _ in "" }

  /// An explorer of the apps `make` builds, each in its start state.
  ///
  /// - Parameters:
  ///   - naming: How screens are named; by the route's qualified case by default.
  ///   - make: Builds a fresh app at its start, as the app launches.
  ///   - router: The app's router.
  package init(
    naming: ScreenNaming = .cases, make: @escaping @MainActor @Sendable () throws -> App,
    router: @escaping @MainActor @Sendable (App) -> AppRouter
  ) {
    self.naming = naming
    self.make = make
    self.router = router
    allowsSwipeDown = { _ in true }
    declaringModule = { _ in nil }
  }

  /// An explorer of the apps `make` builds, naming screens by their keys in `catalog` and their
  /// case (``ScreenNaming/cases(keysIn:)``), and offering a swipe down only on the layers
  /// whose route type `catalog` presents with interactive dismissal.
  ///
  /// - Parameters:
  ///   - catalog: The app's merged catalog.
  ///   - make: Builds a fresh app at its start, as the app launches.
  ///   - router: The app's router.
  public init<Screen>(
    catalog: RouteCatalog<Screen>, make: @escaping @MainActor @Sendable () throws -> App,
    router: @escaping @MainActor @Sendable (App) -> AppRouter
  ) {
    naming = .cases(keysIn: catalog)
    self.make = make
    self.router = router
    allowsSwipeDown = { catalog.presentation(for: $0).interactiveDismissal }
    let modules = catalog.modulesByType
    declaringModule = { modules[$0.routeType] }
  }

  /// Declares the actions a screen showing a route of type `Route` offers, given the route.
  ///
  /// ```swift
  /// explorer.on(DashboardRoute.self) { route in
  ///   switch route {
  ///   case .home: [showItems, billing]
  ///   case .items: [openItem]
  ///   default: []
  ///   }
  /// }
  /// ```
  ///
  /// Declared more than once, a type offers every list, in the order declared.
  public mutating func on<Route: Hashable & Sendable>(
    _ type: Route.Type, _ actions: @escaping @Sendable (Route) -> [ExplorationAction<App>]
  ) {
    screenActions[typeIdentity(of: Route.self), default: []].append { route in
      route.value(as: Route.self).map(actions) ?? []
    }
  }

  /// Declares actions every screen offers — the tab bar, links — after its own.
  public mutating func everywhere(_ actions: [ExplorationAction<App>]) {
    globalActions += actions
  }

  /// Declares a rule: a route of type `Route` for which `forbids` is true must not be anywhere
  /// in the tree — the app's guards should keep it out.
  ///
  /// - Parameters:
  ///   - type: The guarded route type.
  ///   - rule: The rule's name, in the finding.
  ///   - forbids: Whether the route must not be there, given the app as it is then.
  public mutating func forbid<Route: Hashable & Sendable>(
    _ type: Route.Type, rule: String,
    when forbids: @escaping @MainActor @Sendable (Route, App) -> Bool
  ) {
    rules.append(
      Rule(name: rule) { route, app in
        route.value(as: Route.self).map { forbids($0, app) } ?? false
      })
  }

  /// Declares an invariant: `holds` must be true in every state reached.
  ///
  /// - Parameters:
  ///   - name: The invariant's name, in the finding.
  ///   - holds: Whether it holds, given the app.
  public mutating func invariant(
    _ name: String, _ holds: @escaping @MainActor @Sendable (App) -> Bool
  ) {
    invariants.append(Invariant(name: name, holds: holds))
  }

  /// Explores every state within the limits, breadth first, and reports what it found.
  ///
  /// Issues the router reports while the explorer plays (a refused tap, say) are expected and
  /// kept quiet; an action that changes nothing is simply no transition.
  ///
  /// - Returns: The report: figures, screens reached, findings, map.
  /// - Throws: What the factory throws.
  @MainActor
  public func explore() async throws -> ReachabilityReport {
    var search = Search(explorer: self)
    try await NavigationIssue.$handler.withValue({ _ in }, operation: { try await search.run() })
    return search.report()
  }

  /// The actions offered in `state`: while a leave is held, its answers only; else the
  /// screen's, everyone's, then the back button and the swipe down where they apply.
  func actions(in state: ExploredState) -> [ExplorationAction<App>] {
    if state.held != nil { return [.confirmLeave, .cancelLeave] }
    let top = state.topRoute
    var actions = (screenActions[top.routeType] ?? []).flatMap { $0(top) } + globalActions
    let screen = state.topScreen
    if screen.depth > 0 {
      actions.append(.back)
    }
    if let layer = state.tree.layer(holding: screen.stack),
      layer.style == .sheet || layer.style == .popover, allowsSwipeDown(layer.route)
    {
      actions.append(.dismiss)
    }
    return actions
  }
}
