import ModuleRouting

/// What a block of code made a router report and do: its issues and its events, in order.
///
/// ```swift
/// let recording = record(app) {
///   app.navigate(to: ProfileRoute.main)
/// }
/// recording.issues   // [.refused(.denied("sign in first"))], each with its file and line
/// recording.events   // one per request, with its source and outcome
/// ```
public struct NavigationRecording: Sendable {
  /// The issues reported, first to last, each with the file and line of the call that caused
  /// it.
  public internal(set) var issues: [NavigationIssue] = []
  /// The router's events, first to last.
  public internal(set) var events: [NavigationEvent] = []
}

/// Runs `body` and records the issues it reports and the events `app` sends meanwhile.
///
/// The issues are kept from every router, as the task-scoped issue handler sees them; the
/// events are `app`'s.
@MainActor
public func record<Result>(
  _ app: AppRouter, _ body: () throws -> Result
) rethrows -> (result: Result, recording: NavigationRecording) {
  let box = RecordingBox()
  let token = app.tapEvents { event in box.recording.events.append(event) }
  defer { app.untapEvents(token) }
  let receive: @MainActor @Sendable (NavigationIssue) -> Void = { issue in
    box.recording.issues.append(issue)
  }
  let result = try NavigationIssue.$handler.withValue(receive, operation: body)
  return (result, box.recording)
}

/// Runs `body` and returns what it made `app` report and do.
@MainActor
public func record(_ app: AppRouter, _ body: () throws -> Void) rethrows -> NavigationRecording {
  try record(app) { () throws -> Void in try body() }.recording
}

@MainActor
private final class RecordingBox {
  var recording = NavigationRecording()
}
