import ModuleRouting

/// One thing a user can do on a screen, as the reachability explorer plays it: a label for
/// findings and the map, and the call it makes.
///
/// ```swift
/// let signIn = ExplorationAction<ComposedApp>("sign in") { composed in
///   composed.model(SignInModel.self)?.signInTapped()  // the app's helper: the top screen's model
/// }
/// let settingsTab = ExplorationAction<ComposedApp>.tab(MainTab.settings, label: "tab: settings")
/// ```
///
/// An action is a value the test declares once; the explorer plays it on a fresh app each
/// time, so it reads what it needs from the app it is given, never from a captured one.
public struct ExplorationAction<App>: Sendable {
  /// The name of the action in findings' paths and on the map's edges: stable and unique
  /// among the actions a screen offers.
  public let label: String
  /// The call, given the app and its router.
  let perform: @MainActor @Sendable (App, AppRouter) -> Void
  /// Whether `perform` awaits what it starts — a screen that hands a value back, a flow — so
  /// the explorer runs it in a task of its own and waits for the state to change.
  let awaited: (@MainActor @Sendable (App, AppRouter) async -> Void)?
  /// Whether the action is a tap on the tab bar, which the map draws once, from the tab bar.
  private(set) var isTabBarTap = false

  /// An action that calls `body` on the app: a tap on a screen's model, a module router's
  /// call, an exit.
  ///
  /// - Parameters:
  ///   - label: The action's name in findings and on the map.
  ///   - body: The call, on the fresh app the explorer built.
  public init(_ label: String, _ body: @escaping @MainActor @Sendable (App) -> Void) {
    self.label = label
    perform = { app, _ in body(app) }
    awaited = nil
  }

  private init(
    label: String, perform: @escaping @MainActor @Sendable (App, AppRouter) -> Void,
    awaited: (@MainActor @Sendable (App, AppRouter) async -> Void)?
  ) {
    self.label = label
    self.perform = perform
    self.awaited = awaited
  }

  /// An action whose call awaits what it starts — a screen pushed or presented to hand a
  /// value back, a flow run to its end — and returns only then.
  ///
  /// The explorer starts `body` in a task and lets it run until the router's state changes
  /// (its first screen shows) or it waits with nothing changed; the task is cancelled when
  /// the explorer is done with that app, and the exploration returns once it ended, so `body`
  /// must end when cancelled (the router's awaiting calls do: their screen's wait ends). One
  /// that does not end within ``ReachabilityExplorer/Limits/cancellationWait`` is reported as
  /// ``ReachabilityFinding/unfinished(action:path:)``, and the exploration returns without it.
  ///
  /// ```swift
  /// .awaiting("details: edit") { composed in
  ///   _ = await composed.model(ItemDetailsModel.self)?.editTapped()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - label: The action's name in findings and on the map.
  ///   - body: The call, on the fresh app the explorer built.
  public static func awaiting(
    _ label: String, _ body: @escaping @MainActor @Sendable (App) async -> Void
  ) -> Self {
    Self(label: label, perform: { _, _ in }, awaited: { app, _ in await body(app) })
  }

  /// An action that calls `body` on the app's router: the tab bar, a link, a system gesture.
  ///
  /// - Parameters:
  ///   - label: The action's name in findings and on the map.
  ///   - body: The call, on the router of the fresh app the explorer built.
  public static func router(
    _ label: String, _ body: @escaping @MainActor @Sendable (AppRouter) -> Void
  ) -> Self {
    Self(label: label, perform: { _, router in body(router) }, awaited: nil)
  }

  /// A tap on a tab of the tab bar on the focused branch, played as a `TabView` writes it:
  /// the tab, with the selection the tab bar showed (`TabSelectionBinding`), so a tap on the
  /// selected tab is a tap again. The map draws it once, from its tab bar node to the tab's
  /// root screen, whichever screen it was tapped on.
  ///
  /// - Parameters:
  ///   - tab: The tab's identity.
  ///   - label: The action's name; `tab: ` and the tab by default.
  public static func tab<Tab: Hashable & Sendable>(_ tab: Tab, label: String? = nil) -> Self {
    var action = router(label ?? "tab: \(tab)") { router in
      let tab = AnyRoute(tab)
      let tree = ShownTree(router)
      let address = router.state.tabBar(holding: tab) ?? .root
      TabSelectionBinding(address: address, in: tree).write(tab, in: tree)
    }
    action.isTabBarTap = true
    return action
  }

