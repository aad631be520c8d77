import NavCore
import TestFixtures
import XCTest

final class DeepLinkRoundTripTests: XCTestCase {
  private let links = try! fixtureLinks()

  /// 10,000 random trees — tab bars of one to three tabs, inside tabs and layers, layers of
  /// every style, stacks of up to five routes of every kind, parameters full of characters a
  /// link must encode — each printed and opened again, as written and from the tree before.
  func testPrintThenOpen_givesTheSameTree_for10000RandomTrees() throws {
    var random = RandomLinkedTrees(seed: 0xD11C_0001)
    var other = NavigationState(root: AuthRoute.login)
    var longest = 0
    for index in 0..<10_000 {
      let state = random.state(depth: 3)
      let link: String
      do {
        link = try links.url(for: state)
      } catch {
        XCTFail("tree \(index) does not print: \(error)\n\(state)")
        return
      }
      longest = max(longest, link.utf8.count)
      XCTAssertEqual(try links.state(for: link), state, "tree \(index): \(link)")
      XCTAssertEqual(try links.state(for: link, from: other), state, "tree \(index): \(link)")
      other = state
    }
    XCTAssertLessThan(longest, DeepLinkLimits.maxLength)
  }

  /// Deeper trees, fewer of them: layers and tab bars nested up to six levels.
  func testPrintThenOpen_givesTheSameTree_forDeepTrees() throws {
    var random = RandomLinkedTrees(seed: 0xD11C_0002)
    for index in 0..<500 {
      let state = random.state(depth: 6)
      guard let link = try? links.url(for: state) else { continue }
      XCTAssertEqual(try links.state(for: link), state, "tree \(index): \(link)")
    }
  }

  func testPrintedLink_printsAgainTheSame() throws {
    var random = RandomLinkedTrees(seed: 0xD11C_0003)
    for _ in 0..<1_000 {
      let link = try links.url(for: random.state())
      XCTAssertEqual(try links.url(for: links.state(for: link)), link)
    }
  }
}
