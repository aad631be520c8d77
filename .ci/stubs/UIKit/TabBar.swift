// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against and how delegate protocols with optional methods are declared. Here: the
// tab bar controller's delegate, which may refuse a tab the user taps.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else

  // UITabBarController.h, page at offset 0: `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
  // @protocol UITabBarControllerDelegate <NSObject> @optional`. The iOS 18 methods on UITab
  // (`tabBarController(_:shouldSelectTab:)`, `tabBarController(_:didSelectTab:previousTab:)`,
  // both `NS_SWIFT_NAME`d) are other methods and left out.
  @available(watchOS, unavailable)
  @MainActor
  public protocol UITabBarControllerDelegate: AnyObject {
    // Same page: `- (BOOL)tabBarController:(UITabBarController *)tabBarController
    // shouldSelectViewController:(UIViewController *)viewController API_AVAILABLE(ios(3.0));`
    func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool

    // Same page: `- (void)tabBarController:(UITabBarController *)tabBarController
    // didSelectViewController:(UIViewController *)viewController;`
    func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  }

  // The requirements are `@optional` in the header: a missing `shouldSelect` lets the tab be
  // selected, so the default answers `true`; a missing `didSelect` does nothing.
  @available(watchOS, unavailable)
  extension UITabBarControllerDelegate {
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }

    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
  }
#endif
