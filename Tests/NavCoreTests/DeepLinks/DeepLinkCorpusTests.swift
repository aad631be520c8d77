import NavCore
import TestFixtures
import XCTest

/// The fuzzer's corpus as test inputs: every input it kept for reaching code no other input
/// reached (`FuzzCorpus.swift`, made by `Fuzz/`), checked with the property the fuzzer checks.
final class DeepLinkCorpusTests: XCTestCase {
  private let links = try! fixtureLinks().links

  func testEveryCorpusInput_readsAsARouteOrFailsWithATypedError() {
    XCTAssertGreaterThan(fuzzCorpus.count, 100)
    var opened = 0
    for link in fuzzCorpus where assertLinkProperty(link, with: links) {
      opened += 1
    }
    XCTAssertGreaterThan(opened, 0)
  }
}
