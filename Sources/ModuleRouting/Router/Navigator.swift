import NavCore

/// The navigation verbs, each written once.
///
/// The app router, a module router and a flow handle differ only in where their requests come
/// from and, for a flow, in the stack its screens are on: each makes a navigator with its own
/// source and scope and forwards its public methods to it. A verb turns into commands and
/// submits them; nothing else happens here.
@MainActor
struct Navigator {
  /// The router the requests go to.
  let router: AppRouter
  /// Where they come from.
  let source: NavigationSource
  /// For a flow, its first screen: commands act on the stack that holds it. `nil` for the
  /// focused stack.
  var anchor: ScreenID?
  /// For a flow, the flow itself: a screen awaiting a value, or a child flow, started here
  /// ends with it.
  var flow: FlowID?

  /// Runs commands as one batch.
  func perform(_ commands: [NavigationCommand], at site: CallSite) -> NavigationResult {
    router.submit(Request(scoped(commands), from: source, at: site))
  }

  /// Runs one command.
  func perform(_ command: consuming NavigationCommand, at site: CallSite) -> NavigationResult {
    guard anchor == nil else { return perform([command], at: site) }
    return router.submit(Request(command, from: source, at: site))
  }

  /// Navigates to a route as `policy` says, by default as the app's default policy says.
  func navigate(
    to route: consuming AnyRoute, policy: NavigationPolicy? = nil, at site: CallSite
  ) -> NavigationResult {
    let policy = policy ?? router.defaultPolicy
    return perform(policy == .push ? .push(route) : .navigate(route, policy), at: site)
  }

  /// Presents a layer showing `route`.
  func present(
    _ route: consuming AnyRoute, style: PresentationStyle, at site: CallSite
  ) -> NavigationResult {
    perform(.present(route, style), at: site)
  }

  /// Pops `count` routes.
  func pop(count: Int, at site: CallSite) -> NavigationResult {
    perform(.pop(count: count), at: site)
  }

  /// Pops to the topmost occurrence of `route`, or to the root if it is the root.
  func popTo(_ route: consuming AnyRoute, at site: CallSite) -> NavigationResult {
    perform(.popTo(route), at: site)
  }

  /// Pops to the topmost route that `predicate` matches.
  func popTo(where predicate: RoutePredicate, at site: CallSite) -> NavigationResult {
    perform(.popToMatching(predicate), at: site)
  }

  /// Pops every route above the root.
  func popToRoot(at site: CallSite) -> NavigationResult {
    perform(.popToRoot, at: site)
  }

  /// Replaces the top pushed route.
  func replaceTop(with route: consuming AnyRoute, at site: CallSite) -> NavigationResult {
    perform(.replaceTop(route), at: site)
  }

  /// Closes the topmost presented layer.
  func dismiss(at site: CallSite) -> NavigationResult {
    perform(.dismiss, at: site)
  }

  /// Pops one route or, at the root of a layer, closes it.
  func back(at site: CallSite) -> NavigationResult {
    perform(.back, at: site)
  }

  /// Shows `commands`' first screen and waits for it to complete with a value of `Value`.
  func awaitValue<Value: Sendable>(
    _ type: Value.Type, showing commands: [NavigationCommand], at site: CallSite
  ) async -> FlowOutcome<Value> {
    await router.awaitValue(Value.self, showing: scoped(commands), parent: flow, at: site)
  }

  /// Runs a flow and waits for how it ends.
  func run<Flow: Coordinator>(_ coordinator: Flow, at site: CallSite) async
    -> FlowOutcome<Flow.Result>
  {
    await router.run(coordinator, parent: flow, at: site)
  }

  /// Starts a flow; `onEnd` is called once, with how it ends.
  func start<Flow: Coordinator>(
    _ coordinator: Flow, at site: CallSite,
    onEnd: @escaping @MainActor (FlowOutcome<Flow.Result>) -> Void
  ) {
    router.startFlow(coordinator, parent: flow, at: site, onEnd: onEnd)
  }

  /// `commands` aimed at the stack holding the anchor's screens.
  private func scoped(_ commands: [NavigationCommand]) -> [NavigationCommand] {
    guard let anchor, !(anchor.stack.isRoot && anchor.depth == 0) else { return commands }
    return [.at(anchor.stack, commands)]
  }
}

extension AppRouter {
  /// The verbs, for requests from app code.
  var navigator: Navigator {
    Navigator(router: self, source: .app)
  }
}
