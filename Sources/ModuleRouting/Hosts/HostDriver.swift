import NavCore

/// Brings a ``NavigationHost`` from the state it shows to another, one update at a time.
///
/// The driver plans each change with ``TransitionPlan``, using what the host can do at once
/// (``NavigationHost/capabilities``), tells the host the operations of each update — read from
/// the ``NavigationChange`` between one state of the plan and the next — and waits for
/// ``NavigationHost/finishUpdate()`` before the next. A new state asked for while a change is under way takes over after the
/// current update, planned from what the host then shows.
///
/// ```swift
/// // UIKitHost is in ModuleRoutingUIKit: `import ModuleRoutingUIKit`.
/// let driver = HostDriver(host: UIKitHost(window: window, app: app, catalog: catalog))
/// Task { await driver.follow(app) }      // keep the screen in step with the router
/// await driver.show(deepLinkedState)     // or feed it states
/// ```
@MainActor
public final class HostDriver<Host: NavigationHost> {
  /// The host the driver tells.
  public let host: Host
  /// The state the host shows: the last one an update reached, or `nil` before the first.
  public private(set) var shown: NavigationState?
  /// The state the host is being brought to.
  private var target: NavigationState?
  /// Whether a ``show(_:)`` is under way.
  private var isShowing = false

  /// A driver for `host`, which shows nothing yet: the first ``show(_:)`` replaces the root.
  ///
  /// - Parameter host: The host to tell.
  public init(host: Host) {
    self.host = host
  }

  /// Brings the host to `state`.
  ///
  /// The first call shows the root of `state` with ``NavigationHost/replace(_:with:)``, then
  /// builds the rest. A call made while another is under way hands it the new state and
  /// returns at once; the first call returns when the host shows the last state asked for.
  ///
  /// - Parameter state: The state to show.
  public func show(_ state: NavigationState) async {
    target = state
    guard !isShowing else { return }
    isShowing = true
    defer { isShowing = false }
    while let target, target != shown {
      await advance(toward: target)
    }
  }

  /// Makes the updates of the plan to `target`, stopping after the one under way when the
  /// target changes.
  private func advance(toward target: NavigationState) async {
    guard let shown else {
      let first = target.skeleton
      await update(to: first, with: [.replace(.root, with: first)])
      return
    }
    let steps = TransitionPlan.steps(from: shown, to: target, options: host.capabilities)
    var before = shown
    for step in steps.dropFirst() {
      let change = NavigationChange(from: before, to: step)
      await update(to: step, with: HostOperation.operations(for: change, reaching: step))
      guard self.target == target else { return }
      before = step
    }
  }

  /// Tells the host one update's operations and waits until it is done.
  private func update(to state: NavigationState, with operations: [HostOperation]) async {
    for operation in operations {
      operation.perform(on: host)
    }
    shown = state
    await host.finishUpdate()
  }
}
