/// Where the route a link opens is placed on the tree: the tab selected, the routes under it in
/// that tab's stack, whether it is pushed or presented and how, and whether the layers
/// presented first are dismissed.
///
/// The composition root declares one per linkable route type (``RouteSchema/place(_:_:)``),
/// so a link never restructures the tab bar, and the back stack a user lands on is the one the
/// app chose:
///
/// ```swift
/// try own.place(DashboardRoute.self) { route in
///   switch route {
///   case .details: .push(inTab: MainTab.home, under: [DashboardRoute.items])
///   default: .push(inTab: MainTab.home)
///   }
/// }
/// ```
///
/// A placement is made of commands relative to the tree as it is (``commands(placing:)``): it
/// selects its tab and sets that tab's stack, and leaves every other tab as the user left it —
/// also when a guard kept the link to resume later.
///
/// By default a placement first dismisses the layers on screen: the one over the root (over
/// the tab bar), the one over the selected tab's stack, and the one over the stack of its own
/// tab, each with the layers shown over it. A sheet, cover or alert up in the selected tab
/// never stops a link — nor does the login screen a guard presented when the link it kept
/// resumes. Layers in the other tabs stay. A tree that cannot host it (no such tab, a tab bar
/// covered by a layer the placement keeps) refuses it as it refuses those commands.
public struct LinkPlacement: Hashable, Sendable {
  /// What is done with the route in its stack.
  public enum Action: Hashable, Sendable {
    /// Pushed on `under`.
    case push
    /// Presented in this style over the stack, which holds `under` when it is given.
    case present(PresentationStyle)
    /// The stack is popped to the route: its root, or where it is on the stack; refused with
    /// ``NavigationRefusal/routeNotOnStack(_:)`` when it is neither.
    case root
  }

  /// The tab selected, in the root's tab bar; `nil` for the root stack.
  public var tab: AnyRoute?
  /// The routes under the placed route, from the bottom of the stack up; `nil` for a route
  /// presented over the root stack as it is (a tab's stack is always set: the app chooses the
  /// back stack a link lands on).
  public var under: RoutePath?
  /// What is done with the route.
  public var action: Action
  /// Whether the layers on screen are dismissed first: the one presented over the root (over
  /// the tab bar), the one over the selected tab's stack and the one over ``tab``'s stack, each
  /// with the layers over it; layers in other tabs stay. When `false`, a layer over the root
  /// or in the selected tab refuses a placement that selects a tab.
  public var dismissesLayers: Bool

  /// A placement: see the static functions for the usual ones.
  package init(tab: AnyRoute?, under: RoutePath?, action: Action, dismissesLayers: Bool) {
    self.tab = tab
    self.under = under
    self.action = action
    self.dismissesLayers = dismissesLayers
  }

  /// Pushed in `tab`'s stack, on `under`, that tab selected.
  ///
  /// - Parameters:
  ///   - tab: The tab, in the root's tab bar.
  ///   - under: The routes under it, from the bottom of the stack up; none by default.
  ///   - dismissingLayers: Whether the layers on screen — over the root, over the selected
  ///     tab's stack and over `tab`'s — are dismissed first; `true` by default.
  public static func push<Tab: Hashable & Sendable>(
    inTab tab: Tab, under: RoutePath = [], dismissingLayers: Bool = true
  ) -> Self {
    Self(tab: AnyRoute(tab), under: under, action: .push, dismissesLayers: dismissingLayers)
  }

  /// Pushed on the root stack, on `under`, in an app with no tabs.
  public static func push(under: RoutePath = [], dismissingLayers: Bool = true) -> Self {
    Self(tab: nil, under: under, action: .push, dismissesLayers: dismissingLayers)
  }

  /// Presented in `style` over `tab`'s stack, that tab selected, the stack holding `under`
  /// (none by default): the back stack the link lands on is the app's choice, whichever tab
  /// was selected.
  public static func present<Tab: Hashable & Sendable>(
    _ style: PresentationStyle, inTab tab: Tab, under: RoutePath = [],
    dismissingLayers: Bool = true
  ) -> Self {
    Self(
      tab: AnyRoute(tab), under: under, action: .present(style),
      dismissesLayers: dismissingLayers)
  }

  /// Presented in `style` over the root stack — over the tab bar, in an app with tabs; the
  /// stack holds `under` when it is given, and stays as it is otherwise.
  public static func present(
    _ style: PresentationStyle, under: RoutePath? = nil, dismissingLayers: Bool = true
  ) -> Self {
    Self(tab: nil, under: under, action: .present(style), dismissesLayers: dismissingLayers)
  }

  /// The root of `tab`'s stack: that tab selected and its stack popped to the route — its
  /// root, or where it is on the stack.
  public static func root<Tab: Hashable & Sendable>(
    ofTab tab: Tab, dismissingLayers: Bool = true
  ) -> Self {
    Self(tab: AnyRoute(tab), under: [], action: .root, dismissesLayers: dismissingLayers)
  }

  /// The commands that place `route`, as one batch.
  ///
  /// A placement that dismisses layers first closes every layer that would hide the route or
  /// keep the tab bar from being used: the one over the root (over the tab bar), the one over
  /// the selected tab's stack (with any shown over it, and in a tab bar inside that tab, the
  /// first on its selected branch), and the one over the stack of the placement's tab. Then
  /// it selects the tab in the root's tab bar and sets that stack — `under` and the route
  /// pushed, `under` and the route presented over it, or the stack popped to the route.
  /// Layers inside the other tabs stay. Selecting the tab that is selected may pop it to its
  /// root (as a tap on it does); the stack is set after, so the result does not depend on
  /// which tab was selected.
  ///
  /// A placement that keeps layers selects its tab as a user would, so a layer over the root
  /// or in the selected tab refuses it (``NavigationRefusal/tabBarCovered``).
  public func commands(placing route: AnyRoute) -> [NavigationCommand] {
    let address = tab.map { StackAddress.tab($0) } ?? .root
    var commands: [NavigationCommand] = []
    if dismissesLayers {
      // The layer over the root, then the first one on the focused branch: the selected tab's.
      commands += [.at(.root, [.dismissAll]), .dismissAll]
    }
    if let tab {
      // Once nothing covers it, the root's tab bar is selected in exactly; a placement that
      // keeps layers selects through them, and is refused when one covers the tab bar.
      commands.append(dismissesLayers ? .at(.root, [.selectTab(tab)]) : .selectTab(tab))
    }
    var stack: [NavigationCommand] = dismissesLayers && tab != nil ? [.dismissAll] : []
    switch action {
    case .push:
      stack.append(.setPath(RoutePath(Array(under ?? []) + [route])))
    case .present(let style):
      if let under { stack.append(.setPath(under)) }
      stack.append(.present(route, style))
    case .root:
      stack.append(.popTo(route))
    }
    commands.append(.at(address, stack))
    return commands
  }
}
