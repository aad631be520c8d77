import NavCore

extension FlightRecording {
  /// The first place a replay parted from its recording: the step, what the recording says
  /// of it, and what the replay did.
  public struct Divergence: Hashable, Sendable {
    /// The step's number (``Step/index``); 0 for setting the start tree.
    public var step: Int
    /// What became of the request in the recording.
    public var expectedOutcome: Outcome
    /// What became of it in the replay; `nil` when the router told of no request.
    public var outcome: Outcome?
    /// The tree the recording says the request left.
    public var expectedTree: NavigationState
    /// The tree the replay left.
    public var tree: NavigationState
  }

  /// Runs the recording's requests on `app`, each from its source and through `app`'s guards,
  /// and stops at the first whose outcome or tree differs from the recording's.
  ///
  /// The router is first set to the recording's start tree, unless it shows it already. A
  /// step whose commands held a function is replayed as setting the tree it left, when it
  /// applied, and skipped when it did not; a step the user confirmed or cancelled after a leave
  /// guard held it is replayed by confirming or cancelling the leave the replay holds.
  ///
  /// ```swift
  /// let fresh = makeApp()             // the app's routes, exits and guards
  /// XCTAssertNil(recording.replay(on: fresh))
  /// ```
  ///
  /// - Parameter app: A router set up as the recorded one was: its guards judge each request.
  /// - Returns: `nil` when every step ended as recorded, so `app` shows the recording's
  ///   ``end``; otherwise the first step that did not.
  @MainActor
  public func replay(on app: AppRouter) -> Divergence? {
    let told = ToldEvents()
    let tap = app.tapEvents { told.events.append($0) }
    defer { app.untapEvents(tap) }
    if app.storage.state != start {
      let outcome = told.outcome { app.submit(Request(.setState(start), from: .app, at: .unknown)) }
      if app.storage.state != start {
        return Divergence(
          step: 0, expectedOutcome: .applied, outcome: outcome, expectedTree: start,
          tree: app.storage.state)
      }
    }
    for step in steps {
      var outcome: Outcome? = step.outcome
      if step.confirmsLeave {
        outcome = told.outcome { app.confirmLeave() }
      } else if step.cancelsLeave {
        outcome = told.outcome { app.cancelLeave() }
      } else if !step.setsTree || step.outcome == .applied {
        let request = Request(step.commands, from: step.source, at: .unknown)
        outcome = told.outcome { app.submit(request) }
      }
      if outcome != step.outcome || app.storage.state != step.tree {
        return Divergence(
          step: step.index, expectedOutcome: step.outcome, outcome: outcome,
          expectedTree: step.tree, tree: app.storage.state)
      }
    }
    return nil
  }
}

extension FlightRecording.Divergence: CustomStringConvertible {
  public var description: String {
    let what = step == 0 ? "the start tree" : "step #\(step)"
    let outcome = self.outcome.map { "\($0)" } ?? "no event"
    guard expectedTree != tree else {
      return "\(what) differs: recorded \(expectedOutcome), replayed \(outcome)"
    }
    return """
      \(what) differs: recorded \(expectedOutcome), replayed \(outcome)
      recorded tree:
      \(expectedTree)
      replayed tree:
      \(tree)
      """
  }
}

/// The events a router tells of while a replay runs.
@MainActor
private final class ToldEvents {
  var events: [NavigationEvent] = []

  /// What became of the request `submit` runs: the first event told meanwhile.
  func outcome(_ submit: () -> some Any) -> FlightRecording.Outcome? {
    events.removeAll()
    _ = submit()
    return events.min { $0.index < $1.index }.map { FlightRecording.Outcome($0.outcome) }
  }
}
