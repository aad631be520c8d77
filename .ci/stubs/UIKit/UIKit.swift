// A stand-in for the part of UIKit that Sources/ModuleRoutingUIKit/UIKitHost.swift uses, so
// that CI on Linux can type-check that file (.ci/swiftui-typecheck.sh). Nothing here runs:
// bodies do nothing or trap.
//
// Checked against the iOS 18.0 SDK's UIKit headers in xybp888/iOS-SDKs @
// 88fdca9de873f60303011685188c9415d4ebff0a, iPhoneOS18.0.sdk/System/Library/Frameworks/
// UIKit.framework/Headers/: UIViewController.h (61,113 characters), UINavigationController.h,
// UITabBarController.h and UIResponder.h. The comment above each declaration names the header,
// the 16,000-character page of it the declaration is on ("page at offset N", as the stored
// copy was read) and the declaration as the header writes it; lines are given where they
// could be counted (the first page of UIViewController.h). The iOS 17.4 headers the issue
// names are not in the searchable store (of danpashin/sdks only UITextInputContext.h is), so
// iOS 18.0's stand in for them. UIView.h, UIWindow.h, UITabBarItem.h,
// UIPopoverPresentationController.h and UIViewControllerTransitionCoordinator.h are not
// stored either: the declarations from those follow the Apple documentation page named above
// them and are unchecked. Every header here is `NS_HEADER_AUDIT_BEGIN(nullability,
// sendability)` and marks its classes `NS_SWIFT_UI_ACTOR`, which Swift imports as
// `@MainActor`; ObjC methods import as `@discardableResult`. Linux ignores the platform
// availability attributes: they record what the real SDK enforces. The classes cannot inherit
// NSObject here (no Objective-C runtime on Linux).
//
// This module must never be built where the real UIKit exists: it would shadow it.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else
  @_exported import Foundation

  // UIResponder.h, page at offset 0: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
  // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject
  // <UIResponderStandardEditActions>`
  @available(watchOS, unavailable)
  @MainActor
  open class UIResponder {
    public init() {}
  }

  // https://developer.apple.com/documentation/uikit/uiview (UIView.h not stored; unchecked)
  @MainActor
  open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
  }

  // https://developer.apple.com/documentation/uikit/uiwindow (UIWindow.h not stored;
  // unchecked)
  @MainActor
  open class UIWindow: UIView {
    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
  }

  // UIViewController.h, page at offset 0, lines 47–59: `typedef NS_ENUM(NSInteger,
  // UIModalPresentationStyle) { UIModalPresentationFullScreen = 0, UIModalPresentationPageSheet
  // API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos), ... UIModalPresentationPopover
  // API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(tvos), ... UIModalPresentationAutomatic
  // API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos) = -2, } API_UNAVAILABLE(watchos);` —
  // the cases UIKitHost sets, and the default; pageSheet is the second case (1), popover the
  // eighth (7).
  @available(watchOS, unavailable)
  public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    @available(tvOS, unavailable)
    case pageSheet = 1
    @available(tvOS, unavailable)
    case popover = 7
    @available(iOS 13.0, *)
    case automatic = -2
  }

  // https://developer.apple.com/documentation/uikit/uitabbaritem (UITabBarItem.h not stored;
  // unchecked)
  @MainActor
  open class UITabBarItem {
    public init() {}
  }

  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
  // (UIPopoverPresentationController.h, not stored, unchecked: the tvOS unavailability is the
  // documentation's.)
  @available(tvOS, unavailable)
  @MainActor
  open class UIPopoverPresentationController {
    // The members say again what they inherit from the class, so that .ci/platforms.sh, which
    // reads the attributes written on each declaration, keeps them out of tvOS's branches now
    // that `popoverPresentationController` itself is not marked (UIViewController.h does not).
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    @available(tvOS, unavailable)
    open var sourceView: UIView?
    // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    @available(tvOS, unavailable)
    open var sourceRect: CGRect = .zero
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
  // (UIViewControllerTransitionCoordinator.h not stored; this and the next unchecked)
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

  // UIViewController.h, page at offset 0, lines 101–102: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
  // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR` / `@interface UIViewController : UIResponder
  // <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer,
  // UIFocusEnvironment>`
  @available(watchOS, unavailable)
  @MainActor
  open class UIViewController: UIResponder {
    // UIViewController.h, page at offset 0, line 116: `@property(null_resettable,
    // nonatomic,strong) UIView *view;`
    open var view: UIView!
    // UIViewController.h, page at offset 16000: `@property(nullable, nonatomic,readonly)
    // UIViewController *presentedViewController  API_AVAILABLE(ios(5.0));`
    open var presentedViewController: UIViewController? { nil }
    // UIViewController.h, page at offset 16000: `@property(nonatomic,assign)
    // UIModalPresentationStyle modalPresentationStyle API_AVAILABLE(ios(3.2));`
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    // UIViewController.h, page at offset 48000, `@interface UIViewController
    // (UIPresentationController)`: `@property (nullable, nonatomic, readonly)
    // UIPopoverPresentationController *popoverPresentationController API_AVAILABLE(ios(8.0));`
    // — not marked unavailable on tvOS (the stand-in said it was).
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    // UITabBarController.h, page at offset 0, `@interface UIViewController
    // (UITabBarControllerItem)`: `@property(null_resettable, nonatomic, strong) UITabBarItem
    // *tabBarItem;`
    open var tabBarItem: UITabBarItem!
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    // (UIViewControllerTransitionCoordinator.h not stored; unchecked)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    // UIViewController.h, page at offset 16000: `- (void)presentViewController:(UIViewController
    // *)viewControllerToPresent animated: (BOOL)flag completion:(void (^ __nullable)(void))
    // completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));` (whether Swift imports the
    // block as `@MainActor` the header does not say; left plain)
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {}

    // UIViewController.h, page at offset 16000: `- (void)dismissViewControllerAnimated: (BOOL)flag
    // completion: (void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC
    // API_AVAILABLE(ios(5.0));`
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  }

  // UINavigationController.h, page at offset 0: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
  // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UINavigationController :
  // UIViewController` (the stand-in lacked the watchOS unavailability)
  @available(watchOS, unavailable)
  @MainActor
  open class UINavigationController: UIViewController {
    // Same page: `@property(nonatomic,copy) NSArray<__kindof UIViewController *>
    // *viewControllers;`
    open var viewControllers: [UIViewController] = []

    // Same page: `- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers
    // animated:(BOOL)animated API_AVAILABLE(ios(3.0));`
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    // Same page: `- (void)pushViewController:(UIViewController *)viewController
    // animated:(BOOL)animated;`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    // Same page: `- (nullable NSArray<__kindof UIViewController *> *)popToViewController:
    // (UIViewController *)viewController animated:(BOOL)animated;` — discardable, as every
    // imported ObjC method is.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool)
      -> [UIViewController]?
    { nil }
  }

  // UITabBarController.h, page at offset 0: `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
  // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UITabBarController : UIViewController
  // <UITabBarDelegate, NSCoding>` (the stand-in lacked the watchOS unavailability)
  @available(watchOS, unavailable)
  @MainActor
  open class UITabBarController: UIViewController {
    // Same page: `@property(nullable, nonatomic,copy) NSArray<__kindof UIViewController *>
    // *viewControllers;`
    open var viewControllers: [UIViewController]?
    // Same page: `@property(nonatomic) NSUInteger selectedIndex;` (NSUInteger imports as Int)
    open var selectedIndex: Int = 0

    // Same page: `- (void)setViewControllers:(NSArray<__kindof UIViewController *> *
    // __nullable)viewControllers animated:(BOOL)animated;`
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  }
#endif
