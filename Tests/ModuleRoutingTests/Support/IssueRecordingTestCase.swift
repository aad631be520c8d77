import ModuleRouting
import TestFixtures
import XCTest

/// A test case whose tests run with ``issues`` as the scoped ``NavigationIssue/handler``, so
/// each test can assert exactly what the library reported, and nothing reaches standard error.
@MainActor
class IssueRecordingTestCase: XCTestCase {
  /// The issues reported during the current test.
  nonisolated let issues = IssueLog()

  override func invokeTest() {
    NavigationIssue.$handler.withValue(issues.record) { super.invokeTest() }
  }
}
