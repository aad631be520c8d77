import NavCore

/// What shows a navigation tree on screen with a toolkit's own containers — navigation
/// controllers, tab bar controllers, presented controllers — and performs, one by one, the
/// operations a ``HostDriver`` asks for.
///
/// A host does not diff states: the driver plans each change (``TransitionPlan``), reads each
/// update's ``NavigationChange``, and tells the host which stacks to push onto, pop, present
/// over, dismiss, select or rebuild; after each update it waits for ``finishUpdate()`` before
/// asking for the next.
///
/// ```swift
/// final class ConsoleHost: NavigationHost {
///   let capabilities: TransitionPlan.Options = [.pushesAtOnce]
///   func push(_ routes: [AnyRoute], onto stack: StackAddress) { print("push \(routes)") }
///   // …
/// }
/// let driver = HostDriver(host: ConsoleHost())
/// await driver.show(app.state)
/// ```
///
/// Addresses are those of the state the driver moves through: a stack is the root stack, a
/// tab's stack, or the stack of a layer presented over another (``StackAddress``). A host sees
/// routes, never how a tab bar treats reselection: that stays the router's.
@MainActor
public protocol NavigationHost: AnyObject {
  /// What the host can do in one update: the driver plans with these.
  var capabilities: TransitionPlan.Options { get }

  /// Shows `state` at `stack` in place of what is there: a new root stack, or a tab's stack
  /// that became a tab bar. The state is as first shown — a root, and for a tab bar its tabs
  /// and selection — with nothing pushed or presented, and the stack it replaces presents
  /// nothing by then.
  ///
  /// - Parameters:
  ///   - stack: The root stack or a tab's stack.
  ///   - state: What to show there.
  func replace(_ stack: StackAddress, with state: NavigationState)

  /// Shows `routes` as the screens of `stack`, its root first, in place: the screens whose
  /// routes changed are rebuilt without a push or pop animation. For a tab bar's stack,
  /// `routes` is the route of the screen holding the tab bar.
  ///
  /// - Parameters:
  ///   - routes: The root, then each pushed route.
  ///   - stack: The stack.
  func setRoutes(_ routes: [AnyRoute], of stack: StackAddress)

  /// Pushes `routes` onto `stack`, in order: one route unless the host pushes several at once
  /// (``TransitionPlan/Options/pushesAtOnce``).
  ///
  /// - Parameters:
  ///   - routes: The routes to push.
  ///   - stack: The stack.
  func push(_ routes: [AnyRoute], onto stack: StackAddress)

  /// Pops `stack` until `depth` routes are pushed above its root: 0 pops to the root.
  ///
  /// - Parameters:
  ///   - stack: The stack.
  ///   - depth: The depth left.
  func pop(_ stack: StackAddress, toDepth depth: Int)

  /// Presents `layer` over `stack`, which presents nothing yet. The layer's state is as first
  /// shown: its root, and for a tab bar its tabs and selection; what is pushed in it and
  /// presented over it follows in later operations.
  ///
  /// - Parameters:
  ///   - layer: The layer: its style and its state.
  ///   - stack: The stack that presents it.
  func present(_ layer: PresentedLayer, over stack: StackAddress)

  /// Dismisses the layer presented over `stack`, with everything inside it.
  ///
  /// - Parameter stack: The stack that presents the layer.
  func dismiss(over stack: StackAddress)

  /// Selects `tab` in the tab bar of `stack`.
  ///
  /// - Parameters:
  ///   - tab: The tab's identity.
  ///   - stack: The stack holding the tab bar.
  func selectTab(_ tab: AnyRoute, of stack: StackAddress)

  /// Returns once the host can take the next update: its animations done, its presentations
  /// finished. The driver calls it after each update's operations.
  func finishUpdate() async
}

extension NavigationHost {
  /// Returns at once: a host that makes each update synchronously needs nothing more.
  public func finishUpdate() async {}
}
