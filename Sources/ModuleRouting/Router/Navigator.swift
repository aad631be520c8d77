import NavCore

/// The navigation verbs, each written once.
///
/// The app router, a module router and a flow handle differ only in where their requests come
/// from and, for a flow, in the stack its screens are on: each is a `Navigating` with its own
/// source and scope, and forwards its public methods to the verbs here. A verb turns into
/// commands and submits them; nothing else happens here.
///
/// The app router and a module router are their own navigators: a navigator value made for
/// each call retained the router and released it again, a cost on every request, and a large
/// one once anything holds the router weakly (a flow handle, an event subscription).
@MainActor
protocol Navigating {
  /// The router the requests go to.
  var navigationRouter: AppRouter { get }
  /// Where they come from.
  var navigationSource: NavigationSource { get }
  /// For a flow, its first screen: commands act on the stack that holds it. `nil` for the
  /// focused stack.
  var flowAnchor: ScreenID? { get }
  /// For a flow, the flow itself: a screen awaiting a value, or a child flow, started here
  /// ends with it.
  var flowID: FlowID? { get }
}

extension Navigating {
  var flowAnchor: ScreenID? { nil }
  var flowID: FlowID? { nil }

  /// Runs commands as one batch.
  func perform(_ commands: [NavigationCommand], at site: CallSite) -> NavigationResult {
    navigationRouter.submit(Request(scoped(commands), from: navigationSource, at: site))
  }

  /// Runs one command; `entering` says what it can bring into the tree, when the verb knows.
  func perform(
    _ command: consuming NavigationCommand, entering: Request.Entering = .seeCommands,
    at site: CallSite
  ) -> NavigationResult {
    guard flowAnchor == nil else { return perform([command], at: site) }
    return navigationRouter.submit(
      Request(command, entering: entering, from: navigationSource, at: site))
  }

  /// Navigates to a route as `policy` says, by default as the app's default policy says.
  func navigate(
    to route: consuming AnyRoute, policy: NavigationPolicy? = nil, at site: CallSite
  ) -> NavigationResult {
    let policy = policy ?? navigationRouter.defaultPolicy
    let entering = Request.Entering.route(route.routeType)
    return perform(
      policy == .push ? .push(route) : .navigate(route, policy), entering: entering, at: site)
  }

  /// Presents a layer showing `route`.
  func present(
    _ route: consuming AnyRoute, style: PresentationStyle, at site: CallSite
  ) -> NavigationResult {
    let entering = Request.Entering.route(route.routeType)
    return perform(.present(route, style), entering: entering, at: site)
  }

  /// Pops `count` routes.
  func pop(count: Int, at site: CallSite) -> NavigationResult {
    perform(.pop(count: count), entering: .nothing, at: site)
  }

  /// Pops to the topmost occurrence of `route`, or to the root if it is the root.
  func popTo(_ route: consuming AnyRoute, at site: CallSite) -> NavigationResult {
    perform(.popTo(route), entering: .nothing, at: site)
  }

  /// Pops to the topmost route that `predicate` matches.
  func popTo(where predicate: RoutePredicate, at site: CallSite) -> NavigationResult {
    perform(.popToMatching(predicate), entering: .nothing, at: site)
  }

  /// Pops every route above the root.
  func popToRoot(at site: CallSite) -> NavigationResult {
    perform(.popToRoot, entering: .nothing, at: site)
  }

  /// Replaces the top pushed route.
  func replaceTop(with route: consuming AnyRoute, at site: CallSite) -> NavigationResult {
    let entering = Request.Entering.route(route.routeType)
    return perform(.replaceTop(route), entering: entering, at: site)
  }

  /// Closes the topmost presented layer.
  func dismiss(at site: CallSite) -> NavigationResult {
    perform(.dismiss, entering: .nothing, at: site)
  }

  /// Pops one route or, at the root of a layer, closes it.
  func back(at site: CallSite) -> NavigationResult {
    perform(.back, entering: .nothing, at: site)
  }

  /// Shows `commands`' first screen and waits for it to complete with a value of `Value`.
  func awaitValue<Value: Sendable>(
    _ type: Value.Type, showing commands: [NavigationCommand], at site: CallSite
  ) async -> FlowOutcome<Value> {
    await navigationRouter.awaitValue(
      Value.self, showing: scoped(commands), parent: flowID, at: site)
  }

  /// Runs a flow and waits for how it ends.
  func run<Flow: Coordinator>(_ coordinator: Flow, at site: CallSite) async
    -> FlowOutcome<Flow.Result>
  {
    await navigationRouter.run(coordinator, parent: flowID, at: site)
  }

  /// Starts a flow; `onEnd` is called once, with how it ends.
  func start<Flow: Coordinator>(
    _ coordinator: Flow, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    navigationRouter.startFlow(coordinator, parent: flowID, at: site, onEnd: onEnd)
  }

  /// `commands` aimed at the stack holding the anchor's screens.
  private func scoped(_ commands: [NavigationCommand]) -> [NavigationCommand] {
    guard let anchor = flowAnchor, !(anchor.stack.isRoot && anchor.depth == 0) else {
      return commands
    }
    return [.at(anchor.stack, commands)]
  }
}

/// The verbs for a flow's requests while it runs.
struct Navigator: Navigating {
  let navigationRouter: AppRouter
  let navigationSource = NavigationSource.flow
  let flowAnchor: ScreenID?
  let flowID: FlowID?
}

extension AppRouter: Navigating {
  var navigationRouter: AppRouter { self }
  var navigationSource: NavigationSource { .app }

  /// The verbs, for requests from app code: the router itself.
  var navigator: AppRouter { self }
}
