import ModuleRouting

/// The ways out of the Auth module.
public enum AuthExit: NavigationExit, Codable {
  /// The user signed in; the signed-in part of the app can start.
  case signedIn
}
