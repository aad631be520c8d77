import NavCore

/// The screens of one presented layer — a sheet, a cover or a popover — as the UI shows them:
/// the router's state while the layer is on screen, and once the router dismissed or replaced
/// it, the state the layer last had, frozen while it animates out.
///
/// Without it, a layer leaving would redraw from the router's state, where it is already gone:
/// a sheet dismissed from code would slide down empty, or showing the layer that replaced it.
@MainActor
package final class LayerContent {
  /// The layer as the presenter showed it.
  package let shown: ShownLayer
  /// The stack the layer is presented over.
  package let presenter: StackAddress
  /// The layer this one is presented inside, if any: when that one leaves, this one leaves
  /// with it.
  package let outer: LayerContent?
  /// The layer as it was the last time one of its screens read it.
  private var last: PresentedLayer
  /// Whether the router no longer has the layer. Once gone, it stays gone: the same route
  /// presented again is a new presentation, with content of its own.
  package private(set) var hasLeft = false

  /// The content of `shown`, presented over the stack at `presenter`, inside `outer`.
  package init(_ shown: ShownLayer, over presenter: StackAddress, inside outer: LayerContent?) {
    self.shown = shown
    self.presenter = presenter
    self.outer = outer
    last = shown.layer
  }

  /// The frozen copy screens inside the layer read, with the address of the stack it is the
  /// state of; `nil` while the layer and every layer around it are on screen.
  ///
  /// While the layer is on screen this reads the router's layer, so a view that calls it is
  /// told when the layer is dismissed or replaced, and keeps it as the copy to freeze.
  package func frozen(in app: AppRouter) -> (address: StackAddress, state: NavigationState)? {
    if let frozen = outer?.frozen(in: app) { return frozen }
    if !hasLeft, let layer = app.presented(at: presenter), ShownLayer(layer) == shown {
      last = layer
      return nil
    }
    hasLeft = true
    return (presenter.presented, last.state)
  }
}

/// The tree as one part of a routed view shows it: the router's slices, or inside a layer that
/// is leaving, that layer's frozen copy (``LayerContent``).
///
/// Every read a view makes and every write its bindings make go through it, so a leaving layer
/// shows its own content and a write from it — a `NavigationStack` emptying its path as it
/// goes — reaches nothing.
@MainActor
package struct ShownTree {
  /// The router.
  package let app: AppRouter
  /// The innermost layer the view is inside, or `nil` for the root stack's views.
  package let layer: LayerContent?

  /// The tree of `app`, as the views inside `layer` show it.
  package init(_ app: AppRouter, inside layer: LayerContent? = nil) {
    self.app = app
    self.layer = layer
  }

  /// Whether the view shows the router's state, so its writes may reach the router.
  package var isLive: Bool {
    layer?.frozen(in: app) == nil
  }

  /// The root of the stack at `address`, as ``AppRouter/root(at:)`` reads it.
  package func root(at address: StackAddress) -> AnyRoute? {
    read(address, live: app.root(at:)) { $0.root }
  }

  /// The tabs of the tab bar at `address`, as ``AppRouter/tabs(at:)`` reads them.
  package func tabs(at address: StackAddress) -> [AnyRoute]? {
    read(address, live: app.tabs(at:)) { $0.tabs?.tabs }
  }

  /// The selected tab at `address`, as ``AppRouter/selectedTab(at:)`` reads it.
  package func selectedTab(at address: StackAddress) -> AnyRoute? {
    read(address, live: app.selectedTab(at:)) { $0.tabs?.selected }
  }

  /// The path of the stack at `address`, as ``AppRouter/path(at:)`` reads it.
  package func path(at address: StackAddress) -> RoutePath {
    read(address, live: app.path(at:)) { $0.path } ?? []
  }

  /// The layer over the stack at `address`, as ``AppRouter/presented(at:)`` reads it.
  package func presented(at address: StackAddress) -> PresentedLayer? {
    read(address, live: app.presented(at:)) { $0.presented }
  }

  /// Whether the user may start to swipe away the layer over the stack at `address`: the
  /// layer's presentation lets them, and the router would let it be dismissed (a dry run through
  /// the guards, ``AppRouter/allows(_:)``). A leave guard that would ask, or a guard that would
  /// refuse, keeps the gesture from starting, instead of the layer bouncing back after it
  /// moved.
  ///
  /// The dry run's answer is not observable: this reads the layer's path and the layer over
  /// it, so a view that asks is asked again when a screen is pushed or presented in the layer.
  package func allowsSwipingAway(
    layerOver address: StackAddress, presentation: RoutePresentation
  ) -> Bool {
    _ = path(at: address.presented)
    _ = presented(at: address.presented)
    return presentation.interactiveDismissal && isLive
      && app.allows([.at(address, [.dismiss])])
  }

  /// Whether the user may go back from the top screen of the stack at `address` with the
  /// system's Back button and swipe: the stack has a screen above its root and the router would
  /// pop it. When not, the router's own Back button takes their place, and asks the router:
  /// a leave guard then asks its question.
  ///
  /// It reads the stack's path and the layer over it, so a view that asks is asked again when
  /// either changes.
  package func allowsSystemBack(at address: StackAddress) -> Bool {
    let path = path(at: address)
    _ = presented(at: address)
    return !path.isEmpty && isLive && app.allows([.at(address, [.pop(count: 1)])])
  }

  /// Goes back from the top screen of the stack at `address` through the router, as the
  /// router's own Back button does; a leave guard may hold it and ask.
  @discardableResult
  package func goBack(at address: StackAddress) -> NavigationResult? {
    isLive ? app.perform(.at(address, [.pop(count: 1)])) : nil
  }

  /// Selects a tab as a `TabView`'s binding does, when the view shows the router's state.
  ///
  /// - Returns: What the router answered, or `nil` when the view is leaving and nothing was
  ///   asked.
  @discardableResult
  package func selectTab(_ tab: AnyRoute, at address: StackAddress) -> NavigationResult? {
    isLive ? app.selectTab(tab, at: address) : nil
  }

  private func read<Value>(
    _ address: StackAddress, live: (StackAddress) -> Value?,
    frozen value: (NavigationState) -> Value?
  ) -> Value? {
    guard let (base, state) = layer?.frozen(in: app) else { return live(address) }
    guard address.hasPrefix(base) else { return nil }
    let inside = StackAddress(steps: Array(address.steps.dropFirst(base.steps.count)))
    return state[stack: inside].flatMap(value)
  }
}
