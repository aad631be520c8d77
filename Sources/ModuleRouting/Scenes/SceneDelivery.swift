/// A link or a notification to open in one of the app's scenes (``SceneRouters``): the link,
/// and the scene the notification names, if it names one.
///
/// A notification carries the link of what it shows, as a string in its payload — the common
/// practice — and the UI layer reads it, with the identifier of the scene the system says it
/// is for (`UNNotificationResponse.targetScene`):
///
/// ```swift
/// guard let link = response.notification.request.content.userInfo["link"] as? String
/// else { return }
/// let delivery = SceneDelivery.notification(
///   link: link, targetScene: response.targetScene?.session.persistentIdentifier)
/// ```
public struct SceneDelivery: Hashable, Sendable {
  /// The link to open, in any form ``AppLinks`` reads.
  public let link: String
  /// The identifier of the scene the delivery names; `nil` when it names none.
  public let targetScene: String?

  /// A link the app received: a universal link, a custom scheme, a shortcut's or a widget's.
  public static func link(_ link: String) -> Self {
    Self(link: link, targetScene: nil)
  }

  /// A notification the user answered, which shows `link`.
  ///
  /// - Parameters:
  ///   - link: The link of what the notification shows, from its payload.
  ///   - targetScene: The identifier of the scene the notification names, if any: UIKit's
  ///     `UISceneSession.persistentIdentifier` of its `targetScene`.
  public static func notification(link: String, targetScene: String?) -> Self {
    Self(link: link, targetScene: targetScene)
  }
}
