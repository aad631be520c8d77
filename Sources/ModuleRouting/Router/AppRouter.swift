import NavCore
import Observation

/// The app's navigation state and the one way to change it.
///
/// An `AppRouter` owns a ``NavigationState``. Every request — from a module router, an exit,
/// or a binding — becomes commands that run through one pipeline: the pure `apply` of NavCore
/// decides, then the state changes in place with exactly one observation change, however many
/// commands the request carried. A refused request changes nothing, notifies nobody, and is
/// reported as a ``NavigationIssue``.
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

  /// The routes above the root; setting it replaces them, as a swipe back through a
  /// `NavigationStack(path:)` binding does.
  public var path: RoutePath {
    get { state.path }
    set { perform(.setPath(newValue)) }
  }

  /// Runs one command through the pipeline.
  ///
  /// - Parameter command: The change to make.
  /// - Returns: ``NavigationResult/applied``, or the refusal; a refusal is also reported.
  @discardableResult
  public func perform(_ command: NavigationCommand) -> NavigationResult {
    do {
      let edit = try storage.edit(for: command)
      withMutation(keyPath: \.state) { storage.perform(edit) }
      return .applied
    } catch {
      return refuse(error)
    }
  }

  /// Runs commands as one atomic batch: all apply, or none does.
  ///
  /// - Parameter commands: The changes to make, in order.
  /// - Returns: ``NavigationResult/applied``, or the first refusal; a refusal is also
  ///   reported. An empty batch applies and notifies nobody.
  @discardableResult
  public func perform(_ commands: [NavigationCommand]) -> NavigationResult {
    switch commands.count {
    case 0:
      return .applied
    case 1:
      return perform(commands[0])
    default:
      do {
        let next = try storage.applying(commands)
        withMutation(keyPath: \.state) { storage = next }
        return .applied
      } catch {
        return refuse(error)
      }
    }
  }

  /// Reports a refusal and hands it back as a result.
  func refuse(_ refusal: NavigationRefusal) -> NavigationResult {
    NavigationIssue.report(.refused(refusal))
    return .refused(refusal)
  }
}
