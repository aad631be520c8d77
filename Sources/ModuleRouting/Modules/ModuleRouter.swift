import NavCore

/// A feature module's router: it pushes only the module's own routes and leaves the module
/// only through its exits.
///
/// A module declares its `Route` and `Exit` enums and a router that conforms; it gets
/// navigation methods typed to those enums, so it cannot push another module's screens —
/// `dashboard.navigate(to: SettingsRoute.main)` does not compile. To reach another module
/// it calls ``exit(_:)``, and the composition root decides where that leads with
/// ``AppRouter/handleExits(_:_:)``.
///
/// ```swift
/// @MainActor struct DashboardRouter: ModuleRouter {
///   typealias Route = DashboardRoute
///   typealias Exit = DashboardExit
///   let appRouter: AppRouter
/// }
///
/// dashboard.navigate(to: .details(id: 7))
/// dashboard.exit(.openSettings)
/// ```
///
/// In a module of its own, the router and its typealiases are `public`, with a `public`
/// `init(appRouter:)` written out, since the memberwise one is internal.
///
/// The guarantee covers navigation through the module router. `appRouter` stays reachable, as
/// the protocol requires it, so code that calls it directly can push any route: keep screens
/// holding the module router, not the app router.
@MainActor
public protocol ModuleRouter {
  /// The screens inside the module.
  associatedtype Route: Hashable & Sendable
  /// The ways out of the module.
  associatedtype Exit: Hashable & Sendable

  /// The router that owns the app's state.
  var appRouter: AppRouter { get }
}

extension ModuleRouter {
  /// Pushes one of the module's own routes.
  ///
  /// - Parameter route: The route to push.
  @discardableResult
  public func navigate(to route: Route) -> NavigationResult {
    appRouter.navigate(to: route)
  }

  /// The route on screen, if it is one of the module's own.
  public var currentRoute: Route? {
    appRouter.state.top.value(as: Route.self)
  }

  /// Pops the top route.
  ///
  /// - Returns: ``NavigationResult/applied``, or a refusal when only the root is left.
  @discardableResult
  public func pop() -> NavigationResult {
    appRouter.pop()
  }

  /// Pops back to the topmost occurrence of one of the module's own routes.
  ///
  /// - Parameter route: The route to show again.
  @discardableResult
  public func popTo(_ route: Route) -> NavigationResult {
    appRouter.popTo(route)
  }

  /// Leaves the module; the composition root's handler decides where to.
  ///
  /// - Parameter exit: The way out.
  /// - Returns: ``NavigationResult/applied``, or a refusal when no handler is set for `Exit`
  ///   or the handler's commands are refused.
  @discardableResult
  public func exit(_ exit: Exit) -> NavigationResult {
    appRouter.exit(exit)
  }
}

extension ModuleRouter {
  /// The module's `Route` type, reachable from `any ModuleRouter.Type`.
  nonisolated static var routeType: any (Hashable & Sendable).Type { Route.self }
  /// The module's `Exit` type, reachable from `any ModuleRouter.Type`.
  nonisolated static var exitType: any (Hashable & Sendable).Type { Exit.self }
}
