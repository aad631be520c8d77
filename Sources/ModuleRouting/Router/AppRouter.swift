import NavCore
import Observation

/// The app's navigation state and the one way to change it.
///
/// An `AppRouter` owns a ``NavigationState`` — stacks, presented layers, tabs. Every request —
/// from a module router, an exit, a binding write — becomes commands that run through one
/// pipeline: NavCore's pure functions decide and change the state in place, then observers
/// are told. A refused request changes nothing, notifies nobody, and is reported as a
/// ``NavigationIssue``.
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
/// changes nothing tells nobody.
@MainActor
@Observable
public final class AppRouter {
  // The state the router owns, and what it keeps beside it. Exclusivity is not checked at run
  // time on these, which makes a push or pop through the router a third cheaper: the router is
  // confined to the main actor, and the only code that runs while it holds an access to one of
  // them is NavCore's pure functions and the routes' own `==`, `hash` and predicates; a request
  // made from there finds `activity` set and is refused, so no access ever overlaps another.

  @ObservationIgnored @exclusivity(unchecked) var stateBox: StateBox
  @ObservationIgnored var exitHandlers: [ObjectIdentifier: ExitHandler] = [:]
  /// What the router is in the middle of; requests made meanwhile are refused.
  @ObservationIgnored @exclusivity(unchecked) var activity = Activity.idle
  /// The slices read since they last changed: the only ones anybody can be observing.
  @ObservationIgnored @exclusivity(unchecked) var observedSlices: Set<StateSlice> = []
  /// The focused stack's address, once worked out, until a change that can move the focus.
  @ObservationIgnored @exclusivity(unchecked) var focusCache: StackAddress?
  /// The key path of each slice ever read.
  @ObservationIgnored var sliceKeyPaths: [StateSlice: KeyPath<AppRouter, StateSlice>] = [:]
  /// The running flows, each anchored to its first screen.
  @ObservationIgnored @exclusivity(unchecked) var flows = FlowBook()
  /// The objects kept for screens.
  @ObservationIgnored @exclusivity(unchecked) var screenObjects = ScreenObjects()
  /// The route guards and leave guards.
  @ObservationIgnored @exclusivity(unchecked) var guards = GuardBook()
  /// The subscribers to the router's events.
  @ObservationIgnored @exclusivity(unchecked) var eventHub = EventHub()
  /// The route types the app can show, when it asked the router to check (``showOnly(_:)``).
  @ObservationIgnored @exclusivity(unchecked) var showableRoutes: Set<ObjectIdentifier>?
  /// The request a guard redirected, kept to resume.
  @ObservationIgnored public internal(set) var pendingRequest: NavigationRequest?
  /// The request a leave guard holds until the user decides.
  @ObservationIgnored public internal(set) var pendingLeave: PendingLeave?
  /// How ``navigate(to:fileID:line:)`` treats the focused stack, app-wide;
  /// ``NavigationPolicy/push`` by default.
  @ObservationIgnored @exclusivity(unchecked) public var defaultPolicy = NavigationPolicy.push

  /// A router showing `root` with nothing pushed.
  ///
  /// - Parameter root: The first screen.
  public init<Root: Hashable & Sendable>(root: Root) {
    stateBox = StateBox(NavigationState(root: root))
  }

  /// A router starting from `state`, any tree: tabs, layers and all.
  ///
  /// A state that breaks the tree's rules (``NavigationState/validate()``) is kept, since a
  /// router must start somewhere, and reported.
  ///
  /// - Parameter state: The state to start from.
  public init(state: NavigationState) {
    stateBox = StateBox(state)
    do {
      try state.validate()
    } catch {
      NavigationIssue.report(.refused(error), at: .unknown)
    }
  }

  /// The whole navigation state. A view that reads it is told of every change.
  public var state: NavigationState {
    track(.state)
    return storage
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
    submit(command, from: .app, at: CallSite(fileID, line))
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
    submit(.many(commands), from: .app, Submission(site: CallSite(fileID, line))).result
  }

  /// Ends the flows still running and releases the objects kept for screens: every caller
  /// awaiting a flow resumes, cancelled.
  isolated deinit {
    for record in flows.closeAll() {
      record.end(.cancelled)
    }
  }

  /// What the router is in the middle of, when a request arrives.
  ///
  /// An exit handler runs before its commands, and observers are told of a change while the
  /// router is still making it; a request from either would interleave with that change, so
  /// it is refused rather than applied out of order.
  enum Activity {
    case idle
    /// Commands are being applied to the state.
    case applying
    /// Guards are judging a request.
    case judging
    /// An exit handler is working out its commands.
    case runningExitHandler
    /// Observers are being told of a change.
    case changing
  }
}
