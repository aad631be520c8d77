/// Why a state could not be saved or restored, and where.
///
/// Saved data comes from outside — an earlier version of the app, a file on disk — so every
/// problem with it is a typed error naming what failed and where in the tree, never a crash.
public struct RestorationError: Error, Hashable, Sendable {
  /// The description, up to where the place goes.
  let head: String
  /// The description after the place; `nil` when the description shows no place.
  let tail: String?
  /// Whether the error is about the saved data at one place, which the lenient policy can
  /// drop, rather than about the data as a whole (its size, its depth, its version).
  let isAboutData: Bool
  /// Where in the tree the problem is, when it is about one screen.
  public let location: ScreenID?

  init(
    _ head: String, _ tail: String? = nil, isAboutData: Bool = true, at location: ScreenID? = nil
  ) {
    self.head = head
    self.tail = tail
    self.isAboutData = isAboutData
    self.location = location
  }

  /// The same error, placed at `location` unless it already has a place.
  func located(at location: ScreenID) -> Self {
    self.location == nil ? Self(head, tail, isAboutData: isAboutData, at: location) : self
  }

  /// A route type with no key, found when saving.
  public static func unregisteredType(_ name: String, at location: ScreenID? = nil) -> Self {
    Self("cannot save \(name)", ": declare a key for it", at: location)
  }

  /// A saved route whose key no registered type has.
  public static func unknownKey(_ key: String, at location: ScreenID? = nil) -> Self {
    Self("no route type has the key \"\(key)\"", ": declare it, or migrate it", at: location)
  }

  /// A saved route whose key migration drops (``RestorationTable/Migration/drop`` or
  /// a key dropped by ``RouteSchema/drop(keys:)``), `key` as saved.
  public static func droppedByMigration(_ key: String, at location: ScreenID? = nil) -> Self {
    Self("the route \"\(key)\"", ": dropped by migration", at: location)
  }

  /// A saved route, `key` as saved, whose key migration does not drop, that goes with one it
  /// drops: `cause`, saved under `causeKey`, before it in its stack, or the root of its layer, or
  /// the root or the identity of its tab.
  public static func droppedByMigration(
    _ key: String, at location: ScreenID? = nil, with causeKey: String, at cause: ScreenID
  ) -> Self {
    Self(
      "the route \"\(key)\"",
      ": dropped by migration with \"\(causeKey)\" at \(cause), though migration does not name it",
      at: location)
  }

  /// A saved route its type could not decode.
  package static func undecodableRoute(
    key: String, problem: String, at location: ScreenID? = nil
  ) -> Self {
    Self("cannot decode the route \"\(key)\"", ": \(problem)", at: location)
  }

  /// A route written by its key alone, its payload kept back (``PayloadPolicy``): it cannot be
  /// rebuilt.
  package static func withoutPayload(key: String) -> Self {
    Self("a route of key \"\(key)\" recorded without its payload")
  }

  /// A route written with no key, its type having none: it cannot be rebuilt.
  package static var withoutKey: Self {
    Self("a route of a type with no key in the catalog")
  }

  /// Data saved by a newer version of the app than this one.
  public static func newerVersion(found: Int, supported: Int) -> Self {
    Self(
      "saved by schema version \(found), newer than this app's \(supported)", isAboutData: false)
  }

  /// Layers and tabs nested deeper than the limit.
  package static func tooDeep(limit: Int) -> Self {
    Self("layers and tabs nest deeper than \(limit) levels", isAboutData: false)
  }

  /// More routes than the limit.
  package static func tooLarge(limit: Int) -> Self {
    Self("more than \(limit) routes", isAboutData: false)
  }

  /// A tree that breaks the rules every state keeps.
  package static func invalidTree(_ problem: String) -> Self {
    Self("the saved tree is invalid: \(problem)")
  }

  /// Data that is not a saved state at all.
  package static func malformed(_ problem: String) -> Self {
    Self("not a saved navigation state: \(problem)")
  }

  /// A decoder given no restoration table (`RestorationTable.userInfoKey`).
  package static var missingTable: Self {
    Self("no restoration table in the decoder's userInfo", isAboutData: false)
  }
}

extension RestorationError: CustomStringConvertible {
  public var description: String {
    guard let tail else { return head }
    return head + (location.map { " at \($0)" } ?? "") + tail
  }
}

extension RestorationError {
  /// The restoration error a decoding error is, or wraps.
  public static func from(_ error: any Error) -> RestorationError {
    if let error = error as? RestorationError { return error }
    return .malformed("\(error)")
  }
}
