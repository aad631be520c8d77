import NavCore

/// A running flow's handle: the coordinator keeps it to navigate inside the flow, start child
/// flows, and finish.
///
/// The handle holds the router weakly and the router holds the coordinator, so a coordinator
/// that keeps its handle makes no cycle. Once the flow has ended, every call is refused and
/// reported (a child ``run(_:fileID:line:)`` returns ``FlowOutcome/cancelled`` at once); none
/// crashes.
@MainActor
public final class FlowHandle<Result: Sendable> {
  private weak var router: AppRouter?
  /// The flow's identity in the router.
  let id: FlowID

  init(router: AppRouter, id: FlowID) {
    self.router = router
    self.id = id
  }

  /// Whether the flow is still running.
  public var isRunning: Bool {
    router?.lifetimes.flows.contains(id) ?? false
  }

  /// The flow's first screen, once shown; the flow lives while it is in the state.
  public var firstScreen: ScreenID? {
    router?.lifetimes.flows[id]?.anchor
  }

  /// Navigates to a route inside the flow, on the stack that holds its screens, as `policy`
  /// says — by default as the app's ``AppRouter/defaultPolicy`` says, a push unless the app
  /// chose otherwise (``AppRouter/navigate(to:policy:fileID:line:)``).
  @discardableResult
  public func navigate<Route: Hashable & Sendable>(
    to route: Route, policy: NavigationPolicy? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationResult {
    let site = CallSite(fileID, line)
    guard let navigator else { return refuseEnded(at: site) }
    return navigator.navigate(to: AnyRoute(route), policy: policy, at: site)
  }

  /// Presents a layer showing `route` from inside the flow.
  @discardableResult
  public func present<Route: Hashable & Sendable>(
    _ route: Route, style: PresentationStyle, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    perform([.present(route, style: style)], fileID: fileID, line: line)
  }

  /// Applies commands inside the flow, as one batch: on the stack that holds its screens, or
  /// on the whole tree for a flow that started a whole new tree.
  @discardableResult
  public func perform(
    _ commands: [NavigationCommand], fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    let site = CallSite(fileID, line)
    guard let navigator else { return refuseEnded(at: site) }
    return navigator.perform(commands, at: site)
  }

  /// Ends the flow with `result`: removes its screens — pops back to where it started, or
  /// dismisses the layer it presented — in one change, ends the flows it started as
  /// cancelled, then resumes the flow's caller with ``FlowOutcome/finished(_:)``.
  ///
  /// A flow that started a whole new tree has no screens to remove: it ends, and the caller
  /// decides what to show next. A leave guard that holds the removal holds the finish too:
  /// confirming it finishes the flow; cancelling it leaves the flow running.
  @discardableResult
  public func finish(with result: Result, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    let site = CallSite(fileID, line)
    guard let router, router.lifetimes.flows.contains(id) else { return refuseEnded(at: site) }
    return router.finishFlow(id, with: result, at: site)
  }

  /// Pushes a route inside the flow and waits for the screen to complete with a `Value`
  /// (``AppRouter/complete(with:fileID:line:)``); it ends with the flow.
  ///
  /// - Returns: How the screen ended; ``FlowOutcome/cancelled`` at once when the flow has
  ///   ended, or when the calling task is cancelled.
  public func push<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, expecting: Value.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await awaitValue(Value.self, showing: [.push(route)], at: CallSite(fileID, line))
  }

  /// Presents a route from inside the flow and waits for the layer to complete with a
  /// `Value`; it ends with the flow.
  public func present<Route: Hashable & Sendable, Value: Sendable>(
    _ route: Route, style: PresentationStyle, expecting: Value.Type, fileID: StaticString = #fileID,
    line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await awaitValue(
      Value.self, showing: [.present(route, style: style)], at: CallSite(fileID, line))
  }

  private func awaitValue<Value: Sendable>(
    _ type: Value.Type, showing commands: [NavigationCommand], at site: CallSite
  ) async -> FlowOutcome<Value> {
    guard let navigator else {
      _ = refuseEnded(at: site)
      return .cancelled
    }
    return await navigator.awaitValue(Value.self, showing: commands, at: site)
  }

  /// Runs a child flow from inside this one, and returns how it ended.
  ///
  /// - Returns: The child's outcome; ``FlowOutcome/cancelled`` at once when this flow has
  ///   ended, when the child's first screens are refused, or when the calling task is
  ///   cancelled.
  public func run<Child: Coordinator>(
    _ child: Child, fileID: StaticString = #fileID, line: UInt = #line
  ) async -> FlowOutcome<Child.Result> {
    let site = CallSite(fileID, line)
    guard let navigator else {
      _ = refuseEnded(at: site)
      return .cancelled
    }
    return await navigator.run(child, at: site)
  }

  /// Starts a child flow from inside this one; `onEnd` is called exactly once with its
  /// outcome.
  public func start<Child: Coordinator>(
    _ child: Child, fileID: StaticString = #fileID, line: UInt = #line,
    onEnd: @escaping @MainActor (FlowOutcome<Child.Result>) -> Void
  ) {
    let site = CallSite(fileID, line)
    guard let navigator else {
      _ = refuseEnded(at: site)
      onEnd(.cancelled)
      return
    }
    navigator.start(child, at: site, onEnd: onEnd)
  }

  /// The verbs, for requests from this flow while it runs and its screens are shown.
  private var navigator: Navigator? {
    guard let router, let anchor = router.lifetimes.flows[id]?.anchor else { return nil }
    return Navigator(navigationRouter: router, flowAnchor: anchor, flowID: id)
  }

  private func refuseEnded(at site: CallSite) -> NavigationResult {
    let refusal = NavigationRefusal.flowEnded
    NavigationIssue.report(.refused(refusal), at: site)
    return .refused(refusal)
  }
}
