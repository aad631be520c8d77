extension NavigationCommand {
  /// Pushes a route of any type: `.push(SettingsRoute.main)`.
  public static func push<Route: Hashable & Sendable>(_ route: Route) -> Self {
    .push(AnyRoute(route))
  }

  /// Navigates to a route of any type as `policy` says:
  /// `.navigate(HomeRoute.item(1), policy: .singleTop)`.
  public static func navigate<Route: Hashable & Sendable>(
    _ route: Route, policy: NavigationPolicy
  ) -> Self {
    .navigate(AnyRoute(route), policy)
  }

  /// Pops to the topmost occurrence of a route of any type, or to the root if it is the root.
  public static func popTo<Route: Hashable & Sendable>(_ route: Route) -> Self {
    .popTo(AnyRoute(route))
  }

  /// Pops to the topmost route that `predicate` matches, or to the root if only the root
  /// does: `.popTo(where: .type(SettingsRoute.self))`.
  public static func popTo(where predicate: RoutePredicate) -> Self {
    .popToMatching(predicate)
  }

  /// Replaces the top pushed route with a route of any type.
  public static func replaceTop<Route: Hashable & Sendable>(with route: Route) -> Self {
    .replaceTop(AnyRoute(route))
  }

  /// Replaces the tree with one stack showing a route of any type.
  public static func setRoot<Route: Hashable & Sendable>(_ route: Route) -> Self {
    .setRoot(AnyRoute(route))
  }

  /// Presents a layer showing a route of any type: `.present(SheetRoute.add, style: .sheet)`.
  public static func present<Route: Hashable & Sendable>(
    _ route: Route, style: PresentationStyle
  ) -> Self {
    .present(AnyRoute(route), style)
  }

  /// Selects the tab with this identity: `.selectTab(MainTab.home)`.
  public static func selectTab<Tab: Hashable & Sendable>(_ tab: Tab) -> Self {
    .selectTab(AnyRoute(tab))
  }

  /// Applies commands inside one tab without selecting it:
  /// `.inTab(MainTab.settings, [.push(SettingsRoute.about)])`.
  public static func inTab<Tab: Hashable & Sendable>(
    _ tab: Tab, _ commands: [NavigationCommand]
  ) -> Self {
    .inTab(AnyRoute(tab), commands: commands)
  }
}
