import Auth
import ModuleRouting

/// The session `demo open` plays: the app launches signed in, as it does for a returning user,
/// and opens one link through the guards.
extension Session {
  /// Opens `link` and prints each step: the launch, the link opened, and — when the auth wall
  /// redirected it to the sign-in in a cover — the sign-in that resumes it.
  ///
  /// - Parameters:
  ///   - link: The link, as the system hands it to the app.
  ///   - links: The app's merged table.
  /// - Returns: What became of the link: applied, redirected, or refused with the
  ///   ``DeepLinkError`` naming the first segment that failed.
  /// - Throws: ``DestinationError`` when a route on top has no screen.
  func open(_ link: String, using links: AppLinks) throws(DestinationError)
    -> NavigationResult?
  {
    try transcript.show("Launch signed in, on the home tab")
    // A link that is none of the app's is left to the app.
    do {
      if try links.route(for: link) == nil { return nil }
    } catch {
      // One of the app's that cannot be read: `open` refuses it below, naming why.
    }
    var result: NavigationResult?
    try transcript.step(
      "Open the link: its route placed where the app says, one request through the guards",
      "app.open(\"\(link)\", using: links)",
      noting: app.pendingRequest.map { "app.pendingRequest: " + list($0.commands) }
    ) {
      let opened = app.open(link, using: links) ?? .applied
      result = opened
      return opened
    }
    if app.pendingRequest != nil,
      let signIn = modules.model(SignInModel.self, at: app.state.topScreen)
    {
      try transcript.step(
        "Sign in: in one change the cover closes and the link the wall kept opens",
        "signIn.signInTapped()",
        noting: wall.lastResumed.map { "the wall resumed " + list($0) }
      ) {
        signIn.signInTapped()
      }
    }
    return result
  }
}
