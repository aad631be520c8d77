import ModuleRouting
import XCTest

/// Asserts that `app`'s whole tree is `expected`; on failure, shows the two trees as a line
/// diff: `- ` for what is expected but missing, `+ ` for what is there instead.
///
/// ```swift
/// assertTree(app, NavigationState(root: HomeRoute.feed, path: [HomeRoute.item(1)]))
/// ```
@MainActor
public func assertTree(
  _ app: AppRouter, _ expected: NavigationState, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  let actual = app.state
  guard actual != expected else { return }
  let heading = message.isEmpty ? "the tree differs" : message
  XCTFail(
    "\(heading) (- expected, + actual):\n"
      + treeDiff(expected: expected, actual: actual),
    file: file, line: line)
}

/// Asserts that `body` reports no issue, naming each one reported and where it came from.
@MainActor @discardableResult
public func assertNothingReported<Result>(
  _ app: AppRouter, file: StaticString = #filePath, line: UInt = #line,
  _ body: () throws -> Result
) rethrows -> Result {
  let (result, recording) = try record(app, body)
  for issue in recording.issues {
    let place = issue.location.map { " at \($0)" } ?? ""
    XCTFail("unexpected issue\(place): \(issue)", file: file, line: line)
  }
  return result
}

/// Asserts that `body` reports exactly `expected`, in order.
@MainActor
public func assertReported(
  _ expected: [NavigationIssue], by app: AppRouter, file: StaticString = #filePath,
  line: UInt = #line, _ body: () throws -> Void
) rethrows {
  let recording = try record(app, body)
  XCTAssertEqual(recording.issues, expected, file: file, line: line)
}
