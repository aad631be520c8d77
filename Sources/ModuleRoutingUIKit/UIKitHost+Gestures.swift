#if canImport(UIKit) && !os(watchOS)
  import ModuleRouting
  import UIKit

  /// The delegate of every navigation, tab bar and presentation controller a ``UIKitHost``
  /// makes. It only forwards: what each callback does is a decision of ModuleRouting, which the
  /// host asks.
  @MainActor
  final class GestureForwarder: NSObject, UINavigationControllerDelegate,
    UITabBarControllerDelegate, UIAdaptivePresentationControllerDelegate
  {
    private weak var host: UIKitHost?

    init(host: UIKitHost) {
      self.host = host
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      host?.navigationDidShow(navigationController)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      host?.tabBar(tabBarController, shouldSelect: viewController) ?? true
    }

    func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool {
      host?.mayDismiss(presentationController) ?? true
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      host?.triedToDismiss(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      host?.didDismiss(presentationController)
    }
  }

  extension UIKitHost {
    /// The navigation controller shows a screen: after a push or a pop the host made, it shows
    /// as many screens as the host set; after the user went back (a swipe, Back, the back
    /// menu), fewer — the pop the router is asked for. A cancelled interactive pop shows as
    /// many as before, and asks nothing.
    func navigationDidShow(_ navigation: UINavigationController) {
      guard let stack = stack(of: navigation), let shown = routes[stack], let root = shown.first
      else { return }
      let depth = navigation.viewControllers.count - 1
      guard depth < shown.count - 1 else { return }
      let binding = StackPathBinding(
        address: stack, root: root, shown: RoutePath(shown.dropFirst()))
      if binding.userWentBack(toDepth: depth, in: ShownTree(app)) {
        // The router kept the screens UIKit removed: they are shown again.
        navigation.setViewControllers(controllers[stack] ?? [], animated: false)
      } else {
        routes[stack] = Array(shown.prefix(depth + 1))
        controllers[stack] = navigation.viewControllers
      }
      refreshGestures()
    }

    /// A tab is tapped: the router is asked, and UIKit selects the tab itself only when the
    /// router selected another tab; a tap again pops through the router.
    func tabBar(_ tabBar: UITabBarController, shouldSelect controller: UIViewController) -> Bool {
      guard let stack = stack(of: tabBar), let ids = tabs[stack],
        let index = tabBar.viewControllers?.firstIndex(where: { $0 === controller }),
        ids.indices.contains(index), ids.indices.contains(tabBar.selectedIndex)
      else { return false }
      let selection = TabSelectionBinding(address: stack, shown: ids[tabBar.selectedIndex])
      return selection.shouldSelect(ids[index], in: ShownTree(app))
    }

    /// Whether the layer of `presentation` may be swiped down: a dry run through the guards.
    func mayDismiss(_ presentation: UIPresentationController) -> Bool {
      guard let (presenter, layer) = layer(of: presentation) else { return true }
      return ShownTree(app).allowsSwipingAway(
        layerOver: presenter, presentation: catalog.presentation(for: layer.route))
    }

    /// The user tried to swipe down a layer the host keeps: the router is asked, so a leave
    /// guard asks its question.
    func triedToDismiss(_ presentation: UIPresentationController) {
      guard let (presenter, _) = layer(of: presentation) else { return }
      ShownTree(app).userTriedToSwipeAway(layerOver: presenter)
    }

    /// UIKit dismissed the layer of `presentation`: the router dismisses it too, or keeps it,
    /// and the host presents it again.
    func didDismiss(_ presentation: UIPresentationController) {
      guard let (presenter, layer) = layer(of: presentation) else { return }
      let kept = ShownTree(app).userSwipedAway(ShownLayer(layer), over: presenter)
      dismiss(over: presenter)
      if kept, let current = app.presented(at: presenter) {
        present(current, over: presenter)
      }
      refreshGestures()
    }

    /// The presenting stack and the layer of a presentation the host made.
    private func layer(of presentation: UIPresentationController)
      -> (StackAddress, PresentedLayer)?
    {
      guard let presented = stack(of: presentation.presentedViewController),
        let presenter = presented.parent, let layer = layers[presenter]
      else { return nil }
      return (presenter, layer)
    }

    /// Sets, from the router's dry runs, what UIKit lets a host decide before a gesture
    /// starts: each stack's back swipe, each sheet's swipe down, and each top screen's back
    /// menu, listing only the screens the guards let the user go back to.
    func refreshGestures() {
      let tree = ShownTree(app)
      for (stack, container) in containers {
        // tvOS has no back swipe and no back button menu: its remote's Menu button goes back,
        // which the navigation controller's delegate hears like any pop.
        #if !os(tvOS)
          if let navigation = container as? UINavigationController {
            navigation.interactivePopGestureRecognizer?.isEnabled = tree.allowsPop(
              count: 1, at: stack)
            navigation.topViewController?.navigationItem.backButtonMenu = backMenu(
              of: navigation, at: stack, in: tree)
          }
        #endif
        if let layer = layers[stack], let presented = containers[stack.presented] {
          presented.isModalInPresentation = !tree.allowsSwipingAway(
            layerOver: stack, presentation: catalog.presentation(for: layer.route))
        }
      }
    }

    /// The host's own back menu: each screen the guards let the user go back to, nearest
    /// first, titled as its view controller is.
    @available(tvOS, unavailable)
    private func backMenu(
      of navigation: UINavigationController, at stack: StackAddress, in tree: ShownTree
    ) -> UIMenu {
      let screens = navigation.viewControllers
      let actions = tree.backMenu(at: stack).filter { screens.indices.contains($0.depth) }.map {
        screen in
        UIAction(title: screens[screen.depth].navigationItem.title ?? "") { [app] _ in
          ShownTree(app).goBack(to: screen)
        }
      }
      return UIMenu(children: actions)
    }
  }
#endif
