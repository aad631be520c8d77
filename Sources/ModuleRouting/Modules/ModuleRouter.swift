import NavCore

/// A feature module's router: it shows only the module's own routes and leaves the module only
/// through its exits.
///
/// The app makes one for each module from its ``AppRouter``; the module names it with a
/// typealias and adds its own conveniences in a constrained extension:
///
/// ```swift
/// // In the Dashboard module:
/// public typealias DashboardRouter = ModuleRouter<DashboardRoute, DashboardExit>
///
/// extension ModuleRouter where Route == DashboardRoute {
///   func openItem(_ id: Int) { navigate(to: .details(id: id)) }
/// }
///
/// // In the composition root:
/// let dashboard = DashboardRouter(app)
/// dashboard.navigate(to: .details(id: 7))
/// dashboard.exit(.openSettings)
/// ```
///
/// Every method takes the module's own `Route` or `Exit` only, and the router gives no way
/// back to the app router, so a screen holding it cannot show another module's screens:
/// `dashboard.navigate(to: SettingsRoute.main)` does not compile, and neither does reaching
/// for the app router through it. To reach another module, the module calls
/// ``exit(_:fileID:line:)``; the composition root decides where that leads with
/// ``AppRouter/handleExits(_:_:)``.
@MainActor
public struct ModuleRouter<Route: Hashable & Sendable, Exit: Hashable & Sendable>: ModuleInterface {
  /// The app's router: internal to the library, so no module reaches it through this one.
  let app: AppRouter

  /// A router for one module's screens, shown by `app`.
  ///
  /// - Parameter app: The app's router.
  public init(_ app: AppRouter) {
    self.app = app
  }

  /// The route on screen, if it is one of the module's own.
  public var currentRoute: Route? {
    app.state.top.value(as: Route.self)
  }

  /// Navigates to one of the module's routes on the focused stack as `policy` says — by
  /// default as the app's ``AppRouter/defaultPolicy`` says, a push unless the app chose
  /// otherwise (``AppRouter/navigate(to:policy:fileID:line:)``).
  @discardableResult
  public func navigate(
    to route: Route, policy: NavigationPolicy? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationResult {
    navigator.navigate(to: AnyRoute(route), policy: policy, at: CallSite(fileID, line))
  }

  /// Presents one of the module's routes in a layer over the focused stack.
  @discardableResult
  public func present(
    _ route: Route, style: PresentationStyle, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.present(AnyRoute(route), style: style, at: CallSite(fileID, line))
  }

  /// Closes the topmost presented layer.
  @discardableResult
  public func dismiss(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.dismiss(at: CallSite(fileID, line))
  }

  /// Goes back one screen: pops, or closes the layer at its root.
  @discardableResult
  public func back(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.back(at: CallSite(fileID, line))
  }

  /// Pops routes from the top of the focused stack, as ``AppRouter/pop(count:fileID:line:)``.
  @discardableResult
  public func pop(count: Int = 1, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    navigator.pop(count: count, at: CallSite(fileID, line))
  }

  /// Pops back to the topmost occurrence of one of the module's routes.
  @discardableResult
  public func popTo(_ route: Route, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    navigator.popTo(AnyRoute(route), at: CallSite(fileID, line))
  }

  /// Pops back to the topmost of the module's routes for which `predicate` is true.
  @discardableResult
  public func popTo(
    where predicate: @escaping @Sendable (Route) -> Bool, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationResult {
    navigator.popTo(
      where: RoutePredicate { route in route.value(as: Route.self).map(predicate) ?? false },
      at: CallSite(fileID, line))
  }

  /// Pops every route above the focused stack's root.
  @discardableResult
  public func popToRoot(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.popToRoot(at: CallSite(fileID, line))
  }

  /// Replaces the top pushed route with one of the module's routes.
  @discardableResult
  public func replaceTop(with route: Route, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    navigator.replaceTop(with: AnyRoute(route), at: CallSite(fileID, line))
  }

  /// Closes the module's screens on the focused stack: closes the presented layer whose root
  /// is one of them, with everything in it, or else pops from the first of them, wherever it
  /// sits.
  ///
  /// - Returns: ``NavigationResult/applied``, or ``NavigationRefusal/noRouteMatches`` when
  ///   none of the module's screens is on the focused stack.
  @discardableResult
  public func close(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    let site = CallSite(fileID, line)
    let state = app.storage.state
    let stack = state.focusedStack
    if stack.root.is(Route.self), state.focusedAddress.steps.last == .presented {
      return navigator.dismiss(at: site)
    }
    if let first = stack.path.firstIndex(where: { $0.is(Route.self) }) {
      return navigator.pop(count: stack.path.count - first, at: site)
    }
    return app.reject(Request([], from: navigationSource, at: site), .noRouteMatches)
  }

  /// The verbs, for requests from this module: the module router itself.
  private var navigator: Self { self }

  /// Pushes one of the module's routes and waits for the screen to complete with a `Value`.
  ///
  /// - Returns: How the screen ended: finished with the value ``complete(with:fileID:line:)``
  ///   gave, or cancelled when it was removed any other way.
  public func push<Value: Sendable>(
    _ route: Route, expecting: Value.Type, fileID: StaticString = #fileID, line: UInt = #line
  ) async
    -> FlowOutcome<Value>
  {
    await navigator.awaitValue(Value.self, showing: [.push(route)], at: CallSite(fileID, line))
  }

  /// Presents one of the module's routes and waits for the layer to complete with a `Value`.
  public func present<Value: Sendable>(
    _ route: Route, style: PresentationStyle, expecting: Value.Type, fileID: StaticString = #fileID,
    line: UInt = #line
  ) async -> FlowOutcome<Value> {
    await navigator.awaitValue(
      Value.self, showing: [.present(route, style: style)], at: CallSite(fileID, line))
  }

  /// Completes the topmost of the module's own screens on the focused branch awaiting a
  /// `Value`: it is popped or dismissed, and its caller resumes with `value`. Another module's
  /// screen awaiting the same type is never completed from here.
  @discardableResult
  public func complete<Value: Sendable>(
    with value: Value, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    app.complete(with: value, at: CallSite(fileID, line), on: { $0.is(Route.self) })
  }

  /// Leaves the module; the composition root's handler decides where to.
  ///
  /// - Returns: ``NavigationResult/applied``, or a refusal when no handler is set for `Exit`
  ///   or the handler's commands are refused.
  @discardableResult
  public func exit(_ exit: Exit, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    app.exit(exit, fileID: fileID, line: line)
  }
}

/// A module's route and exit types, for start-up checks over several modules at once.
///
/// ``ModuleRouter`` conforms; so may a module's builder.
public protocol ModuleInterface {
  /// The screens inside the module.
  associatedtype Route: Hashable & Sendable
  /// The ways out of the module.
  associatedtype Exit: Hashable & Sendable
}

extension ModuleInterface {
  /// The module's `Route` type, reachable from `any ModuleInterface.Type`.
  static var routeType: any (Hashable & Sendable).Type { Route.self }
  /// The module's `Exit` type, reachable from `any ModuleInterface.Type`.
  static var exitType: any (Hashable & Sendable).Type { Exit.self }
}

extension ModuleRouter: Navigating {
  var navigationRouter: AppRouter { app }
  var navigationSource: NavigationSource { .module(RouteType(Route.self)) }
}
