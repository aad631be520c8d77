import NavCore
import TestFixtures
import XCTest

/// Malformed, huge and adversarial links: a typed error or a route, never a crash or a hang,
/// within the ``DeepLinkLimits``.
final class DeepLinkHostileInputTests: XCTestCase {
  private let links = try! fixtureLinks().links

  func testLongLink_isRefusedBeforeItIsRead() {
    let huge = "/dashboard/" + String(repeating: "a", count: 1_000_000)
    assertLinkError(.limitExceeded("length", limit: DeepLinkLimits.maxLength)) {
      try links.route(for: huge)
    }
    let justOver = "/" + String(repeating: "a", count: DeepLinkLimits.maxLength)
    assertLinkError(.limitExceeded("length", limit: DeepLinkLimits.maxLength)) {
      try links.route(for: justOver)
    }
  }

  func testManySegments_areRefused_butEmptyOnesAreNotCounted() {
    let many = String(repeating: "/settings", count: DeepLinkLimits.maxSegments + 1)
    assertLinkError(.limitExceeded("segments", limit: DeepLinkLimits.maxSegments)) {
      try links.route(for: many)
    }
    let atLimit = String(repeating: "/settings", count: DeepLinkLimits.maxSegments)
    assertLinkError(.noMatch("settings", at: 2)) { try links.route(for: atLimit) }
    assertLinkError(.emptyPath) { try links.route(for: String(repeating: "/", count: 16_000)) }
  }

  func testManyQueryItems_areRefused() {
    let query = (0...DeepLinkLimits.maxQueryItems).map { "a\($0)=1" }.joined(separator: "&")
    assertLinkError(.limitExceeded("query items", limit: DeepLinkLimits.maxQueryItems)) {
      try links.route(for: "/search?" + query)
    }
  }

  func testLongValues_andManyEscapes_areRead() throws {
    let escaped = String(repeating: "%41", count: 5_000)
    XCTAssertEqual(
      try links.route(for: "/articles/" + escaped),
      AnyRoute(ArticleRoute.article(slug: String(repeating: "A", count: 5_000), page: nil)))
    let digits = String(repeating: "9", count: 16_000)
    assertLinkError(.invalidParameter("id", value: digits, expected: "Int", at: 3)) {
      try links.route(for: "/dashboard/details/" + digits)
    }
  }

  func testCatchAllOverEveryRemainingSegment_isRead() throws {
    let segments = Array(repeating: "a", count: DeepLinkLimits.maxSegments - 1)
    XCTAssertEqual(
      try links.route(for: "/files/" + segments.joined(separator: "/")),
      AnyRoute(ArticleRoute.file(path: segments.joined(separator: "/"))))
  }

  /// Text that once marked a layer or a tab (`~sheet`, `~tab:home`) or a route's items
  /// (`;page=2`) is plain text now: a parameter takes it, a literal does not.
  func testWhatOnceMarkedATree_isPlainText() throws {
    XCTAssertEqual(
      try links.route(for: "/articles/~sheet"),
      AnyRoute(ArticleRoute.article(slug: "~sheet", page: nil)))
    XCTAssertEqual(
      try links.route(for: "/articles/a;page=2"),
      AnyRoute(ArticleRoute.article(slug: "a;page=2", page: nil)))
    for link in ["/~", "/~end", "/~tab:home", "/dashboard/~sheet", "/main/~tabs:home"] {
      XCTAssertThrowsError(try links.route(for: link), link) { error in
        XCTAssertEqual((error as? DeepLinkError)?.isNoMatch, true, link)
      }
    }
  }

  /// 100,000 seeded random links — printed links with random edits, sequences of real and
  /// unreal segments, and random text. Each either reads as a route that prints to a link
  /// reading as it again, or fails with a typed error placed on a segment the link has. A link
  /// drawn twice is checked once.
  func testRandomLinks_readAsRoutesOrFailWithTypedErrors() throws {
    var random = RandomLinks(seed: 0xF022_0001, printedBy: links)
    var checked: [String: Bool] = [:]
    var read = 0
    for _ in 0..<100_000 {
      let link = random.link()
      let reads = checked[link] ?? assertLinkProperty(link, with: links)
      checked[link] = reads
      if reads { read += 1 }
    }
    XCTAssertGreaterThan(checked.count, 50_000, "the generator should draw distinct links")
    XCTAssertGreaterThan(read, 5_000, "the generator should make some links that read")
    XCTAssertGreaterThan(100_000 - read, 50_000, "the generator should make links that fail")
  }

  /// Segments of thousands of combining marks of two classes, which canonical equivalence
  /// reorders: a segment far longer than any literal cannot be one, so it is never
  /// normalized, and reading stays linear in the link's length.
  func testU1_longRunsOfCombiningMarks_areReadInLinearWork() {
    let marks = String(repeating: "\u{301}\u{323}", count: 2_700)
    let link = "/dashboard/e" + marks
    XCTAssertGreaterThan(link.utf8.count, 10_000)
    for _ in 0..<200 {
      assertLinkError(.noMatch("e" + marks, at: 2)) { try links.route(for: link) }
    }
  }
}
