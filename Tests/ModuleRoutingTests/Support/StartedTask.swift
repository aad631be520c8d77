import ModuleRouting
import XCTest

/// Starts `operation` in a task on the main actor and returns once it has changed `app`'s
/// state — a flow's first screens shown, a screen awaiting a value pushed — so a test never
/// relies on when the scheduler runs the task.
@MainActor
func started<Value: Sendable>(
  _ app: AppRouter, file: StaticString = #filePath, line: UInt = #line,
  _ operation: @escaping @MainActor () async -> Value
) async -> Task<Value, Never> {
  let before = app.state
  let task = Task { @MainActor in await operation() }
  for _ in 0..<10_000 where app.state == before {
    await Task.yield()
  }
  XCTAssertNotEqual(app.state, before, "the task never changed the state", file: file, line: line)
  return task
}
