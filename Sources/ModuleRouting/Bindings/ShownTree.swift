import NavCore

/// The tree as one part of a UI shows it: the router's slices, or inside a layer that is
/// leaving, that layer's frozen copy (``LayerContent``). It answers what each part shows and
/// whether a gesture may start there.
///
/// Every read a view makes and every write its bindings make go through it, so a leaving layer
/// shows its own content and a write from it — a `NavigationStack` emptying its path as it
/// goes — reaches nothing.
///
/// ```swift
/// let tree = ShownTree(app)  // the root stack's views; inside a sheet, with its LayerContent
/// tree.path(at: .root)        // what the stack shows
/// tree.allowsSystemBack(at: .root)  // whether the system's Back and its swipe may start
/// ```
@MainActor
public struct ShownTree {
  /// The router.
  public let app: AppRouter
  /// The innermost layer the view is inside, or `nil` for the root stack's views.
  public let layer: LayerContent?

  /// The tree of `app`, as the views inside `layer` show it.
  public init(_ app: AppRouter, inside layer: LayerContent? = nil) {
    self.app = app
    self.layer = layer
  }

  /// Whether the view shows the router's state, so its writes may reach the router.
  public var isLive: Bool {
    layer?.frozen(in: app) == nil
  }

  /// The root of the stack at `address`; a view that reads it is told when the stack is
  /// replaced, not on a push or a tab selection.
  public func root(at address: StackAddress) -> AnyRoute? {
    read(address, live: app.root(at:)) { $0.root }
  }

  /// The tabs of the tab bar at `address`, or `nil` for a plain stack; a view that reads
  /// them is told when the tabs change, not when one is selected.
  public func tabs(at address: StackAddress) -> [AnyRoute]? {
    read(address, live: app.tabs(at:)) { $0.tabs?.tabs }
  }

  /// The selected tab at `address`, as ``AppRouter/selectedTab(at:)`` reads it.
  public func selectedTab(at address: StackAddress) -> AnyRoute? {
    read(address, live: app.selectedTab(at:)) { $0.tabs?.selected }
  }

  /// The path of the stack at `address`, as ``AppRouter/path(at:)`` reads it.
  public func path(at address: StackAddress) -> RoutePath {
    read(address, live: app.path(at:)) { $0.path } ?? []
  }

  /// The layer over the stack at `address`, as ``AppRouter/presented(at:)`` reads it.
  public func presented(at address: StackAddress) -> PresentedLayer? {
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
  public func allowsSwipingAway(
    layerOver address: StackAddress, presentation: RoutePresentation
  ) -> Bool {
    _ = path(at: address.presented)
    _ = presented(at: address.presented)
    return presentation.interactiveDismissal && isLive
      && app.allows([.at(address, [.dismiss])])
  }

  /// Whether the router would pop the top `count` screens of the stack at `address` as one
  /// request — a dry run through the guards, judged as a binding write: a leave guard on any
  /// of them that would ask, or a guard that would refuse, refuses the whole pop.
  ///
  /// It reads the stack's path and the layer over it, so a view that asks is asked again when
  /// either changes.
  public func allowsPop(count: Int, at address: StackAddress) -> Bool {
    let path = path(at: address)
    _ = presented(at: address)
    return count > 0 && count <= path.count && isLive
      && app.allows([.at(address, [.pop(count: count)])])
  }

  /// Whether the user may go back from the top screen of the stack at `address` with the
  /// system's Back button, its swipe and its long-press menu: the stack has a screen above its
  /// root, and the router would pop it, and would pop every screen above the root too — the
  /// deepest pop the menu offers, asked as one request. When not, the router's own Back button
  /// takes their place and asks the router: a leave guard then asks its question, instead of
  /// the menu popping past a guarded screen lower in the stack.
  ///
  /// It reads the stack's path and the layer over it, so a view that asks is asked again when
  /// either changes.
  public func allowsSystemBack(at address: StackAddress) -> Bool {
    let depth = path(at: address).count
    return allowsPop(count: 1, at: address)
      && (depth == 1 || allowsPop(count: depth, at: address))
  }

  /// Goes back from the top screen of the stack at `address` through the router, as the
  /// router's own Back button does; a leave guard may hold it and ask.
  ///
  /// - Returns: What the router answered, or `nil` when the view is leaving and nothing was
  ///   asked.
  @discardableResult
  public func goBack(
    at address: StackAddress, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult? {
    isLive ? app.perform(.at(address, [.pop(count: 1)]), fileID: fileID, line: line) : nil
  }

  /// The stack whose view presents the question a leave guard holds a request on
  /// (``AppRouter/pendingLeave``), or `nil` when none is held: the stack of the screens the
  /// guard asked about — inside a sheet, the sheet's — or the stack of the sheet, cover or
  /// popover over it, so the question shows on top of what is on screen instead of waiting for
  /// the layers over it to go.
  ///
  /// It reads the held leave and the layers over the stack, so a view that asks is asked
  /// again when either changes.
  public func heldLeavePresenter() -> StackAddress? {
    guard let leave = app.pendingLeave else { return nil }
    var address = leave.screens.map(\.stack).max { $0.steps.count < $1.steps.count } ?? .root
    while let layer = app.presented(at: address), !layer.style.isLeaf {
      address = address.presented
    }
    return address
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
