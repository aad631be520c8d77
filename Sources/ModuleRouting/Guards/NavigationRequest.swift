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
  /// The state the request would produce.
  public let after: NavigationState
  /// What the request changed. The router takes it back from the request guards judged once
  /// they are done (``takeChange()``); a copy a guard kept keeps it.
  private(set) var change: NavigationChange
  /// The commands as the request holds them: a lone command without an array.
  let requested: Request.Commands
  /// Where the request came from.
  public let source: NavigationSource
  /// For a refresh of the guards (``AppRouter/refreshGuards(fileID:line:)``), the stack it
  /// asks about, every screen of it as if it had just come; `nil` for any other request.
  let refreshed: ScreenRange?
  /// Whether the screens the request removes go whatever a leave guard answers: a guard's
  /// redirect away from a screen the app's state no longer allows, after
  /// ``AppRouter/refreshGuards(fileID:line:)``. Leave guards are still asked, so that they are
  /// told the screens go (an editor saves a draft), but their question holds nothing.
  public let forcesLeave: Bool

  init(
    state: NavigationState, change: NavigationChange, commands: Request.Commands,
    source: NavigationSource, refreshed: ScreenRange? = nil, forcesLeave: Bool = false
  ) {
    self.after = state
    self.change = change
    self.requested = commands
    self.source = source
    self.refreshed = refreshed
    self.forcesLeave = forcesLeave
  }

  /// Hands the change back to the router, once the guards judged: this request then changed
  /// nothing.
  mutating func takeChange() -> NavigationChange {
    change.take()
  }

  /// The commands, as one batch.
  public var commands: [NavigationCommand] {
    requested.all
  }

  /// The state before the request, worked out when asked; for a refresh of the guards, the
  /// state as it is.
  public var before: NavigationState {
    var state = after
    state.revert(change)
    return state
  }

  /// The screens the request would bring in and remove, at any depth; for a refresh of the
  /// guards, every screen of the stack it asks about, as brought in: its one range's
  /// ``ScreenRange/stack`` tells a guard where the screens are.
  public var screens: ScreenChanges {
    if let refreshed { return ScreenChanges(entered: [refreshed]) }
    return change.sealed(in: after).screens
  }

  /// Every route of type `Route` the request would bring into the tree — pushed, presented,
  /// in any tab — lowest first in each stack.
  public func entering<Route: Hashable & Sendable>(_ type: Route.Type) -> [Route] {
    var routes: [Route] = []
    forEachEntering { route in
      if let route = route.value(as: Route.self) { routes.append(route) }
    }
    return routes
  }

  /// Every route of type `Route` the request would remove from the tree.
  public func leaving<Route: Hashable & Sendable>(_ type: Route.Type) -> [Route] {
    var routes: [Route] = []
    forEachLeaving { route in
      if let route = route.value(as: Route.self) { routes.append(route) }
    }
    return routes
  }

  /// Calls `body` with each route the request brings in.
  func forEachEntering(_ body: (AnyRoute) -> Void) {
    guard let refreshed else { return change.forEachRoute(entering: true, in: after, body) }
    for route in refreshed.routes { body(route) }
  }

  /// Calls `body` with each route the request takes out.
  func forEachLeaving(_ body: (AnyRoute) -> Void) {
    if refreshed == nil { change.forEachRoute(entering: false, in: after, body) }
  }
}
