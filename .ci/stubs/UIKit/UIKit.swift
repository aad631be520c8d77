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
// The other files here add what the scene-based host and the delegates use. Checked the same
// way: UIMenu.h, UISceneSession.h and UNNotificationResponse+UIKitAdditions.h, and UIKit's Swift
// overlay, UIKit.framework/Modules/UIKit.swiftmodule/arm64e-apple-ios.swiftinterface (218,893
// characters), for the declarations Swift adds (UIMenu's and UIAction's initializers,
// UIApplication.activateSceneSession(for:errorHandler:)). UIGestureRecognizer.h,
// UINavigationBar.h (UINavigationItem), UIMenuElement.h, UIAction.h, UIPresentationController.h,
// UIAlertController.h, UIApplication.h, UIScene.h, UIWindowScene.h, UISceneOptions.h,
// UISceneDefinitions.h and UIOpenURLContext.h are not stored: those declarations follow the
// stored copy of Apple's documentation page named above each (its declaration and its
// availability list, where a platform the page leaves out is one the header marks unavailable)
// and are unchecked against header text. NSUserActivity.swift declares a Foundation class that
// Foundation on Linux lacks.
//
// Delegate protocols: UIKit's are `NS_SWIFT_UI_ACTOR` Objective-C protocols whose methods are
// `@optional`, which Swift imports as `@MainActor` protocols with `optional` requirements. An
// optional requirement needs `@objc`, which Linux lacks, so each protocol here declares the
// methods as plain requirements and gives every one a default that does nothing (or answers
// what UIKit assumes when the method is missing): a class adopts the protocol and implements
// only some, as on Apple platforms. What this cannot check: on Apple platforms a caller writes
// `delegate?.method?(…)`; only UIKit calls these methods, and code here must not either.
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

  // Every UIKit class is an NSObject, which is Hashable by identity (`isEqual:` and `hash`,
  // nonisolated): `Set<UIScene>` depends on it. The classes here that are not responders and
  // go into sets (UIOpenURLContext, UISceneSession, …) say it again themselves.
  @available(watchOS, unavailable)
  extension UIResponder: Hashable {
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
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
    // https://developer.apple.com/documentation/uikit/uiwindow/init() (doc page read): `convenience
    // init()`, listed as iOS 2.0–26.0, tvOS 9.0–26.0, visionOS 1.0–26.0, that is deprecated in
    // 26.0 without a message on the page. Not marked deprecated here: whether the 26 SDK's
    // header says so is unchecked (and Linux ignores iOS deprecations anyway).
    public override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) (doc page
    // read): `init(windowScene: UIWindowScene)`; iOS 13.0, tvOS 13.0, visionOS 1.0.
    @available(iOS 13.0, tvOS 13.0, *)
    public init(windowScene: UIWindowScene) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?

    // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() (doc page
    // read): `func makeKeyAndVisible()`; iOS 2.0, tvOS, visionOS 1.0.
    open func makeKeyAndVisible() {}
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
  // documentation's.) In UIKit it is a UIPresentationController (Presentation.swift) subclass.
  @available(tvOS, unavailable)
  @MainActor
  open class UIPopoverPresentationController: UIPresentationController {
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
    // UIViewController.h, page at offset 16000: `@property(nullable, nonatomic,copy) NSString
    // *title;  // Localized title for use by a parent controller.`
    open var title: String?
    // UIViewController.h, page at offset 16000: `@property(nullable, nonatomic,readonly)
    // UIViewController *presentedViewController  API_AVAILABLE(ios(5.0));`
    open var presentedViewController: UIViewController? { nil }
    // UIViewController.h, page at offset 16000: `@property(nullable, nonatomic,readonly)
    // UIViewController *presentingViewController API_AVAILABLE(ios(5.0));`
    open var presentingViewController: UIViewController? { nil }
    // UIViewController.h, page at offset 48000, `@interface UIViewController
    // (UIPresentationController)`: `@property (nullable, nonatomic, readonly)
    // UIPresentationController *presentationController API_AVAILABLE(ios(8.0));`
    open var presentationController: UIPresentationController? { nil }
    // Same page and category: `@property (nonatomic, getter=isModalInPresentation) BOOL
    // modalInPresentation API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` — not marked for
    // tvOS, so tvOS has it (from 13.0, as iOS).
    @available(iOS 13.0, tvOS 13.0, *)
    open var isModalInPresentation: Bool = false
    // UINavigationController.h, page at offset 0, `@interface UIViewController
    // (UINavigationControllerItem)`: `@property(nonatomic,readonly,strong) UINavigationItem
    // *navigationItem; // Created on-demand so that a view controller may customize its
    // navigation appearance.`
    open var navigationItem: UINavigationItem { ownNavigationItem }
    private let ownNavigationItem = UINavigationItem()
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
    // Same page: `@property(nullable, nonatomic,readonly,strong) UIViewController
    // *topViewController; // The top view controller on the stack.`
    open var topViewController: UIViewController? { viewControllers.last }
    // Same page: `@property(nullable, nonatomic, weak) id<UINavigationControllerDelegate>
    // delegate;` (the protocol is in Navigation.swift)
    weak open var delegate: (any UINavigationControllerDelegate)?
    // Same page: `@property(nullable, nonatomic, readonly) UIGestureRecognizer
    // *interactivePopGestureRecognizer API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);`
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

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
    // Same page: `@property(nullable, nonatomic, assign) __kindof UIViewController
    // *selectedViewController; // This may return the "More" navigation controller if it
    // exists.` — an `assign` object property, which Swift imports as `unowned(unsafe)`.
    unowned(unsafe) open var selectedViewController: UIViewController?
    // Same page: `@property(nonatomic, weak, nullable) id<UITabBarControllerDelegate> delegate;`
    // (the protocol is in TabBar.swift)
    weak open var delegate: (any UITabBarControllerDelegate)?

    // Same page: `- (void)setViewControllers:(NSArray<__kindof UIViewController *> *
    // __nullable)viewControllers animated:(BOOL)animated;`
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
  }
#endif
