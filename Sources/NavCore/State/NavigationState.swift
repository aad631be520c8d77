/// The whole navigation state of an app, as one value.
///
/// A state is a root route with a ``RoutePath`` pushed above it. It is the value an
/// `AppRouter` owns and publishes, the value tests compare, and the value commands transform:
///
/// ```swift
/// var state = NavigationState(root: DashboardRoute.home)
/// try state.apply(.push(AnyRoute(DashboardRoute.details(id: 7))))
/// state == NavigationState(root: DashboardRoute.home, path: [DashboardRoute.details(id: 7)])
/// ```
///
/// Presented layers (sheets, covers, alerts), each a state of its own, will sit beside the path
/// as further stored properties; the commands above address the base stack.
public struct NavigationState: Hashable, Sendable {
  /// The screen at the bottom of the stack, shown when the path is empty.
  public var root: AnyRoute
  /// The routes pushed above the root, bottom to top.
  public var path: RoutePath

  /// A state showing `root` with `path` pushed above it.
  ///
  /// - Parameters:
  ///   - root: The route at the bottom of the stack.
  ///   - path: The routes above it; empty by default.
  public init<Root: Hashable & Sendable>(root: Root, path: RoutePath = []) {
    self.root = AnyRoute(root)
    self.path = path
  }

  /// The route on screen: the top of the path, or the root when the path is empty.
  public var top: AnyRoute {
    path.last ?? root
  }
}
