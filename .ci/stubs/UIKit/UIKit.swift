// A stand-in for the part of UIKit that Sources/ModuleRoutingUIKit/UIKitHost.swift uses, so
// that CI on Linux can type-check that file (.ci/swiftui-typecheck.sh). Nothing here runs:
// bodies do nothing or trap. Each declaration follows the signature on the Apple page named
// above it, and where the iOS 18.0 SDK's headers make it unavailable on tvOS or watchOS, says
// so as they do (xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewController.h). Linux
// ignores those availability attributes: they record what the real SDK enforces.
//
// This module must never be built where the real UIKit exists: it would shadow it.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else
  @_exported import Foundation

  // https://developer.apple.com/documentation/uikit/uiresponder
  @MainActor
  open class UIResponder {
    public init() {}
  }

  // https://developer.apple.com/documentation/uikit/uiview
  @MainActor
  open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
  }

  // https://developer.apple.com/documentation/uikit/uiwindow
  @MainActor
  open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
  }

  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
  // (The cases UIKitHost sets, and the default; UIViewController.h lines 47–59.)
  @available(watchOS, unavailable)
  public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    @available(tvOS, unavailable)
    case pageSheet = 1
    @available(tvOS, unavailable)
    case popover = 7
    case automatic = -2
  }

  // https://developer.apple.com/documentation/uikit/uitabbaritem
  @MainActor
  open class UITabBarItem {
    public init() {}
  }

  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
  // (UIPopoverPresentationController.h: `API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos)`.)
  @available(tvOS, unavailable)
  @MainActor
  open class UIPopoverPresentationController {
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    open var sourceView: UIView?
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    open var sourceRect: CGRect = .zero
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
  @MainActor
  public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {}

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
  @MainActor
  public protocol UIViewControllerTransitionCoordinator:
    UIViewControllerTransitionCoordinatorContext
  {
    // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller
  // (UIViewController.h line 101: `API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)`.)
  @available(watchOS, unavailable)
  @MainActor
  open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView!
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { nil }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    @available(tvOS, unavailable)
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem!
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller
  @MainActor
  open class UINavigationController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] = []

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    { nil }
  }

  // https://developer.apple.com/documentation/uikit/uitabbarcontroller
  @MainActor
  open class UITabBarController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]?
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int = 0

    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  }
#endif
