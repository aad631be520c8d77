// Part of the UIKit stand-in for type-checking on Linux. Not UIKit: Foundation's NSUserActivity,
// which the scene declarations here take and give, and which swift-corelibs-foundation (the
// Foundation on Linux) does not have — `import Foundation; NSUserActivity.self` does not
// compile with Swift 6.3.1 on Linux. Declared here, in the UIKit stand-in that re-exports
// Foundation, so that code importing UIKit finds it where it would on Apple platforms.
//
// https://developer.apple.com/documentation/foundation/nsuseractivity (doc page read;
// Foundation's NSUserActivity.h is not in the stored iOS 18 SDK): `class NSUserActivity`, an
// NSObject; iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0. Not Sendable and not
// isolated to an actor.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  #error("The UIKit stand-in is for type-checking on Linux only; use the real UIKit here.")
#else
  import Foundation

  @available(iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, *)
  open class NSUserActivity: Hashable {
    // https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
    // (doc page read): `init(activityType: String)`; the same platforms.
    public init(activityType: String) { self.activityType = activityType }

    // https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype, named on
    // the class page; `var activityType: String { get }`. Unchecked.
    public let activityType: String

    // https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo; the
    // header's `NSDictionary *userInfo` (nullable, copy), so `[AnyHashable: Any]?`. Unchecked.
    open var userInfo: [AnyHashable: Any]?

    // https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl; `var
    // webpageURL: URL? { get set }`. Unchecked.
    open var webpageURL: URL?

    // https://developer.apple.com/documentation/foundation/nsuseractivity/adduserinfoentries(from:);
    // `func addUserInfoEntries(from otherDictionary: [AnyHashable : Any])`, as a third-party
    // listing of the SDK gives it. Unchecked.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}

    // An NSObject: Hashable by identity.
    public static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif
