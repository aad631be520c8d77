import ModuleRouting

/// The Dashboard module's router: it pushes ``DashboardRoute``s and leaves the module through
/// ``DashboardExit``s.
///
/// ```swift
/// let dashboard = DashboardRouter(appRouter: app)
/// dashboard.navigate(to: .details(id: 42))
/// dashboard.exit(.openSettings)
/// ```
@MainActor
public struct DashboardRouter: ModuleRouter {
  public typealias Route = DashboardRoute
  public typealias Exit = DashboardExit

  /// The router that owns the app's state.
  public let appRouter: AppRouter

  /// A router for the Dashboard screens shown by `appRouter`.
  ///
  /// - Parameter appRouter: The app's router.
  public init(appRouter: AppRouter) {
    self.appRouter = appRouter
  }
}
