// Where UIKit has view controllers: iOS, iPadOS, Mac Catalyst, tvOS and visionOS. watchOS's
// UIKit has none: UIViewController.h declares the class
// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`
// (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h:101).
#if canImport(UIKit) && !os(watchOS)
  import ModuleRouting
  import UIKit

  /// A `NavigationHost` that shows the tree with UIKit — a `UINavigationController` for each
  /// plain stack, a `UITabBarController` for each tab bar, each layer presented modally — and
  /// hears what the user does there.
  ///
  /// ```swift
  /// var catalog = RouteCatalog<UIViewController>(module: "app")
  /// try catalog.add(HomeRoute.self, key: "home") { route, _ in HomeViewController(route: route) }
  /// let driver = HostDriver(host: UIKitHost(window: window, app: app, catalog: catalog))
  /// Task { await driver.follow(app) }
  /// ```
  ///
  /// Each screen is built as the catalog declares it, told which screen of the tree it is. The
  /// route of a stack holding a tab bar has no screen of its own: the tab bar controller stands
  /// for it, and each tab shows the `tabBarItem` of its root screen. An alert's or a dialog's
  /// route is presented as a `UIAlertController` built from the dialog the catalog declares for
  /// it, read through the router (`AppRouter.dialog(over:using:)`), each action choosing its
  /// button; a route declared with a screen instead is presented as that screen. A route with
  /// neither shows an empty view controller, and the catalog reports it.
  ///
  /// UIKit moves first when the user goes back, swipes a sheet down or taps a tab. The host is
  /// the delegate of each navigation, tab bar and presentation controller it makes and forwards
  /// each callback to a decision of ModuleRouting, tested on Linux: a pop to
  /// `StackPathBinding.userWentBack(toDepth:in:)`, a swipe down to `ShownTree`'s
  /// `allowsSwipingAway`, `userTriedToSwipeAway` and `userSwipedAway`, a tab tap to
  /// `TabSelectionBinding.shouldSelect(_:in:)`. When the router keeps what UIKit already
  /// removed, the host shows it again. After each change it sets what UIKit lets it set before
  /// a gesture starts: the back swipe (`interactivePopGestureRecognizer`), a sheet's swipe down
  /// (`isModalInPresentation`), and its own back menu (`UINavigationItem.backButtonMenu`),
  /// which lists only the screens the guards let the user go back to. The question a leave
  /// guard asks is presented as an alert by the stack it is asked about
  /// (`ShownTree.heldLeavePresenter()`). The decisions are tested; setting UIKit's properties
  /// from them is type-checked on Linux only.
  ///
  /// UIKit pushes several view controllers and dismisses a layer with the layers over it in one
  /// update, so the host plans with `TransitionPlan.Options.pushesAtOnce` and
  /// `dismissalsAtOnce`; ``finishUpdate()`` waits for presentations, dismissals and navigation
  /// transitions to end. On tvOS, which has neither page sheets nor popovers, a sheet or a
  /// popover is presented full screen.
  @MainActor
  public final class UIKitHost: NavigationHost {
    /// Pushes and dismissals at once: UIKit sets several view controllers on a navigation
    /// controller in one call, and dismissing a layer dismisses the layers over it.
    public let capabilities: TransitionPlan.Options = [.pushesAtOnce, .dismissalsAtOnce]
    /// Whether pushes, pops, presentations and dismissals animate; `true` by default.
    public var animates: Bool

    private let window: UIWindow
    /// The router whose state the host shows and to which it forwards what the user does.
    let app: AppRouter
    let catalog: RouteCatalog<UIViewController>
    /// The delegate of every controller the host makes, forwarding to the host.
    private(set) var gestures: GestureForwarder?
    /// The controller showing each stack: a navigation controller, a tab bar controller, or
    /// an alert's or a dialog's own controller.
    private(set) var containers: [StackAddress: UIViewController] = [:]
    /// The routes each navigation controller shows, its root first.
    var routes: [StackAddress: [AnyRoute]] = [:]
    /// The view controllers the host last set on each navigation controller, to show them again
    /// when UIKit removed screens the router kept.
    var controllers: [StackAddress: [UIViewController]] = [:]
    /// The tabs of each tab bar controller, in order.
    var tabs: [StackAddress: [AnyRoute]] = [:]
    /// The layer presented over each stack, as the host presented it.
    var layers: [StackAddress: PresentedLayer] = [:]
    /// The alert asking the held leave's question, while it is on screen.
    var question: (asked: PendingLeave, alert: UIAlertController)?
    /// The navigation controllers that started a transition in the update under way.
    private var transitioning: [UINavigationController] = []
    /// Presentations and dismissals started and not yet completed.
    private var runningModals = 0
    /// The callers of ``finishUpdate()`` waiting for ``runningModals`` to reach zero.
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// A host that shows `app`'s tree in `window`, building screens as `catalog` declares
    /// them, and forwarding what the user does there to `app`.
    ///
    /// - Parameters:
    ///   - window: The window whose root view controller the host sets.
    ///   - app: The router the host shows, and hears the user for; a `HostDriver` makes the
    ///     host follow it.
    ///   - catalog: The app's merged catalog, which declares the view controller of each route
    ///     and the dialog of each alert.
    ///   - animates: Whether changes animate; `true` by default.
    public init(
      window: UIWindow, app: AppRouter, catalog: RouteCatalog<UIViewController>,
      animates: Bool = true
    ) {
      self.window = window
      self.app = app
      self.catalog = catalog
      self.animates = animates
      gestures = GestureForwarder(host: self)
      followHeldLeave()
    }

    /// Builds a new container for `state` — a navigation controller, or a tab bar controller
    /// with a navigation controller per tab — and makes it the window's root view controller,
    /// or puts it in place of the tab's controller.
    ///
    /// - Parameters:
    ///   - stack: The root stack or a tab's stack.
    ///   - state: What to show there.
    public func replace(_ stack: StackAddress, with state: NavigationState) {
      forget(stack)
      let controller = makeContainer(for: state, at: stack, style: nil)
      if stack.isRoot {
        window.rootViewController = controller
        return
      }
      // Otherwise a tab's stack: a layer's is dismissed and presented again instead.
      guard let parent = stack.parent, case .tab(let tab)? = stack.steps.last,
        let tabBar = containers[parent] as? UITabBarController,
        let index = tabs[parent]?.firstIndex(of: tab)
      else { return }
      var controllers = tabBar.viewControllers ?? []
      guard controllers.indices.contains(index) else { return }
      controllers[index] = controller
      tabBar.setViewControllers(controllers, animated: false)
    }

    /// Sets the navigation controller's view controllers without animation, keeping those
    /// below the first route that changed and building the rest; an alert or a dialog is
    /// presented again with its new route.
    ///
    /// - Parameters:
    ///   - newRoutes: The root, then each pushed route.
    ///   - stack: The stack.
    public func setRoutes(_ newRoutes: [AnyRoute], of stack: StackAddress) {
      guard let container = containers[stack], !(container is UITabBarController) else { return }
      guard let navigation = container as? UINavigationController else {
        if let route = newRoutes.first { replaceLeafLayer(at: stack, showing: route) }
        return
      }
      // The screens below the first changed route stay; from it up they are new screens.
      let current = navigation.viewControllers
      let kept = zip(zip(routes[stack] ?? [], newRoutes), current).prefix { routes, _ in
        routes.0 == routes.1
      }
      let built = newRoutes.indices.dropFirst(kept.count).map { depth in
        screen(for: newRoutes[depth], at: ScreenID(stack: stack, depth: depth))
      }
      navigation.setViewControllers(kept.map(\.1) + built, animated: false)
      routes[stack] = newRoutes
      self.controllers[stack] = navigation.viewControllers
    }

    /// Pushes the routes' screens onto the stack's navigation controller: one with
    /// `pushViewController`, several in one `setViewControllers`.
    ///
    /// - Parameters:
    ///   - newRoutes: The routes to push.
    ///   - stack: The stack.
    public func push(_ newRoutes: [AnyRoute], onto stack: StackAddress) {
      guard let navigation = containers[stack] as? UINavigationController else { return }
      let depth = navigation.viewControllers.count
      let pushed = newRoutes.enumerated().map { offset, route in
        screen(for: route, at: ScreenID(stack: stack, depth: depth + offset))
      }
      if pushed.count == 1 {
        navigation.pushViewController(pushed[0], animated: animates)
      } else {
        navigation.setViewControllers(navigation.viewControllers + pushed, animated: animates)
      }
      routes[stack, default: []] += newRoutes
      controllers[stack] = navigation.viewControllers
      transitioning.append(navigation)
    }

    /// Pops the stack's navigation controller to the screen at `depth`.
    ///
    /// - Parameters:
    ///   - stack: The stack.
    ///   - depth: The depth left: 0 pops to the root.
    public func pop(_ stack: StackAddress, toDepth depth: Int) {
      guard let navigation = containers[stack] as? UINavigationController,
        navigation.viewControllers.indices.contains(depth)
      else { return }
      _ = navigation.popToViewController(navigation.viewControllers[depth], animated: animates)
      routes[stack] = Array((routes[stack] ?? []).prefix(depth + 1))
      controllers[stack] = Array((controllers[stack] ?? []).prefix(depth + 1))
      transitioning.append(navigation)
    }

    /// Presents the layer's container modally from the stack's: a page sheet, a full-screen
    /// cover, a popover anchored to the presenting view, or the alert's or dialog's own
    /// controller. tvOS has neither page sheets nor popovers: there a sheet and a popover are
    /// presented full screen.
    ///
    /// - Parameters:
    ///   - layer: The layer: its style and its state.
    ///   - stack: The stack that presents it.
    public func present(_ layer: PresentedLayer, over stack: StackAddress) {
      guard let presenter = containers[stack] else { return }
      let controller = makeContainer(for: layer.state, at: stack.presented, style: layer.style)
      setStyle(of: controller, to: layer.style, from: presenter)
      layers[stack] = layer
      controller.presentationController?.delegate = gestures
      // UIKit never completes a presentation it refuses (from a controller already presenting,
      // or out of the window), so only one it can make is waited for.
      let waits = presenter.presentedViewController == nil && presenter.view.window != nil
      if waits { startModal() }
      presenter.present(controller, animated: animates) { [weak self] in
        if waits { self?.endModal() }
      }
    }

    /// Dismisses what the stack's controller presents, with everything presented over it.
    ///
    /// - Parameter stack: The stack that presents the layer.
    public func dismiss(over stack: StackAddress) {
      forget(stack.presented)
      layers[stack] = nil
      guard let presenter = containers[stack], presenter.presentedViewController != nil else {
        return
      }
      startModal()
      presenter.dismiss(animated: animates) { [weak self] in self?.endModal() }
    }

    /// Selects the tab's controller in the stack's tab bar controller.
    ///
    /// - Parameters:
    ///   - tab: The tab's identity.
    ///   - stack: The stack holding the tab bar.
    public func selectTab(_ tab: AnyRoute, of stack: StackAddress) {
      guard let tabBar = containers[stack] as? UITabBarController,
        let index = tabs[stack]?.firstIndex(of: tab)
      else { return }
      tabBar.selectedIndex = index
    }

    /// Returns once the navigation transitions started in this update have ended and every
    /// presentation and dismissal has completed.
    public func finishUpdate() async {
      let transitioning = self.transitioning
      self.transitioning = []
      for navigation in transitioning {
        await finishTransition(of: navigation)
      }
      while runningModals > 0 {
        await withCheckedContinuation { waiting.append($0) }
      }
      refreshGestures()
      askHeldLeave()
    }

    // MARK: - Building

    /// Sets how `controller` is presented from `presenter` to show a layer of `style`.
    private func setStyle(
      of controller: UIViewController, to style: PresentationStyle, from presenter: UIViewController
    ) {
      switch style {
      case .sheet:
        // UIViewController.h, line 49: `UIModalPresentationPageSheet API_AVAILABLE(ios(3.2))
        // API_UNAVAILABLE(tvos),` (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
        // iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h).
        #if os(tvOS)
          controller.modalPresentationStyle = .fullScreen
        #else
          controller.modalPresentationStyle = .pageSheet
        #endif
      case .fullScreenCover:
        controller.modalPresentationStyle = .fullScreen
      case .popover:
        // The same UIViewController.h, line 55: `UIModalPresentationPopover
        // API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos),`; UIPopoverPresentationController.h
        // declares the popover's controller `API_UNAVAILABLE(tvos)` too, so there is nothing to
        // anchor on tvOS.
        #if os(tvOS)
          controller.modalPresentationStyle = .fullScreen
        #else
          controller.modalPresentationStyle = .popover
          controller.popoverPresentationController?.sourceView = presenter.view
          controller.popoverPresentationController?.sourceRect = presenter.view.bounds
        #endif
      case .alert:
        // The controller built for the route keeps its own style: a `UIAlertController`'s.
        break
      case .confirmationDialog:
        // An action sheet is a popover where the width is regular: it is anchored to the
        // presenting view, as a popover is; tvOS has no popover to anchor.
        #if !os(tvOS)
          controller.popoverPresentationController?.sourceView = presenter.view
          controller.popoverPresentationController?.sourceRect = presenter.view.bounds
        #endif
      }
    }

    /// The controller showing `state` at `stack`, with a controller for each of its tabs,
    /// kept as the container of each stack it shows.
    private func makeContainer(
      for state: NavigationState, at stack: StackAddress, style: PresentationStyle?
    ) -> UIViewController {
      let controller: UIViewController
      if let group = state.tabs {
        let tabBar = UITabBarController()
        let ids = group.tabs
        let children = zip(ids, group.states).map { tab, tabState in
          makeContainer(for: tabState, at: stack.tab(tab), style: nil)
        }
        tabBar.setViewControllers(children, animated: false)
        tabBar.delegate = gestures
        if let selected = group.selected, let index = ids.firstIndex(of: selected) {
          tabBar.selectedIndex = index
        }
        tabs[stack] = ids
        controller = tabBar
      } else if let style, style.isLeaf {
        controller = dialogController(for: state.root, at: stack, style: style)
      } else {
        let shown = [state.root] + state.path
        let navigation = UINavigationController()
        let controllers = shown.enumerated().map { depth, route in
          screen(for: route, at: ScreenID(stack: stack, depth: depth))
        }
        navigation.setViewControllers(controllers, animated: false)
        navigation.tabBarItem = controllers[0].tabBarItem
        navigation.delegate = gestures
        routes[stack] = shown
        self.controllers[stack] = controllers
        controller = navigation
      }
      containers[stack] = controller
      return controller
    }

    /// The screen of `route`, or an empty one when none is declared (the catalog's screens report
    /// it).
    func screen(for route: AnyRoute, at screen: ScreenID) -> UIViewController {
      (try? catalog.screens.screen(for: route, at: screen)) ?? UIViewController()
    }

    /// Shows another alert or dialog at `stack`: UIKit cannot change one in place, so the old
    /// one is dismissed without animation and the new one presented.
    private func replaceLeafLayer(at stack: StackAddress, showing route: AnyRoute) {
      guard let parent = stack.parent, let presenter = containers[parent],
        presenter.presentedViewController != nil
      else { return }
      let style = layers[parent]?.style ?? .alert
      let controller = dialogController(for: route, at: stack, style: style)
      containers[stack] = controller
      startModal()
      presenter.dismiss(animated: false) { [weak self] in
        presenter.present(controller, animated: false) { self?.endModal() }
      }
    }

    /// Drops what the host keeps for `stack` and every stack inside it.
    func forget(_ stack: StackAddress) {
      containers = containers.filter { !$0.key.hasPrefix(stack) }
      routes = routes.filter { !$0.key.hasPrefix(stack) }
      controllers = controllers.filter { !$0.key.hasPrefix(stack) }
      tabs = tabs.filter { !$0.key.hasPrefix(stack) }
      layers = layers.filter { !$0.key.hasPrefix(stack) }
    }

    /// The stack `controller` shows: a navigation or tab bar controller the host made.
    func stack(of controller: UIViewController) -> StackAddress? {
      containers.first { $0.value === controller }?.key
    }

    /// The controller showing the stack at `address`.
    func container(at address: StackAddress) -> UIViewController? {
      containers[address]
    }

    // MARK: - Waiting

    /// Returns once `navigation`'s push or pop, if one is running, has ended.
    private func finishTransition(of navigation: UINavigationController) async {
      guard let coordinator = navigation.transitionCoordinator else { return }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let queued = coordinator.animate(alongsideTransition: nil) { _ in continuation.resume() }
        // Not queued, the completion never runs.
        if !queued { continuation.resume() }
      }
    }

    private func startModal() {
      runningModals += 1
    }

    private func endModal() {
      runningModals -= 1
      guard runningModals == 0 else { return }
      let waiting = self.waiting
      self.waiting = []
      for continuation in waiting {
        continuation.resume()
      }
    }
  }
#endif
