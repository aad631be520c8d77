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

/// Checks what every link must satisfy: it reads as a route that prints to a path reading as
/// that route again (or whose printing is refused with a typed error), or it fails with a
/// typed error placed on a segment the link could have. The fuzz target (`Fuzz/`) checks the
/// same.
///
/// - Returns: Whether the link read as a route.
@discardableResult
func assertLinkProperty(
  _ link: String, with links: DeepLinkTable, file: StaticString = #filePath, line: UInt = #line
) -> Bool {
  do {
    let route = try links.route(for: link)
    if let printed = try? links.path(for: route) {
      XCTAssertEqual(
        try links.route(for: printed), route, "\(link.debugDescription) → \(printed)",
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
