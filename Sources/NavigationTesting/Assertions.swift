import ModuleRouting

/// Asserts that `app`'s whole tree is `expected`; on failure, shows the two trees as a line
/// diff: `- ` for what is expected but missing, `+ ` for what is there instead.
///
/// ```swift
/// assertTree(app, NavigationState(root: HomeRoute.feed, path: [HomeRoute.item(1)]))
/// ```
///
/// Like every assertion here, it fails the test through Swift Testing when the test runs under
/// it (`@Test`), and through XCTest otherwise.
@MainActor
public func assertTree(
  _ app: AppRouter, _ expected: NavigationState, _ message: String = "",
  fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let actual = app.state
  guard actual != expected else { return }
  let heading = message.isEmpty ? "the tree differs" : message
  fail(
    "\(heading) (- expected, + actual):\n" + treeDiff(expected: expected, actual: actual),
    at: CallerLocation(fileID: fileID, filePath: file, line: line, column: column))
}

/// Asserts that `body` reports no issue, naming each one reported and where it came from.
@MainActor @discardableResult
public func assertNothingReported<Result>(
  _ app: AppRouter, fileID: StaticString = #fileID, file: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column, _ body: () throws -> Result
) rethrows -> Result {
  let (result, recording) = try record(app, body)
  for issue in recording.issues {
    let place = issue.location.map { " at \($0)" } ?? ""
    fail(
      "unexpected issue\(place): \(issue)",
      at: CallerLocation(fileID: fileID, filePath: file, line: line, column: column))
  }
  return result
}

/// Asserts that `body` reports exactly `expected`, in order.
@MainActor
public func assertReported(
  _ expected: [NavigationIssue], by app: AppRouter, fileID: StaticString = #fileID,
  file: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
  _ body: () throws -> Void
) rethrows {
  let reported = try record(app, body).issues
  guard reported != expected else { return }
  fail(
    "reported \(reported), expected \(expected)",
    at: CallerLocation(fileID: fileID, filePath: file, line: line, column: column))
}
