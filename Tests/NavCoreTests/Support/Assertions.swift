import NavCore
import TestFixtures
import XCTest

/// Asserts that `command` is refused with `expected` and leaves `state` exactly as it was.
func assertRefused(
  _ command: NavigationCommand,
  on state: NavigationState,
  with expected: NavigationRefusal,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  var changed = state
  XCTAssertThrowsError(try changed.apply(command), file: file, line: line) { error in
    XCTAssertEqual(error as? NavigationRefusal, expected, file: file, line: line)
  }
  XCTAssertEqual(changed, state, "a refused command changed the state", file: file, line: line)
}

/// Asserts that `command` applies to `state` and gives `expected`.
func assertApplies(
  _ command: NavigationCommand,
  to state: NavigationState,
  giving expected: NavigationState,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  var changed = state
  XCTAssertNoThrow(try changed.apply(command), file: file, line: line)
  XCTAssertEqual(changed, expected, file: file, line: line)
}

/// Asserts that the batch `commands` is refused with `expected` and leaves `state` exactly as
/// it was, whatever the commands before the refused one did.
func assertRefused(
  _ commands: [NavigationCommand],
  on state: NavigationState,
  with expected: NavigationRefusal,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  var changed = state
  XCTAssertThrowsError(try changed.apply(commands), file: file, line: line) { error in
    XCTAssertEqual(error as? NavigationRefusal, expected, file: file, line: line)
  }
  XCTAssertEqual(changed, state, "a refused batch changed the state", file: file, line: line)
}

/// Asserts that the batch `commands` applies to `state` and gives `expected`.
func assertApplies(
  _ commands: [NavigationCommand],
  to state: NavigationState,
  giving expected: NavigationState,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  var changed = state
  XCTAssertNoThrow(try changed.apply(commands), file: file, line: line)
  XCTAssertEqual(changed, expected, file: file, line: line)
}
