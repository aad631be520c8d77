// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against and how delegate protocols with optional methods are declared. Here: the
// presentation controller a presented view controller has, and its delegate, which decides
// whether a swipe down may dismiss it.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else

  // https://developer.apple.com/documentation/uikit/uipresentationcontroller
  // (UIPresentationController.h not stored; the member pages were read): iOS 8.0, tvOS,
  // visionOS 1.0, no watchOS.
  @available(watchOS, unavailable)
  @MainActor
  open class UIPresentationController {
    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    // (doc page read): `init(presentedViewController: UIViewController, presenting
    // presentingViewController: UIViewController?)`, the designated initializer.
    public init(
      presentedViewController: UIViewController,
      presenting presentingViewController: UIViewController?
    ) {
      presented = presentedViewController
      presenting = presentingViewController ?? presentedViewController
    }

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate (doc
    // page read): `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    // (doc page read): `var presentedViewController: UIViewController { get }`
    open var presentedViewController: UIViewController { presented }

    // https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    // (doc page read): `var presentingViewController: UIViewController { get }`
    open var presentingViewController: UIViewController { presenting }

    private let presented: UIViewController
    private let presenting: UIViewController
  }

  // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
  // (doc page read): `@MainActor protocol UIAdaptivePresentationControllerDelegate :
  // NSObjectProtocol`, every method optional. The four below: iOS 13.0, tvOS 13.0, visionOS 1.0.
  @available(watchOS, unavailable)
  @MainActor
  public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    // https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    // (doc page read): `optional func presentationControllerShouldDismiss(_
    // presentationController: UIPresentationController) -> Bool`
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool

    // .../presentationcontrollerwilldismiss(_:) (doc page read): `optional func
    // presentationControllerWillDismiss(_ presentationController: UIPresentationController)`
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    // .../presentationcontrollerdiddismiss(_:) (doc page read): `optional func
    // presentationControllerDidDismiss(_ presentationController: UIPresentationController)`
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

    // .../presentationcontrollerdidattempttodismiss(_:) (doc page read): `optional func
    // presentationControllerDidAttemptToDismiss(_ presentationController:
    // UIPresentationController)`
    @available(iOS 13.0, tvOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController)
  }

  // The requirements are optional: a missing `presentationControllerShouldDismiss(_:)` lets the
  // dismissal happen, so the default answers `true`; the others do nothing.
  @available(watchOS, unavailable)
  extension UIAdaptivePresentationControllerDelegate {
    @available(iOS 13.0, tvOS 13.0, *)
    public func presentationControllerShouldDismiss(
      _ presentationController: UIPresentationController
    ) -> Bool { true }

    @available(iOS 13.0, tvOS 13.0, *)
    public func presentationControllerWillDismiss(
      _ presentationController: UIPresentationController
    ) {}

    @available(iOS 13.0, tvOS 13.0, *)
    public func presentationControllerDidDismiss(
      _ presentationController: UIPresentationController
    ) {}

    @available(iOS 13.0, tvOS 13.0, *)
    public func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {}
  }
#endif
