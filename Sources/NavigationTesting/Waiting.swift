import ModuleRouting

/// Waits until `app` has run the next request — one a task started, an async flow making its
/// next move — and returns its event, whatever became of the request.
///
/// ```swift
/// Task { await model.save() }  // saves, then navigates back
/// let event = await awaitRequest(on: app)
/// XCTAssertEqual(event?.commands, [.pop(count: 1)])
/// ```
///
/// It starts listening when called, so call it before the task can run the request: right
/// after starting the task, on the main actor, with no `await` between. To wait for a tree
/// however many requests it takes, use ``awaitState(of:timeout:fileID:file:line:column:where:)``.
///
/// - Parameters:
///   - app: The router.
///   - timeout: How long to wait before failing the test; 2 seconds by default.
///   - fileID: The caller's file ID, where a failure is shown; leave the default.
///   - file: The caller's file path, where a failure is shown; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
/// - Returns: The request's event; `nil` when none came in time, and the test fails, through
///   Swift Testing or XCTest as the test runs.
@MainActor @discardableResult
public func awaitRequest(
  on app: AppRouter, timeout: Duration = .seconds(2), fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> NavigationEvent? {
  let waiter = Waiter()
  let tap = app.tapEvents { event in waiter.resume(with: event) }
  defer { app.untapEvents(tap) }
  guard let event = await waiter.wait(timeout) else {
    fail(
      "no request reached the router within \(timeout)",
      at: CallerLocation(fileID: fileID, filePath: file, line: line, column: column))
    return nil
  }
  return event
}

/// Waits until `app`'s tree satisfies `condition`, checked now and after each request the
/// router runs.
///
/// ```swift
/// Task { await onboarding.run() }
/// await awaitState(of: app) { $0.presented == nil }
/// ```
///
/// - Parameters:
///   - app: The router.
///   - timeout: How long to wait before failing the test; 2 seconds by default.
///   - fileID: The caller's file ID, where a failure is shown; leave the default.
///   - file: The caller's file path, where a failure is shown; leave the default.
///   - line: The caller's line; leave the default.
///   - column: The caller's column; leave the default.
///   - condition: What the tree must satisfy.
/// - Returns: Whether the tree satisfied `condition` in time; when it did not, the test fails,
///   showing the tree, through Swift Testing or XCTest as the test runs.
@MainActor @discardableResult
public func awaitState(
  of app: AppRouter, timeout: Duration = .seconds(2), fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  where condition: @escaping @MainActor (NavigationState) -> Bool
) async -> Bool {
  if condition(app.state) { return true }
  let waiter = Waiter()
  let tap = app.tapEvents { event in
    if condition(app.state) { waiter.resume(with: event) }
  }
  defer { app.untapEvents(tap) }
  guard await waiter.wait(timeout) != nil else {
    fail(
      "the tree did not reach the state awaited within \(timeout); it is:\n\(app.state)",
      at: CallerLocation(fileID: fileID, filePath: file, line: line, column: column))
    return false
  }
  return true
}

/// One wait for an event, ended by the event or by a timeout, whichever comes first.
@MainActor
private final class Waiter {
  private var continuation: CheckedContinuation<NavigationEvent?, Never>?
  private var ended = false
  private var event: NavigationEvent?

  /// The event, or `nil` once `timeout` has passed or the waiting task is cancelled.
  func wait(_ timeout: Duration) async -> NavigationEvent? {
    let timer = Task { [weak self] in
      try? await Task.sleep(for: timeout)
      self?.resume(with: nil)
    }
    defer { timer.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if ended {
          continuation.resume(returning: event)
        } else {
          self.continuation = continuation
        }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.resume(with: nil) }
    }
  }

  /// Ends the wait, once.
  func resume(with event: NavigationEvent?) {
    guard !ended else { return }
    ended = true
    self.event = event
    continuation?.resume(returning: event)
    continuation = nil
  }
}
