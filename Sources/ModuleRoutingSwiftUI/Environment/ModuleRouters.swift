#if canImport(SwiftUI)
  import ModuleRouting
  import SwiftUI

  /// Makes the router of a feature module for a screen shown by a ``RoutedView``.
  ///
  /// A ``RoutedView`` puts one in the environment of every screen. A module's view asks it for
  /// the module's own router, by the router's type:
  ///
  /// ```swift
  /// struct ItemRow: View {
  ///   @Environment(\.moduleRouters) private var routers
  ///   let item: Item
  ///
  ///   var body: some View {
  ///     Button(item.name) { routers?.router(DashboardRouter.self).navigate(to: .details(id: item.id)) }
  ///   }
  /// }
  /// ```
  ///
  /// It hands out module routers only, never the app router: a module can name its own route
  /// and exit types and no others, so the routers it gets can show its own screens and leave
  /// it through its exits, and nothing more.
  @MainActor
  public struct ModuleRouters {
    private let app: AppRouter

    init(app: AppRouter) {
      self.app = app
    }

    /// The router of the module whose routes are `Route` and exits `Exit`.
    ///
    /// - Parameter type: The module's router type, usually its typealias
    ///   (`DashboardRouter.self`).
    /// - Returns: A router showing the module's screens in the app the view is shown in.
    public func router<Route: Hashable & Sendable, Exit: Hashable & Sendable>(
      _ type: ModuleRouter<Route, Exit>.Type
    ) -> ModuleRouter<Route, Exit> {
      ModuleRouter(app)
    }
  }

  extension View {
    /// This view with module routers made from `app` in its environment, for a screen shown
    /// outside a ``RoutedView``: a preview of one module's screen over a router of its own, with
    /// no app around it.
    ///
    /// ```swift
    /// #Preview {
    ///   ItemList().moduleRouters(from: AppRouter(root: DashboardRoute.items))
    /// }
    /// ```
    ///
    /// - Parameter app: The router the module routers are made from.
    /// - Returns: The view, its screens finding their module's router in the environment.
    public func moduleRouters(from app: AppRouter) -> some View {
      environment(\.moduleRouters, ModuleRouters(app: app))
    }
  }

  /// The environment key of ``EnvironmentValues/moduleRouters``.
  private struct ModuleRoutersKey: EnvironmentKey {
    static var defaultValue: ModuleRouters? { nil }
  }

  extension EnvironmentValues {
    /// Makes module routers for the screens of a ``RoutedView``; `nil` outside one (in a
    /// preview, say).
    public var moduleRouters: ModuleRouters? {
      get { self[ModuleRoutersKey.self] }
      set { self[ModuleRoutersKey.self] = newValue }
    }
  }
#endif
