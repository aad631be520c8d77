// Part of the UIKit stand-in for type-checking on Linux; UIKit.swift says what each declaration
// is checked against and how delegate protocols with optional methods are declared. Here: the
// scene a window lives in, its session, what it was connected with, and the scene delegate.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else
  import Foundation
  import UserNotifications

  // https://developer.apple.com/documentation/uikit/uiscene (doc page read; UIScene.h not
  // stored): `@MainActor class UIScene` (a UIResponder); iOS 13.0, tvOS 13.0, visionOS 1.0.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UIScene: UIResponder {
    // UIScene.h's designated `initWithSession:connectionOptions:` (`init` is unavailable);
    // UIKit makes scenes, apps do not. Unchecked.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
      sceneSession = session
      super.init()
    }

    // https://developer.apple.com/documentation/uikit/uiscene/session, named on the class
    // page; `var session: UISceneSession { get }`. Unchecked.
    open var session: UISceneSession { sceneSession }
    private let sceneSession: UISceneSession

    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    // (doc page read): `var activationState: UIScene.ActivationState { get }`; iOS 13.0,
    // tvOS 13.0, visionOS 1.0.
    open var activationState: UIScene.ActivationState { .unattached }
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  extension UIScene {
    // https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum (doc
    // page and its four case pages read): `enum ActivationState`, `UISceneActivationState`, an
    // NS_ENUM(NSInteger): unattached = -1, foregroundActive = 0, foregroundInactive = 1,
    // background = 2 (the values as a third-party binding gives them; unchecked).
    public enum ActivationState: Int, Sendable {
      case unattached = -1
      case foregroundActive = 0
      case foregroundInactive = 1
      case background = 2
    }

    // https://developer.apple.com/documentation/uikit/uiscene/connectionoptions (doc page read;
    // UISceneOptions.h not stored): `@MainActor class ConnectionOptions`; iOS 13.0, tvOS 13.0,
    // visionOS 1.0. "Don't create UIScene.ConnectionOptions objects directly": the stand-in's
    // initializer is internal.
    @MainActor
    open class ConnectionOptions {
      init() {}

      // .../connectionoptions/urlcontexts (doc page read): `var urlContexts:
      // Set<UIOpenURLContext> { get }`; iOS 13.0, tvOS 13.0, visionOS 1.0.
      open var urlContexts: Set<UIOpenURLContext> { [] }

      // .../connectionoptions/useractivities (doc page read): `var userActivities:
      // Set<NSUserActivity> { get }`; iOS 13.0, tvOS 13.0, visionOS 1.0.
      open var userActivities: Set<NSUserActivity> { [] }

      // .../connectionoptions/notificationresponse (doc page read): `var notificationResponse:
      // UNNotificationResponse? { get }`; iOS 13.0, Mac Catalyst 13.1, visionOS 1.0 — no tvOS.
      @available(tvOS, unavailable)
      open var notificationResponse: UNNotificationResponse? { nil }
    }

    // https://developer.apple.com/documentation/uikit/uiscene/activationrequestoptions, the
    // `options:` of UIApplication.requestSceneSessionActivation(_:userActivity:options:
    // errorHandler:) (doc page read); `UISceneActivationRequestOptions`, an NSObject, iOS 13.0.
    // Nothing of it is used here but the type. Unchecked.
    @MainActor
    open class ActivationRequestOptions: Hashable {
      public init() {}

      nonisolated public static func == (
        lhs: ActivationRequestOptions, rhs: ActivationRequestOptions
      ) -> Bool { lhs === rhs }

      nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
      }
    }
  }

  // https://developer.apple.com/documentation/uikit/uiwindowscene (UIWindowScene.h not stored):
  // `@MainActor class UIWindowScene : UIScene`, the scene UIWindow.init(windowScene:) takes;
  // iOS 13.0, tvOS 13.0. Nothing of its own is used here.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UIWindowScene: UIScene {}

  // UISceneSession.h, page at offset 0: `UIKIT_EXTERN API_AVAILABLE(ios(13.0))
  // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UISceneSession : NSObject
  // <NSSecureCoding> + (instancetype)new NS_UNAVAILABLE; - (instancetype)init NS_UNAVAILABLE;`
  // — so the stand-in's initializer is internal. Not marked for tvOS: tvOS has it from 13.0.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UISceneSession: Hashable {
    init() {}

    // Same page: `@property (nonatomic, readonly) NSString *persistentIdentifier;`
    open var persistentIdentifier: String { "" }

    // Same page: `@property (nonatomic, nullable, strong) NSUserActivity
    // *stateRestorationActivity;`
    open var stateRestorationActivity: NSUserActivity?

    // Same page: `@property (nonatomic, readonly) UISceneSessionRole role;`
    open var role: UISceneSession.Role { .windowApplication }

    // An NSObject: Hashable by identity, nonisolated.
    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool {
      lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  extension UISceneSession {
    // UISceneDefinitions.h (not stored): `typedef NSString * UISceneSessionRole
    // NS_TYPED_ENUM NS_SWIFT_NAME(UISceneSession.Role)`, which Swift imports as a struct
    // wrapping the string; `UIWindowSceneSessionRoleApplication` is `.windowApplication`
    // (UISceneSessionActivationRequest's `init(role:userActivity:options:)` defaults to it, as
    // UIKit.swiftinterface, page at offset 64000, writes). The raw string is the stand-in's.
    public struct Role: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }

      public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
  }

  // https://developer.apple.com/documentation/uikit/uiopenurlcontext (doc page read;
  // UIOpenURLContext.h not stored): `@MainActor class UIOpenURLContext`, an NSObject; iOS 13.0,
  // tvOS 13.0, visionOS 1.0. "Don't create UIOpenURLContext objects yourself."
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  open class UIOpenURLContext: Hashable {
    init(url: URL) { contextURL = url }

    // https://developer.apple.com/documentation/uikit/uiopenurlcontext/url (doc page read):
    // `var url: URL { get }`
    open var url: URL { contextURL }
    private let contextURL: URL

    nonisolated public static func == (lhs: UIOpenURLContext, rhs: UIOpenURLContext) -> Bool {
      lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }

  // https://developer.apple.com/documentation/uikit/uiscenedelegate (doc page read):
  // `@MainActor protocol UISceneDelegate : NSObjectProtocol`; iOS 13.0, tvOS 13.0, visionOS 1.0;
  // every method optional. The ones below; each page read gives iOS 13.0, tvOS 13.0.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  public protocol UISceneDelegate: AnyObject {
    // .../uiscenedelegate/scene(_:willconnectto:options:) (doc page read): `optional func
    // scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions:
    // UIScene.ConnectionOptions)`
    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions)

    // .../uiscenedelegate/scenediddisconnect(_:), named with the others (`sceneDidDisconnect:`
    // in Objective-C); unchecked.
    func sceneDidDisconnect(_ scene: UIScene)

    // .../uiscenedelegate/scene(_:openurlcontexts:), as a third-party wrapper of it (SAP's
    // SceneDelegateObserving) writes: `func scene(_ scene: UIScene, openURLContexts
    // URLContexts: Set<UIOpenURLContext>)` (the parameter's own name lower-cased here for the
    // linter; it is not part of the signature); unchecked.
    func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)

    // .../uiscenedelegate/scene(_:continue:), as the same wrapper writes: `func scene(_ scene:
    // UIScene, continue userActivity: NSUserActivity)`; unchecked.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    // .../uiscenedelegate/staterestorationactivity(for:) (doc page read): `optional func
    // stateRestorationActivity(for scene: UIScene) -> NSUserActivity?`
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

    // .../uiscenedelegate/scene(_:restoreinteractionstatewith:) (doc page read): `optional func
    // scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity:
    // NSUserActivity)` — the page says iOS 13.0 and tvOS 13.0, though the method came with
    // iOS 15's state restoration (UIScene's extendStateRestoration() is iOS 15.0 on its page).
    // Below the package's iOS 17 floor either way.
    func scene(
      _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
  }

  // The requirements are optional: each missing one does nothing, and a missing
  // `stateRestorationActivity(for:)` saves no activity.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  extension UISceneDelegate {
    public func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {}

    public func sceneDidDisconnect(_ scene: UIScene) {}

    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}

    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }

    public func scene(
      _ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity
    ) {}
  }

  // https://developer.apple.com/documentation/uikit/uiwindowscenedelegate (UIWindowScene.h not
  // stored): `@MainActor protocol UIWindowSceneDelegate : UISceneDelegate`; iOS 13.0, tvOS 13.0.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  @MainActor
  public protocol UIWindowSceneDelegate: UISceneDelegate {
    // .../uiwindowscenedelegate/window (doc page read): `optional var window: UIWindow? { get
    // set }`; iOS 13.0, tvOS 13.0, visionOS 1.0.
    var window: UIWindow? { get set }
  }

  // Optional in UIKit: a delegate without the property has no window.
  @available(iOS 13.0, tvOS 13.0, *)
  @available(watchOS, unavailable)
  extension UIWindowSceneDelegate {
    public var window: UIWindow? {
      get { nil }
      set {}
    }
  }

  // UNNotificationResponse+UIKitAdditions.h, page at offset 0: `UIKIT_EXTERN @interface
  // UNNotificationResponse (UIKitAdditions) // used to identify which UIScene UI to reflect the
  // user's response to a notification on @property (nullable, nonatomic, readonly) UIScene
  // *targetScene API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos); //  default nil @end`
  // — not `NS_SWIFT_UI_ACTOR`, so nonisolated.
  extension UNNotificationResponse {
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public var targetScene: UIScene? { nil }
  }
#endif
