import ModuleRouting

/// The Auth module's router: it pushes ``AuthRoute``s and leaves the module through
/// ``AuthExit``s.
///
/// ```swift
/// let auth = AuthRouter(appRouter: app)
/// auth.navigate(to: .forgotPassword)
/// auth.exit(.signedIn)
/// ```
@MainActor
public struct AuthRouter: ModuleRouter {
  public typealias Route = AuthRoute
  public typealias Exit = AuthExit

  /// The router that owns the app's state.
  public let appRouter: AppRouter

  /// A router for the Auth screens shown by `appRouter`.
  ///
  /// - Parameter appRouter: The app's router.
  public init(appRouter: AppRouter) {
    self.appRouter = appRouter
  }
}
