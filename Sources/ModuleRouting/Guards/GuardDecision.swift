import NavCore

/// What a route guard decides about a request.
public enum GuardDecision: Hashable, Sendable {
  /// Let it through.
  case allow
  /// Refuse it, for this reason; the state stays as it was.
  case deny(String)
  /// Apply these commands instead, through the guards again; with `resume`, keep the request
  /// as ``AppRouter/pendingRequest`` to run once the redirect has done its job (a login).
  case redirect([NavigationCommand], resume: Bool)
}

/// What a leave guard decides about a request that would remove a screen it watches.
public enum LeaveDecision: Hashable, Sendable {
  /// Let the screen go.
  case allow
  /// Hold the request until the user confirms (``AppRouter/confirmLeave(fileID:line:)``) or cancels
  /// (``AppRouter/cancelLeave()``); the message is what to ask.
  case confirm(String)
}

/// A registered guard, to remove it with ``AppRouter/removeGuard(_:)``.
public struct GuardToken: Hashable, Sendable {
  let value: Int
}

/// A request a leave guard holds until the user decides.
public struct PendingLeave: Sendable {
  /// What the leave guard asks: "Discard your changes?".
  public let message: String
  /// The request held.
  public let request: NavigationRequest
}
