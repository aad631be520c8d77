/// One change to a navigation state, as a value.
///
/// Commands are what module routers, exits and deep links produce, what tests assert, and what
/// `NavigationState.apply(_:)` applies. A list of commands applies as one atomic batch.
///
/// ```swift
/// try state.apply([.dismiss, .selectTab(MainTab.home), .push(HomeRoute.item(1))])
/// ```
///
/// Commands act on the focused stack (see ``NavigationState/focusedAddress``) unless they are
/// scoped: ``inTab(_:commands:)`` acts inside one tab, following the layers in that tab, and
/// ``at(_:_:)`` acts on exactly one stack, whatever is presented above it. Inside a scope,
/// ``setRoot(_:)-enum.case`` and ``setState(_:)`` replace the scope's stack rather than the
/// whole tree, and addresses are relative to it.
public enum NavigationCommand: Hashable, Sendable {
  /// Pushes a route on top of the stack. Refused on an alert or a dialog.
  case push(AnyRoute)
  /// Navigates to a route as the policy says: pushes it, or reuses what is on the stack
  /// (see ``NavigationPolicy``). Written `.navigate(route, policy: .singleTop)`.
  case navigate(AnyRoute, NavigationPolicy)
  /// Pops `count` routes; refused if fewer are above the root.
  case pop(count: Int)
  /// Pops to the topmost occurrence of a route, or to the root if it is the root; refused if it
  /// is neither on the path nor the root.
  case popTo(AnyRoute)
  /// Pops to the topmost route that matches, or to the root if only the root does; refused if
  /// none does. Written `.popTo(where:)`.
  case popToMatching(RoutePredicate)
  /// Pops every route above the root.
  case popToRoot
  /// Replaces the top pushed route; refused when nothing is pushed. Written
  /// `.replaceTop(with:)`.
  case replaceTop(AnyRoute)
  /// Replaces the path, keeping the root.
  case setPath(RoutePath)
  /// Replaces the tree (or, in a scope, the scope's stack) with one stack showing the route.
  case setRoot(AnyRoute)
  /// Replaces the tree (or, in a scope, the scope's stack) with a state: a switch between
  /// whole flows in one step.
  indirect case setState(NavigationState)
  /// Presents a layer showing the route over the stack. Refused over an alert or a dialog.
  case present(AnyRoute, PresentationStyle)
  /// Closes the topmost presented layer with everything pushed in it; refused when nothing is
  /// presented.
  case dismiss
  /// Closes every presented layer; with none, it changes nothing.
  case dismissAll
  /// Pops one route; at the root of a presented layer, dismisses the layer instead. Refused at
  /// the root of the app and at the root of a tab.
  case back
  /// Selects a tab of the tab bar. Selecting the selected tab pops it to its root when the tab
  /// bar says so. Refused for an unknown tab, with no tab bar, and while a layer presented
  /// above the tab bar covers it.
  case selectTab(AnyRoute)
  /// Applies commands inside one tab — its own focused stack — without selecting it.
  case inTab(AnyRoute, commands: [NavigationCommand])
  /// Applies commands to exactly the stack at an address: its path, and the layer presented
  /// over it for ``present(_:_:)`` and ``dismiss``, whatever is presented above it.
  case at(StackAddress, [NavigationCommand])
}