  /// Opening a link, as the app receives it.
  ///
  /// - Parameters:
  ///   - link: The link: `myapp://dashboard/billing`, `/settings/privacy`.
  ///   - links: The app's links.
  ///   - label: The action's name; `open ` and the link by default.
  public static func link(_ link: String, using links: AppLinks, label: String? = nil) -> Self {
    router(label ?? "open \(link)") { $0.open(link, using: links) }
  }

  /// A tap on the button titled `title` of the alert or dialog on top, its content read as a
  /// host reads it: through the router (`AppRouter.topDialog(using:)`), which binds the
  /// button to its layer.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - catalog: The app's catalog, which declares its alerts' and dialogs' content.
  ///   - label: The action's name; the title by default.
  public static func button<Screen>(
    _ title: String, using catalog: RouteCatalog<Screen>, label: String? = nil
  ) -> Self {
    router(label ?? title) { router in
      guard let content = try? router.topDialog(using: catalog),
        let button = content.buttons.first(where: { $0.title == title })
      else { return }
      router.choose(button)
    }
  }

  /// The navigation bar's back button, offered on every screen pushed on a stack, played as the
  /// UI makes it (`ShownTree.allowsSystemBack(at:)`): where the system's Back is offered, its
  /// `NavigationStack` writes the path one shorter than it showed (`StackPathBinding`);
  /// elsewhere the router's own Back button asks the router, and a leave guard asks.
  public static var back: Self {
    router("back") { router in
      guard let stack = router.state.screensOnView.last?.stack else { return }
      let tree = ShownTree(router)
      guard tree.allowsSystemBack(at: stack) else {
        tree.goBack(at: stack)
        return
      }
      guard let root = tree.root(at: stack) else { return }
      let binding = StackPathBinding(address: stack, root: root, in: tree)
      binding.write(RoutePath(binding.elements.dropLast()), in: tree, hasScreen: { _ in true })
    }
  }

  /// A swipe down on a sheet or a tap outside a popover, offered while one is on top and its
  /// route type allows interactive dismissal, played as the UI makes it: the swipe starts only
  /// when the router would dismiss the layer (`ShownTree.allowsSwipingAway`), and its binding
  /// then writes `nil`, naming the layer it showed (`LayerPresentation`). Where a guard would
  /// refuse or a leave guard would ask, the swipe does not start, and nothing changes.
  public static var dismiss: Self {
    router("dismiss") { router in
      guard let stack = router.state.screensOnView.last?.stack,
        let last = stack.steps.lastIndex(of: .presented)
      else { return }
      let presenter = StackAddress(steps: Array(stack.steps[..<last]))
      let tree = ShownTree(router)
      guard tree.allowsSwipingAway(layerOver: presenter, presentation: RoutePresentation()),
        let layer = tree.presented(at: presenter).map(ShownLayer.init)
      else { return }
      let presentation = LayerPresentation(
        router, over: presenter, nextTurn: { $0() }, after: { _, _ in })
      let shown = presentation.shown(layer.kind, in: tree)
      presentation.userWrote(isPresented: false, shown: shown)
    }
  }

  /// The answer that confirms a held leave ("Discard"), offered while one is held.
  public static var confirmLeave: Self {
    router("confirm leave") { $0.confirmLeave() }
  }

  /// The answer that cancels a held leave ("Keep editing"), offered while one is held.
  public static var cancelLeave: Self {
    router("cancel leave") { $0.cancelLeave() }
  }
}

extension NavigationState {
  /// The deepest tab bar on the focused branch that has `tab`, as a user sees it: the one a
  /// tap on that tab reaches.
  fileprivate func tabBar(holding tab: AnyRoute) -> StackAddress? {
    let steps = focusedAddress.steps
    for count in stride(from: steps.count, through: 0, by: -1) {
      let address = StackAddress(steps: Array(steps.prefix(count)))
      if self[stack: address]?.tabs?.tabs.contains(tab) == true { return address }
    }
    return nil
  }
}
