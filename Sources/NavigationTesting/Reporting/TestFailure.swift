import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Where an assertion was called, as both test frameworks name it.
struct CallerLocation {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
}

/// Fails the running test with `message`, at `location`: through Swift Testing when the test
/// runs under it, through XCTest otherwise.
func fail(_ message: String, at location: CallerLocation) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: Testing.SourceLocation(
          fileID: "\(location.fileID)", filePath: "\(location.filePath)",
          line: Int(location.line), column: Int(location.column)))
      return
    }
  #endif
  XCTFail(message, file: location.filePath, line: location.line)
}
