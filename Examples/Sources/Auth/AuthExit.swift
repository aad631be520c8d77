/// The ways out of the Auth module.
public enum AuthExit: Hashable, Sendable {
  /// The user signed in; the signed-in part of the app can start.
  case signedIn
}
