import ModuleRouting
import TestFixtures
import XCTest

final class NavigationResultTests: XCTestCase {
  func testResult_exposesRefusal() {
    XCTAssertTrue(NavigationResult.applied.isApplied)
    XCTAssertNil(NavigationResult.applied.refusal)
    let refused = NavigationResult.refused(.negativePopCount(-1))
    XCTAssertFalse(refused.isApplied)
    XCTAssertEqual(refused.refusal, .negativePopCount(-1))
    XCTAssertEqual(NavigationResult.applied.description, "applied")
    XCTAssertEqual(
      refused.description, "refused: cannot pop a negative number of routes (-1)")
  }
}
