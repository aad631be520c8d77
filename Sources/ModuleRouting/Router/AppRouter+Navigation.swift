import NavCore

extension AppRouter {
  /// Navigates to a route of any type on the focused stack as `policy` says — by default as
  /// ``defaultPolicy`` says, a push unless the app chose otherwise — or one that reuses what is
  /// on the focused stack (a double tap that pushes once, a pop back to a screen already there).
  ///
  /// ```swift
  /// app.navigate(to: HomeRoute.item(1))
  /// app.navigate(to: HomeRoute.item(1), policy: .singleTop)
  /// ```
  ///
  /// - Parameters:
  ///   - route: The route to show.
  ///   - policy: How to show it; `nil`, the default, for ``defaultPolicy``.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal on an alert or a dialog, or what a
  ///   guard decided.
  @discardableResult
  public func navigate<Route: Hashable & Sendable>(
    to route: Route, policy: NavigationPolicy? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> NavigationResult {
    navigator.navigate(to: AnyRoute(route), policy: policy, at: CallSite(fileID, line))
  }

  /// Pops routes from the top of the focused stack.
  ///
  /// - Parameters:
  ///   - count: How many routes to pop; 1 by default.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when fewer routes are above the
  ///   root: then nothing is popped.
  @discardableResult
  public func pop(count: Int = 1, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    navigator.pop(count: count, at: CallSite(fileID, line))
  }

  /// Pops the focused stack to the topmost occurrence of `route`, or to its root if `route` is
  /// the root.
  ///
  /// - Parameters:
  ///   - route: A route of any type, compared with its type.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when `route` is nowhere on the
  ///   stack.
  @discardableResult
  public func popTo<Route: Hashable & Sendable>(
    _ route: Route, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.popTo(AnyRoute(route), at: CallSite(fileID, line))
  }

  /// Pops the focused stack to the topmost route `predicate` matches, or to its root if only
  /// the root does.
  ///
  /// ```swift
  /// app.popTo(where: .type(SettingsRoute.self))
  /// app.popTo(where: RoutePredicate { $0.is(SettingsRoute.self) && $0 != AnyRoute(SettingsRoute.main) })
  /// ```
  ///
  /// - Parameters:
  ///   - predicate: Picks the route to stop at: a type, a route, or a function of the route.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when no route matches.
  @discardableResult
  public func popTo(
    where predicate: RoutePredicate, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.popTo(where: predicate, at: CallSite(fileID, line))
  }

  /// Pops every route above the root of the focused stack.
  @discardableResult
  public func popToRoot(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.popToRoot(at: CallSite(fileID, line))
  }

  /// Replaces the top pushed route of the focused stack.
  ///
  /// - Parameters:
  ///   - route: The route to show instead.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when nothing is pushed.
  @discardableResult
  public func replaceTop<Route: Hashable & Sendable>(
    with route: Route, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.replaceTop(with: AnyRoute(route), at: CallSite(fileID, line))
  }

  /// Replaces the whole tree with one stack: a switch between whole flows.
  ///
  /// - Parameters:
  ///   - root: The new first screen.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  @discardableResult
  public func setRoot<Root: Hashable & Sendable>(
    _ root: Root, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.perform(.setRoot(AnyRoute(root)), at: CallSite(fileID, line))
  }

  /// Replaces the whole tree, tabs and layers included: a switch between flows (a login stack
  /// and the main tabs, say) in one step.
  ///
  /// - Parameters:
  ///   - state: The new tree.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal when `state` breaks the tree's
  ///   rules (``NavigationState/validate()``).
  @discardableResult
  public func setState(_ state: NavigationState, fileID: StaticString = #fileID, line: UInt = #line)
    -> NavigationResult
  {
    navigator.perform(.setState(state), at: CallSite(fileID, line))
  }

  /// Presents a layer showing `route` over the focused stack.
  ///
  /// - Parameters:
  ///   - route: The route the layer shows first.
  ///   - style: How the layer is shown.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal over an alert or a dialog.
  @discardableResult
  public func present<Route: Hashable & Sendable>(
    _ route: Route, style: PresentationStyle, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.present(AnyRoute(route), style: style, at: CallSite(fileID, line))
  }

  /// Closes the topmost presented layer, with everything pushed in it.
  ///
  /// - Returns: ``NavigationResult/applied``, or a refusal when nothing is presented.
  @discardableResult
  public func dismiss(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.dismiss(at: CallSite(fileID, line))
  }

  /// Closes every presented layer on the focused branch; with none, it changes nothing.
  @discardableResult
  public func dismissAll(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.perform(.dismissAll, at: CallSite(fileID, line))
  }

  /// Goes back one screen: pops the focused stack, or at the root of a presented layer closes
  /// the layer, as a back button on a sheet's first screen does.
  ///
  /// - Returns: ``NavigationResult/applied``, or a refusal at the root of the app or of a tab.
  @discardableResult
  public func back(fileID: StaticString = #fileID, line: UInt = #line) -> NavigationResult {
    navigator.back(at: CallSite(fileID, line))
  }

  /// Selects a tab of the tab bar on the focused branch; selecting the selected tab pops it to
  /// its root when the tab bar says so.
  ///
  /// - Parameters:
  ///   - tab: The tab's identity.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or a refusal for an unknown tab, with no tab bar,
  ///   or while a presented layer covers the tab bar.
  @discardableResult
  public func selectTab<Tab: Hashable & Sendable>(
    _ tab: Tab, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.perform(.selectTab(tab), at: CallSite(fileID, line))
  }
}
