/// Why a state could not be saved or restored, and where.
///
/// Saved data comes from outside — an earlier version of the app, a file on disk — so every
/// problem with it is a typed error naming what failed and where in the tree, never a crash.
public struct RestorationError: Error, Hashable, Sendable {
  enum Reason: Hashable, Sendable {
    case unregisteredType(String)
    case duplicateKey(String)
    case duplicateType(String)
    case unknownKey(String)
    case undecodableRoute(key: String, problem: String)
    case newerVersion(found: Int, supported: Int)
    case tooDeep(limit: Int)
    case tooLarge(limit: Int)
    case invalidTree(String)
    case malformed(String)
    case missingTable
  }

  let reason: Reason
  /// Where in the tree the problem is, when it is about one screen.
  public let location: ScreenID?

  init(_ reason: Reason, at location: ScreenID? = nil) {
    self.reason = reason
    self.location = location
  }

  /// A route type with no key, found when saving.
  public static func unregisteredType(_ name: String, at location: ScreenID? = nil) -> Self {
    Self(.unregisteredType(name), at: location)
  }

  /// A key registered twice.
  public static func duplicateKey(_ key: String) -> Self {
    Self(.duplicateKey(key))
  }

  /// A route type registered twice.
  public static func duplicateType(_ name: String) -> Self {
    Self(.duplicateType(name))
  }

  /// A saved route whose key no registered type has.
  public static func unknownKey(_ key: String, at location: ScreenID? = nil) -> Self {
    Self(.unknownKey(key), at: location)
  }

  /// A saved route its type could not decode.
  public static func undecodableRoute(
    key: String, problem: String, at location: ScreenID? = nil
  ) -> Self {
    Self(.undecodableRoute(key: key, problem: problem), at: location)
  }

  /// Data saved by a newer version of the app than this one.
  public static func newerVersion(found: Int, supported: Int) -> Self {
    Self(.newerVersion(found: found, supported: supported))
  }

  /// Layers and tabs nested deeper than the limit.
  public static func tooDeep(limit: Int) -> Self {
    Self(.tooDeep(limit: limit))
  }

  /// More routes than the limit.
  public static func tooLarge(limit: Int) -> Self {
    Self(.tooLarge(limit: limit))
  }

  /// A tree that breaks the rules every state keeps.
  public static func invalidTree(_ problem: String) -> Self {
    Self(.invalidTree(problem))
  }

  /// Data that is not a saved state at all.
  public static func malformed(_ problem: String) -> Self {
    Self(.malformed(problem))
  }

  /// A decoder given no restoration table (`RestorationTable.userInfoKey`).
  public static var missingTable: Self {
    Self(.missingTable)
  }
}

extension RestorationError: CustomStringConvertible {
  public var description: String {
    let place = location.map { " at \($0)" } ?? ""
    switch reason {
    case .unregisteredType(let name):
      return "cannot save \(name)\(place): register a key for it"
    case .duplicateKey(let key):
      return "the key \"\(key)\" is registered twice"
    case .duplicateType(let name):
      return "\(name) is registered twice"
    case .unknownKey(let key):
      return "no route type has the key \"\(key)\"\(place): register it, or migrate it"
    case .undecodableRoute(let key, let problem):
      return "cannot decode the route \"\(key)\"\(place): \(problem)"
    case .newerVersion(let found, let supported):
      return "saved by schema version \(found), newer than this app's \(supported)"
    case .tooDeep(let limit):
      return "layers and tabs nest deeper than \(limit) levels"
    case .tooLarge(let limit):
      return "more than \(limit) routes"
    case .invalidTree(let problem):
      return "the saved tree is invalid: \(problem)"
    case .malformed(let problem):
      return "not a saved navigation state: \(problem)"
    case .missingTable:
      return "no restoration table in the decoder's userInfo"
    }
  }
}
