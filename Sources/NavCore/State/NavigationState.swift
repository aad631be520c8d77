/// The whole navigation state of an app, as one value.
///
/// A state is a root route with a ``RoutePath`` pushed above it; the ``presented`` layer over
/// that stack (a sheet, a cover, an alert…), which holds a state of its own; and, for a tab
/// bar, a ``TabGroup`` whose tabs each hold a state. It is the value an `AppRouter` owns and
/// publishes, the value tests compare, and the value commands transform:
///
/// ```swift
/// var state = NavigationState(root: DashboardRoute.home)
/// try state.apply(.push(DashboardRoute.details(id: 7)))
/// try state.apply(.present(SettingsRoute.main, style: .sheet))
/// state.top        // AnyRoute(SettingsRoute.main): the screen the user sees
/// state.topLayer   // the sheet
/// ```
///
/// Commands act on the *focused* stack — from the root, into the presented layer while there
/// is one, and into the selected tab where there are tabs — unless they name a
/// ``StackAddress``.
public struct NavigationState: Hashable, Sendable {
  /// The screen at the bottom of the stack, shown when the path is empty. With ``tabs``, the
  /// screen that holds the tab bar.
  public var root: AnyRoute
  /// The routes pushed above the root, bottom to top. Empty when there are ``tabs``: the tabs
  /// hold the stacks.
  public var path: RoutePath
  /// The layer shown over this stack, with its own state; `nil` when nothing is presented.
  public var presented: PresentedLayer?
  /// The tab bar shown by ``root``, each tab with its own state; `nil` for a plain stack.
  public var tabs: TabGroup?

  /// A stack showing `root` with `path` pushed above it.
  ///
  /// - Parameters:
  ///   - root: The route at the bottom of the stack.
  ///   - path: The routes above it; empty by default.
  ///   - presented: The layer shown over the stack; none by default.
  public init<Root: Hashable & Sendable>(
    root: Root, path: RoutePath = [], presented: PresentedLayer? = nil
  ) {
    self.root = AnyRoute(root)
    self.path = path
    self.presented = presented
    tabs = nil
  }

  /// A tab bar: `root` holds `tabs`, each with its own state.
  ///
  /// ```swift
  /// let main = NavigationState(root: MainRoute.tabBar, tabs: TabGroup([
  ///   (MainTab.home, NavigationState(root: HomeRoute.feed)),
  ///   (MainTab.settings, NavigationState(root: SettingsRoute.main)),
  /// ], selected: MainTab.home))
  /// ```
  ///
  /// - Parameters:
  ///   - root: The route of the screen holding the tab bar.
  ///   - tabs: The tabs and the selected one.
  ///   - presented: A layer shown over the whole tab bar; none by default.
  public init<Root: Hashable & Sendable>(
    root: Root, tabs: TabGroup, presented: PresentedLayer? = nil
  ) {
    self.root = AnyRoute(root)
    path = []
    self.presented = presented
    self.tabs = tabs
  }
}
