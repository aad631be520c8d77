// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against. Here: the application object, its scenes, and asking it for a scene.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else

  // https://developer.apple.com/documentation/uikit/uiapplication (UIApplication.h not stored):
  // `@MainActor class UIApplication : UIResponder`; iOS 2.0, tvOS, no watchOS.
  @available(watchOS, unavailable)
  @MainActor
  open class UIApplication: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiapplication/shared (not read): `class
    // var shared: UIApplication { get }`, the header's `sharedApplication`, which
    // `NS_EXTENSION_UNAVAILABLE_IOS` keeps out of app extensions. Unchecked. The stand-in does
    // not run.
    @available(iOSApplicationExtension, unavailable)
    open class var shared: UIApplication {
      preconditionFailure("The UIKit stand-in does not run.")
    }

    // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes (doc page
    // read): `var connectedScenes: Set<UIScene> { get }`; iOS 13.0, tvOS 13.0, visionOS 1.0.
    @available(iOS 13.0, tvOS 13.0, *)
    open var connectedScenes: Set<UIScene> { [] }

    // https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)
    // (doc page read): `func requestSceneSessionActivation(_ sceneSession: UISceneSession?,
    // userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler:
    // ((any Error) -> Void)? = nil)`. The page lists iOS 13.0–27.0, tvOS 13.0–27.0 and visionOS
    // 1.0–27.0: deprecated in the 27 SDKs, not in the iOS 17 or 18 SDK, and not in favour of
    // activateSceneSession(for:errorHandler:) before then — both are current in iOS 17 to 26.
    @available(iOS 13.0, tvOS 13.0, *)
    open func requestSceneSessionActivation(
      _ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
      options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {}
  }

  // UIKit.swiftinterface, page at offset 64000: `@available(iOS 17.0, tvOS 17.0, *) extension
  // UIApplication { @_Concurrency.MainActor @preconcurrency public func
  // activateSceneSession(for request: UIKit.UISceneSessionActivationRequest, errorHandler: ((any
  // Swift.Error) -> Swift.Void)? = nil) }`
  @available(iOS 17.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  extension UIApplication {
    public func activateSceneSession(
      for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil
    ) {}
  }

  // UIKit.swiftinterface, page at offset 64000: `@available(iOS 17.0, tvOS 17.0, *) public
  // struct UISceneSessionActivationRequest : Swift.Hashable { public var role:
  // UISceneSession.Role { get } public var session: UISceneSession? { get } public var
  // userActivity: Foundation.NSUserActivity? { get set } public var options:
  // UIScene.ActivationRequestOptions? { get set } public init(role: UISceneSession.Role =
  // .windowApplication, userActivity: Foundation.NSUserActivity? = nil, options:
  // UIScene.ActivationRequestOptions? = nil) public init(session: UISceneSession, userActivity:
  // Foundation.NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) … }` —
  // not Sendable.
  @available(iOS 17.0, tvOS 17.0, *)
  @available(watchOS, unavailable)
  public struct UISceneSessionActivationRequest: Hashable {
    public private(set) var role: UISceneSession.Role
    public private(set) var session: UISceneSession?
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?

    public init(
      role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
      options: UIScene.ActivationRequestOptions? = nil
    ) {
      self.role = role
      self.userActivity = userActivity
      self.options = options
    }

    public init(
      session: UISceneSession, userActivity: NSUserActivity? = nil,
      options: UIScene.ActivationRequestOptions? = nil
    ) {
      role = .windowApplication
      self.session = session
      self.userActivity = userActivity
      self.options = options
    }
  }
#endif
