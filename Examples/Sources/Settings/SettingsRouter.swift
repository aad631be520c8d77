import ModuleRouting

/// The Settings module's router: it pushes ``SettingsRoute``s and leaves the module through
/// ``SettingsExit``s.
///
/// ```swift
/// let settings = SettingsRouter(appRouter: app)
/// settings.navigate(to: .privacy)
/// settings.exit(.done)
/// ```
@MainActor
public struct SettingsRouter: ModuleRouter {
  public typealias Route = SettingsRoute
  public typealias Exit = SettingsExit

  /// The router that owns the app's state.
  public let appRouter: AppRouter

  /// A router for the Settings screens shown by `appRouter`.
  ///
  /// - Parameter appRouter: The app's router.
  public init(appRouter: AppRouter) {
    self.appRouter = appRouter
  }
}
