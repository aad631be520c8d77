// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against. Here: the alert controller and its actions.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else

  // https://developer.apple.com/documentation/uikit/uialertcontroller (doc page read;
  // UIAlertController.h not stored): `@MainActor class UIAlertController`; iOS 8.0, tvOS,
  // visionOS 1.0, no watchOS.
  @available(watchOS, unavailable)
  @MainActor
  open class UIAlertController: UIViewController {
    // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    // (doc page read): `convenience init(title: String?, message: String?, preferredStyle:
    // UIAlertController.Style)`; iOS 8.0, tvOS, visionOS 1.0.
    public convenience init(
      title: String?, message: String?, preferredStyle: UIAlertController.Style
    ) {
      self.init()
      self.title = title
      self.message = message
      style = preferredStyle
    }

    // https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle (doc
    // page read): `var preferredStyle: UIAlertController.Style { get }`
    open var preferredStyle: UIAlertController.Style { style }
    private var style = UIAlertController.Style.alert

    // Named on the class page; `var message: String? { get set }` as a third-party listing of
    // the SDK's declarations (onestack.dev/ios-reference/UIKit/UIAlertController) gives it.
    // Unchecked.
    open var message: String?

    // Named on the class page (`var actions: [UIAlertAction] { get }` in the same listing);
    // unchecked.
    open var actions: [UIAlertAction] { addedActions }
    private var addedActions: [UIAlertAction] = []

    // https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:), named
    // by the initializer's page (`func addAction(_ action: UIAlertAction)` in the same
    // listing); unchecked.
    open func addAction(_ action: UIAlertAction) { addedActions.append(action) }
  }

  @available(watchOS, unavailable)
  extension UIAlertController {
    // https://developer.apple.com/documentation/uikit/uialertcontroller/style (its `alert` case
    // page read: `case alert`; iOS 8.0, tvOS, visionOS 1.0). `UIAlertControllerStyle`, an
    // NS_ENUM(NSInteger): actionSheet = 0, then alert.
    public enum Style: Int, Sendable {
      case actionSheet = 0
      case alert = 1
    }
  }

  // https://developer.apple.com/documentation/uikit/uialertaction (doc page read): `@MainActor
  // class UIAlertAction`; iOS 8.0, tvOS, visionOS 1.0, no watchOS.
  @available(watchOS, unavailable)
  @MainActor
  open class UIAlertAction {
    // https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    // (doc page read): `convenience init(title: String?, style: UIAlertAction.Style, handler:
    // ((UIAlertAction) -> Void)? = nil)`. Designated here, since the stand-in has no NSObject
    // `init()` to delegate to.
    public init(
      title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
      self.title = title
      self.style = style
    }

    // https://developer.apple.com/documentation/uikit/uialertaction/title (doc page read):
    // `var title: String? { get }`
    public let title: String?

    // Named on the class page ("The style that applies to the action's button."); unchecked.
    public let style: UIAlertAction.Style

    // Named on the class page ("A Boolean value …", `enabled` in Objective-C); unchecked.
    open var isEnabled: Bool = true
  }

  @available(watchOS, unavailable)
  extension UIAlertAction {
    // https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum, named by
    // the class page and the initializer's; unchecked. `UIAlertActionStyle`, an
    // NS_ENUM(NSInteger): default = 0, cancel, destructive.
    public enum Style: Int, Sendable {
      case `default` = 0
      case cancel = 1
      case destructive = 2
    }
  }
#endif
