import NavCore
import Observation

/// The app's navigation state and the one way to change it.
///
/// An `AppRouter` owns a ``NavigationState`` — stacks, presented layers, tabs. Every request —
/// from a module router, an exit, a binding write — becomes commands that run through one
/// pipeline: NavCore's pure functions decide and change the state in place, then observers
/// are told. A refused request changes nothing and is reported as a ``NavigationIssue``; if
/// it was a binding's write (``path``, a stack's path, a layer or a tab selection set by the
/// UI), that binding's observers are told again, so that the UI reads the router's state back
/// rather than keeping what it wrote. So are they when a guard denies, redirects or holds a
/// binding's write. No other observer is told.
///
/// ```swift
/// let app = AppRouter(root: DashboardRoute.home)
/// app.navigate(to: DashboardRoute.details(id: 7))
/// app.present(SettingsRoute.main, style: .sheet)
/// app.pop(count: 5)  // .refused(.popPastRoot(requested: 5, available: 0)); state unchanged
/// ```
///
/// The router is observed slice by slice: a view that reads one stack's path
/// (``path(at:)``), the layer over one stack (``presented(at:)``) or one tab bar's selection
/// (``selectedTab(at:)``) is told only when that slice changes, once per request however many
/// commands it carried; a view that reads ``state`` is told of every change. A request that
/// applies and changes nothing tells nobody.
@MainActor
@Observable
public final class AppRouter {
  /// The router's plain bookkeeping, in one stored property so that a request's hot steps
  /// each make one access (Internal/RouterCore.swift).
  @ObservationIgnored var core: RouterCore
  /// The route guards, the leave guards, and the route types the app can show: a change makes
  /// a new book.
  @ObservationIgnored var guards = GuardBook()
  /// What lives as long as a screen: running flows and the objects kept for screens.
  @ObservationIgnored var lifetimes = ScreenLifetimes()
  /// How the app answers each module's exits, by the exit type.
  @ObservationIgnored var exitHandlers: [ObjectIdentifier: ExitHandling] = [:]
  /// How the app answers exits that expect a result, by the exit type and the result type.
  @ObservationIgnored var exitResultHandlers: [ExitResultKey: ExitResultHandling] = [:]
  /// How ``navigate(to:policy:fileID:line:)`` treats the focused stack, app-wide;
  /// ``NavigationPolicy/push`` by default.
  @ObservationIgnored public var defaultPolicy = NavigationPolicy.push

  /// A router showing `root` with nothing pushed.
  ///
  /// - Parameter root: The first screen.
  public init<Root: Hashable & Sendable>(root: Root) {
    core = RouterCore(storage: RouterStorage(NavigationState(root: root)))
  }

  /// A router starting from `state`, any tree: tabs, layers and all.
  ///
  /// A state that breaks the tree's rules (``NavigationState/validate()``) is kept, since a
  /// router must start somewhere, and reported.
  ///
  /// - Parameter state: The state to start from.
  public init(state: NavigationState) {
    core = RouterCore(storage: RouterStorage(state))
    do {
      try state.validate()
    } catch {
      NavigationIssue.report(.refused(error), at: .unknown)
    }
  }

  /// The whole navigation state. A view that reads it is told of every change.
  public var state: NavigationState {
    track(.state)
    return storage.state
  }

  /// The routes above the root of the root stack, for a `NavigationStack(path:)` binding:
  /// setting it replaces them, as a swipe back does. The same as ``path(at:)`` with `.root`.
  ///
  /// To pop from code, call ``pop(count:fileID:line:)`` or ``popTo(_:fileID:line:)``, which
  /// refuse what cannot apply; `path`'s own collection methods keep the standard library's
  /// contracts (`removeLast()` on an empty path traps, as on an array).
  public var path: RoutePath {
    get { path(at: .root) }
    set { setPath(newValue, at: .root) }
  }

  /// Runs one command through the pipeline.
  ///
  /// - Parameters:
  ///   - command: The change to make.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or what stopped it: a refusal, a guard's denial
  ///   or redirect, a leave guard's question. A refusal is also reported.
  @discardableResult
  public func perform(
    _ command: consuming NavigationCommand, fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.perform(command, at: CallSite(fileID, line))
  }

  /// Runs commands as one atomic batch: all apply, or none does.
  ///
  /// The commands change the state in place; a refusal takes back what the batch did. Either
  /// way the work is what the commands cost, however deep the stacks.
  ///
  /// - Parameters:
  ///   - commands: The changes to make, in order.
  ///   - fileID: The caller's file, named in any issue the call reports; leave the default.
  ///   - line: The caller's line, named with `fileID`; leave the default.
  /// - Returns: ``NavigationResult/applied``, or the first refusal, or what a guard decided;
  ///   a refusal is also reported. Observers are told once, of what the batch changed all told.
  @discardableResult
  public func perform(
    _ commands: [NavigationCommand], fileID: StaticString = #fileID, line: UInt = #line
  ) -> NavigationResult {
    navigator.perform(commands, at: CallSite(fileID, line))
  }

  /// Ends the flows still running and releases the objects kept for screens: every caller
  /// awaiting a flow resumes, cancelled; every subscriber's events end.
  isolated deinit {
    eventHub.finishAll()
    for (_, record) in lifetimes.flows.closeAll() {
      record.end(.cancelled)
    }
  }
}
