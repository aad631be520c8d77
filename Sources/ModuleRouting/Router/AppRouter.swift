import NavCore
import Observation

/// The app's navigation state and the one way to change it.
///
/// An `AppRouter` owns a ``NavigationState``. Every request — from a module router, an exit,
/// or a binding — becomes commands that run through one pipeline: NavCore's pure functions
/// decide and change the state in place, then observers are told with exactly one
/// observation change, however many commands the request carried. A refused request changes
/// nothing, notifies nobody, and is reported as a ``NavigationIssue``; a request that applies
/// but changes nothing (a pop of 0, the same path again) notifies nobody either.
///
/// ```swift
/// let app = AppRouter(root: DashboardRoute.home)
/// app.navigate(to: DashboardRoute.details(id: 7))
/// app.pop(count: 5)  // .refused(.popPastRoot(requested: 5, available: 1)); state unchanged
/// ```
@MainActor
@Observable
public final class AppRouter {
  @ObservationIgnored private(set) var storage: NavigationState
  @ObservationIgnored var exitHandlers: [ObjectIdentifier: ExitHandler] = [:]
  /// What the router is in the middle of; requests made meanwhile are refused.
  @ObservationIgnored var activity = Activity.idle

  /// A router showing `root` with nothing pushed.
  ///
  /// - Parameter root: The first screen.
  public init<Root: Hashable & Sendable>(root: Root) {
    storage = NavigationState(root: root)
  }

  /// A router starting from `state`.
  ///
  /// - Parameter state: The state to start from.
  public init(state: NavigationState) {
    storage = state
  }

  /// The whole navigation state.
  public var state: NavigationState {
    access(keyPath: \.state)
    return storage
  }

  /// The routes above the root, for a `NavigationStack(path:)` binding: setting it replaces
  /// them, as a swipe back does, and setting the same routes again changes nothing.
  ///
  /// To pop from code, call ``pop(count:)`` or ``popTo(_:)``, which refuse what cannot apply;
  /// `path`'s own collection methods keep the standard library's contracts (`removeLast()` on
  /// an empty path traps, as on an array).
  public var path: RoutePath {
    get { state.path }
    set { perform(.setPath(newValue)) }
  }

  /// Runs one command through the pipeline.
  ///
  /// - Parameter command: The change to make.
  /// - Returns: ``NavigationResult/applied``, or the refusal; a refusal is also reported.
  @discardableResult
  public func perform(_ command: consuming NavigationCommand) -> NavigationResult {
    guard activity == .idle else { return refuseNestedRequest() }
    do {
      // An edit of one command always changes the state; no edit, nothing to announce.
      guard let edit = try storage.edit(for: command) else { return .applied }
      _ = storage.perform(edit)
      announceChange()
      return .applied
    } catch {
      return refuse(error)
    }
  }

  /// Runs commands as one atomic batch: all apply, or none does.
  ///
  /// The commands change the state in place; a refusal takes back what the batch did. Either
  /// way the work is what the commands cost, however deep the stack.
  ///
  /// - Parameter commands: The changes to make, in order.
  /// - Returns: ``NavigationResult/applied``, or the first refusal; a refusal is also
  ///   reported. A batch that changes nothing, the empty one included, notifies nobody.
  @discardableResult
  public func perform(_ commands: [NavigationCommand]) -> NavigationResult {
    guard activity == .idle else { return refuseNestedRequest() }
    var transaction = NavigationTransaction()
    do {
      try transaction.apply(commands, to: &storage)
    } catch {
      return refuse(error)
    }
    if transaction.changed(storage) { announceChange() }
    return .applied
  }

  /// Tells observers that the state changed; requests they make meanwhile are refused.
  private func announceChange() {
    activity = .changing
    withMutation(keyPath: \.state) {}
    activity = .idle
  }

  /// What the router is in the middle of, when a request arrives.
  ///
  /// An exit handler runs before its commands, and observers are told of a change while the
  /// router is still making it; a request from either would interleave with that change, so
  /// it is refused rather than applied out of order.
  enum Activity {
    case idle
    /// An exit handler is working out its commands.
    case runningExitHandler
    /// Observers are being told of a change.
    case changing
  }

  /// Refuses a request that arrived while ``activity`` was not idle.
  func refuseNestedRequest() -> NavigationResult {
    refuse(
      activity == .runningExitHandler ? .navigationInsideExitHandler : .navigationDuringChange)
  }

  /// Reports a refusal and hands it back as a result.
  func refuse(_ refusal: NavigationRefusal) -> NavigationResult {
    NavigationIssue.report(.refused(refusal))
    return .refused(refusal)
  }
}
