// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against and how delegate protocols with optional methods are declared. Here: the
// navigation controller's delegate, the navigation item its bar shows, and the gesture
// recognizer behind the interactive pop.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else

  // UINavigationController.h, page at offset 0: `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
  // @protocol UINavigationControllerDelegate <NSObject> @optional // Called when the navigation
  // controller shows a new top view controller via a push, pop or setting of the view
  // controller stack.`
  @available(watchOS, unavailable)
  @MainActor
  public protocol UINavigationControllerDelegate: AnyObject {
    // Same page: `- (void)navigationController:(UINavigationController *)navigationController
    // willShowViewController:(UIViewController *)viewController animated:(BOOL)animated;`
    func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController, animated: Bool)

    // Same page: `- (void)navigationController:(UINavigationController *)navigationController
    // didShowViewController:(UIViewController *)viewController animated:(BOOL)animated;`
    func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController, animated: Bool)
  }

  // The requirements are `@optional` in the header: nothing happens when one is missing.
  @available(watchOS, unavailable)
  extension UINavigationControllerDelegate {
    public func navigationController(
      _ navigationController: UINavigationController,
      willShow viewController: UIViewController, animated: Bool
    ) {}

    public func navigationController(
      _ navigationController: UINavigationController,
      didShow viewController: UIViewController, animated: Bool
    ) {}
  }

  // https://developer.apple.com/documentation/uikit/uinavigationitem (doc page read; UINavigationBar.h
  // not stored): `@MainActor class UINavigationItem`; iOS 2.0, tvOS, visionOS 1.0, no watchOS.
  @available(watchOS, unavailable)
  @MainActor
  open class UINavigationItem {
    // NSObject's `init()` (the stand-in's classes are not NSObjects).
    public init() {}

    // https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:) — named by
    // the `title` page's See Also; its text not read. Unchecked.
    public init(title: String) { self.title = title }

    // https://developer.apple.com/documentation/uikit/uinavigationitem/title (doc page read):
    // `var title: String? { get set }`; iOS 2.0, tvOS, visionOS 1.0.
    open var title: String?

    // https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle (doc page
    // read): `var backButtonTitle: String? { get set }`; iOS 11.0, tvOS 11.0, visionOS 1.0.
    open var backButtonTitle: String?

    // https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttonmenu — the
    // page is not in the stored documentation either: unchecked. iOS 14.0; not available on
    // tvOS, where a navigation bar has no back button (backBarButtonItem and backAction, whose
    // pages were read, leave tvOS out too). Marking it unavailable on tvOS makes
    // .ci/platforms.sh keep it out of tvOS's branches, which is right either way.
    @available(iOS 14.0, *)
    @available(tvOS, unavailable)
    open var backButtonMenu: UIMenu?

    // https://developer.apple.com/documentation/uikit/uinavigationitem/backaction (doc page
    // read): `@NSCopying var backAction: UIAction? { get set }`; iOS 16.0, Mac Catalyst 16.0,
    // visionOS 1.0 — no tvOS.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    open var backAction: UIAction?
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer (UIGestureRecognizer.h
  // not stored): `@MainActor class UIGestureRecognizer`, iOS 3.2; the `isEnabled` page lists
  // iOS, tvOS and visionOS, no watchOS.
  @available(watchOS, unavailable)
  @MainActor
  open class UIGestureRecognizer {
    public init() {}

    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled (doc page
    // read): `var isEnabled: Bool { get set }`; iOS 3.2, tvOS, visionOS 1.0. "The default
    // value is true."
    open var isEnabled: Bool = true
  }
#endif
