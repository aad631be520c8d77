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
  /// An object of the token's own: a token equals its copies only, and no two guards share
  /// one, without a counter to keep.
  private let identity = Identity()

  private final class Identity: Sendable {}

  /// Whether both tokens stand for one guard.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.identity === rhs.identity
  }

  /// Hashes the guard the token stands for.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(identity))
  }
}

/// A request a leave guard holds until the user decides.
public struct PendingLeave: Sendable {
  /// What the leave guard asks: "Discard your changes?".
  public let message: String
  /// The request held.
  public let request: NavigationRequest
  /// The screens the leave guard asked about: the ones the request would remove. A UI
  /// presents the question from the stack they are in (``ShownTree/heldLeavePresenter()``).
  public let screens: [ScreenRange]
}
