import NavCore

/// Where the route a link opens is placed on the tree: the tab selected, the routes under it in
/// that tab's stack, whether it is pushed or presented and how, and whether the layers
/// presented first are dismissed.
///
/// The composition root declares one per linkable route type (``RouteCatalog/place(_:_:)``),
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
/// also when a guard kept the link to resume later. A tree that cannot host it (no such tab, a
/// tab bar covered by a layer kept) refuses it as it refuses those commands.
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
  /// Whether the layers that would hide the route are dismissed first: the one presented over
  /// the root (over the tab bar), and the one over the tab's stack.
  public var dismissesLayers: Bool

  /// A placement: see the static functions for the usual ones.
  public init(tab: AnyRoute?, under: RoutePath?, action: Action, dismissesLayers: Bool) {
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
  ///   - dismissingLayers: Whether the layers over the root and over the tab's stack are
  ///     dismissed first; `true` by default.
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

  /// The commands that place `route`, as one batch: dismiss the layer over the root and the
  /// one over the tab's stack, select the tab, then set that stack — `under` and the route
  /// pushed, `under` and the route presented over it, or the stack popped to the route. Layers
  /// inside other tabs stay. Selecting the tab that is selected may pop it to its root (as a
  /// tap on it does); the stack is set after, so the result does not depend on which tab was
  /// selected.
  public func commands(placing route: AnyRoute) -> [NavigationCommand] {
    let address = tab.map { StackAddress.tab($0) } ?? .root
    var commands: [NavigationCommand] = dismissesLayers ? [.at(.root, [.dismissAll])] : []
    if let tab { commands.append(.selectTab(tab)) }
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
