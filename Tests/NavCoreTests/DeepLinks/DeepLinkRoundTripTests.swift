import NavCore
import TestFixtures
import XCTest

final class DeepLinkRoundTripTests: XCTestCase {
  private let links = try! fixtureLinks().links

  /// 10,000 random routes — every kind the fixtures link, parameters full of characters a link
  /// must encode — each printed and read again, and printed again the same.
  func testPrintThenRead_givesTheSameRoute_for10000RandomRoutes() throws {
    var random = RandomLinkedTrees(seed: 0xD11C_0001)
    for index in 0..<10_000 {
      let route = random.route()
      let link: String
      do {
        link = try links.path(for: route)
      } catch {
        XCTFail("route \(index), \(route), does not print: \(error)")
        return
      }
      XCTAssertEqual(try links.route(for: link), route, "route \(index): \(link)")
      XCTAssertEqual(try links.path(for: links.route(for: link)), link, "route \(index)")
    }
  }
}
