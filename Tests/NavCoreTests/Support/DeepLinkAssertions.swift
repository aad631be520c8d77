import NavCore
import XCTest

/// Asserts that `body` throws `expected`.
func assertLinkError<Value>(
  _ expected: DeepLinkError, file: StaticString = #filePath, line: UInt = #line,
  _ body: () throws -> Value
) {
  XCTAssertThrowsError(try body(), file: file, line: line) { error in
    XCTAssertEqual(error as? DeepLinkError, expected, "\(error)", file: file, line: line)
  }
}

/// Asserts that `link` opens `expected` with `links`, from no state in particular.
func assertOpens(
  _ link: String, _ expected: NavigationState, with links: DeepLinkTable,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(try links.state(for: link), expected, file: file, line: line)
}

/// Checks what every link must satisfy: it opens a valid state that prints to a link opening
/// that state again, or it fails with a typed error placed on a segment the link could have.
/// The fuzz target (`Fuzz/`) checks the same.
///
/// - Returns: Whether the link opened.
@discardableResult
func assertLinkProperty(
  _ link: String, with links: DeepLinkTable, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  do {
    let state = try links.state(for: link)
    XCTAssertNoThrow(try state.validate(), link.debugDescription, file: file, line: line)
    if let printed = try? links.url(for: state) {
      XCTAssertEqual(
        try links.state(for: printed), state, "\(link.debugDescription) → \(printed)",
        file: file, line: line)
    }
    return true
  } catch {
    if let position = error.position {
      XCTAssertTrue(
        (1...DeepLinkLimits.maxSegments).contains(position), "\(link.debugDescription): \(error)",
        file: file, line: line)
    }
    return false
  }
}
