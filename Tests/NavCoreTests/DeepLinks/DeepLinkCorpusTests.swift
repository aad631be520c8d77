import NavCore
import TestFixtures
import XCTest

/// The fuzzer's corpus as test inputs: every input it kept for reaching code no other input
/// reached (`FuzzCorpus.swift`, made by `Fuzz/`), checked with the property the fuzzer checks.
final class DeepLinkCorpusTests: XCTestCase {
  private let links = try! fixtureLinks()

  func testEveryCorpusInput_opensAValidStateOrFailsWithATypedError() {
    XCTAssertGreaterThan(fuzzCorpus.count, 100)
    var opened = 0
    for link in fuzzCorpus where assertLinkProperty(link, with: links) {
      opened += 1
    }
    XCTAssertGreaterThan(opened, 0)
  }

  /// A route read from a link prints back to a path that reads as it — or printing refuses
  /// it (a catch-all read from `%2F` holds an empty segment), never writing another route.
  func testEveryCorpusInput_readsAsOneRoute_thatPrintsBackOrIsRefused() {
    for link in fuzzCorpus {
      guard let route = try? links.route(for: link), let path = try? links.path(for: route)
      else { continue }
      XCTAssertEqual(try links.route(for: path), route, link.debugDescription)
    }
  }

  func testEveryCorpusInput_opensFromATabBarOrFailsWithATypedError() throws {
    let current = mainTabs(selected: .settings)
    for link in fuzzCorpus {
      if let state = try? links.state(for: link, from: current) {
        XCTAssertNoThrow(try state.validate(), link.debugDescription)
      }
    }
  }
}
