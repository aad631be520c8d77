// A stand-in for the part of UserNotifications that UIKit's scene declarations name (a scene
// connected to answer a notification gets the user's response), so that CI on Linux can
// type-check code using them (.ci/swiftui-typecheck.sh). Nothing here runs: bodies trap, and
// the objects are the system's to make, so the initializers are internal.
//
// Checked against the iOS 18.0 SDK in xybp888/iOS-SDKs @ 88fdca9de873f60303011685188c9415d4ebff0a,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UserNotifications.framework/Headers/: only
// UNNotificationContent.h (10,343 characters, one page: "page at offset 0") is stored. The
// other classes follow the stored copy of Apple's documentation page named above each (its
// declaration and availability list) and are unchecked against header text.
// UNNotificationContent.h says `NS_ASSUME_NONNULL_BEGIN`, with no `sendability` audit and no
// `NS_SWIFT_UI_ACTOR`: the classes here are not Sendable, and not isolated to an actor. Linux ignores the platform availability attributes: they record what
// the real SDK enforces, and .ci/platforms.sh reads the tvOS ones.
//
// This module must never be built where the real UserNotifications exists: it would shadow it.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error(
    "The UserNotifications stand-in is for type-checking on Linux only; use the real one here.")
#else

  // https://developer.apple.com/documentation/usernotifications/unnotificationresponse (doc page
  // read): `class UNNotificationResponse`; iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0 —
  // no tvOS.
  @available(iOS 10.0, macOS 10.14, watchOS 3.0, *)
  @available(tvOS, unavailable)
  open class UNNotificationResponse {
    init() {}

    // .../unnotificationresponse/notification (doc page read): `@NSCopying var notification:
    // UNNotification { get }`; iOS 10.0, macOS 10.14, watchOS 3.0.
    open var notification: UNNotification {
      preconditionFailure("The UserNotifications stand-in does not run.")
    }
  }

  // https://developer.apple.com/documentation/usernotifications/unnotification (not read):
  // `class UNNotification`; its `request` page (read) lists iOS 10.0, macOS 10.14, tvOS 10.0,
  // watchOS 3.0, visionOS 1.0.
  @available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
  open class UNNotification {
    init() {}

    // .../unnotification/request (doc page read): `@NSCopying var request: UNNotificationRequest
    // { get }`
    open var request: UNNotificationRequest {
      preconditionFailure("The UserNotifications stand-in does not run.")
    }
  }

  // https://developer.apple.com/documentation/usernotifications/unnotificationrequest (doc page
  // read): `class UNNotificationRequest`; iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0,
  // visionOS 1.0. (Apps do make requests, with `init(identifier:content:trigger:)`; nothing
  // here schedules notifications, so it is left out.)
  @available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
  open class UNNotificationRequest {
    init() {}

    // .../unnotificationrequest/content (doc page read): `@NSCopying var content:
    // UNNotificationContent { get }`; the same platforms.
    open var content: UNNotificationContent {
      preconditionFailure("The UserNotifications stand-in does not run.")
    }
  }

  // UNNotificationContent.h, page at offset 0: `API_AVAILABLE(macos(10.14), ios(10.0),
  // watchos(3.0), tvos(10.0)) @interface UNNotificationContent : NSObject <NSCopying,
  // NSMutableCopying, NSSecureCoding>`
  @available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, *)
  open class UNNotificationContent {
    init() {}

    // Same page: `// Apps can set the userInfo for locally scheduled notification requests. The
    // contents of the push payload will be set as the userInfo for remote notifications.
    // @property (NS_NONATOMIC_IOSONLY, readonly, copy) NSDictionary *userInfo
    // API_UNAVAILABLE(tvos);` — an untyped NSDictionary, so `[AnyHashable: Any]`. The tvOS
    // unavailability is not repeated here: .ci/platforms.sh matches names, and `userInfo` would
    // then flag NSUserActivity's, which tvOS has; on tvOS nothing reaches this property anyway,
    // since the only way here to a notification is UNNotificationResponse, unavailable there.
    open var userInfo: [AnyHashable: Any] { [:] }
  }
#endif
