import NavCore

/// A request as guards judge it: its commands and source, the state it would produce, and the
/// screens it would bring in and remove.
///
/// Guards see the state the request *would* produce, whatever the entry point — a push, a
/// batch, an exit, a binding write, a deep link — so none can reach a guarded screen without
/// its guard.
///
/// ```swift
/// app.addGuard(for: FeedRoute.self) { request in
///   if case .viewerDetailsFav(let viewer)? = request.entering(FeedRoute.self).last, !viewer.isFav {
///     return .deny("\(viewer.name) is not a favourite")
///   }
///   return .allow
/// }
/// ```
public struct NavigationRequest: Sendable {
  /// The commands, as one batch.
  public var commands: [NavigationCommand] {
    requestCommands.all
  }
  /// The commands as submitted: one command is kept without an array, so a guard that never
  /// reads them costs none.
  let requestCommands: RequestCommands
  /// Where the request came from.
  public let source: NavigationSource
  /// The state the request would produce.
  public var after: NavigationState {
    snapshot.state
  }
  /// The router's box at the time of the request, which it stops changing in place while a
  /// request holds it.
  let snapshot: StateBox
  /// What the request changed, to work the state before and the screens out from.
  let change: CommandOutcome

  /// The state before the request, worked out when asked.
  public var before: NavigationState {
    var state = after
    change.revert(&state)
    return state
  }

  /// The screens the request would bring in and remove, at any depth.
  public var screens: ScreenChanges {
    change.screens(in: snapshot.state)
  }

  /// Every route of type `Route` the request would bring into the tree — pushed, presented,
  /// in any tab — lowest first.
  public func entering<Route: Hashable & Sendable>(_ type: Route.Type) -> [Route] {
    var routes: [Route] = []
    RouteDelta(change, in: snapshot.state).forEachEntering { route in
      if let route = route.value(as: Route.self) { routes.append(route) }
    }
    return routes
  }

  /// Every route of type `Route` the request would remove from the tree.
  public func leaving<Route: Hashable & Sendable>(_ type: Route.Type) -> [Route] {
    var routes: [Route] = []
    RouteDelta(change, in: snapshot.state).forEachLeaving { route in
      if let route = route.value(as: Route.self) { routes.append(route) }
    }
    return routes
  }
}

extension CommandOutcome {
  /// Takes the change back in `state`.
  func revert(_ state: inout NavigationState) {
    switch self {
    case .unchanged: break
    case .changed(let undo): state.revert(undo)
    case .scoped(var transaction): transaction.rollBack(&state)
    }
  }

  /// The full account of the change, against `state` as it left it.
  func changes(in state: NavigationState) -> NavigationChanges? {
    switch self {
    case .unchanged: nil
    case .changed(let undo): NavigationChanges(undo, in: state)
    case .scoped(let transaction): transaction.changes(in: state)
    }
  }

  /// The screens the change brought in and removed.
  func screens(in state: NavigationState) -> ScreenChanges {
    changes(in: state)?.screens ?? ScreenChanges()
  }
}
