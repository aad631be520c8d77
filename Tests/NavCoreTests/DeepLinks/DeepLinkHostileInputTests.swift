import NavCore
import TestFixtures
import XCTest

/// Malformed, huge, deeply nested and adversarial links: a typed error or a valid state,
/// never a crash or a hang, within the ``DeepLinkLimits``.
final class DeepLinkHostileInputTests: XCTestCase {
  private let links = try! fixtureLinks()

  func testLongLink_isRefusedBeforeItIsRead() {
    let huge = "/dashboard/" + String(repeating: "a", count: 1_000_000)
    let start = ContinuousClock.now
    assertLinkError(.limitExceeded("length", limit: DeepLinkLimits.maxLength)) {
      try links.state(for: huge)
    }
    XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(100))
    let justOver = "/" + String(repeating: "a", count: DeepLinkLimits.maxLength)
    assertLinkError(.limitExceeded("length", limit: DeepLinkLimits.maxLength)) {
      try links.state(for: justOver)
    }
  }

  func testManySegments_areRefused_butEmptyOnesAreNotCounted() {
    let many = String(repeating: "/settings", count: DeepLinkLimits.maxSegments + 1)
    assertLinkError(.limitExceeded("segments", limit: DeepLinkLimits.maxSegments)) {
      try links.state(for: many)
    }
    let atLimit = String(repeating: "/settings", count: DeepLinkLimits.maxSegments)
    XCTAssertEqual(try links.state(for: atLimit).path.count, DeepLinkLimits.maxSegments - 1)
    assertLinkError(.emptyPath) { try links.state(for: String(repeating: "/", count: 16_000)) }
  }

  func testDeepNesting_isRefused() {
    let layers = "/login" + String(repeating: "/~sheet/login", count: DeepLinkLimits.maxDepth + 1)
    assertLinkError(.limitExceeded("depth", limit: DeepLinkLimits.maxDepth)) {
      try links.state(for: layers)
    }
    let tabs =
      "/main" + String(repeating: "/~tabs:home/~tab:home/main", count: DeepLinkLimits.maxDepth + 1)
    assertLinkError(.limitExceeded("depth", limit: DeepLinkLimits.maxDepth)) {
      try links.state(for: tabs)
    }
    let atLimit = "/login" + String(repeating: "/~sheet/login", count: DeepLinkLimits.maxDepth)
    XCTAssertNoThrow(try links.state(for: atLimit))
  }

  func testManyQueryItems_areRefused() {
    let query = (0...DeepLinkLimits.maxQueryItems).map { "a\($0)=1" }.joined(separator: "&")
    assertLinkError(.limitExceeded("query items", limit: DeepLinkLimits.maxQueryItems)) {
      try links.state(for: "/search?" + query)
    }
  }

  func testLongValues_andManyEscapes_areReadInLinearTime() throws {
    let escaped = String(repeating: "%41", count: 5_000)
    XCTAssertEqual(
      try links.route(for: "/articles/" + escaped),
      AnyRoute(ArticleRoute.article(slug: String(repeating: "A", count: 5_000), page: nil)))
    let digits = String(repeating: "9", count: 16_000)
    assertLinkError(.invalidParameter("id", value: digits, expected: "Int", at: 3)) {
      try links.state(for: "/dashboard/details/" + digits)
    }
  }

  func testCatchAllOverEveryRemainingSegment_isLinear() throws {
    let segments = Array(repeating: "a", count: DeepLinkLimits.maxSegments - 1)
    let state = try links.state(for: "/files/" + segments.joined(separator: "/"))
    XCTAssertEqual(state.root, AnyRoute(ArticleRoute.file(path: segments.joined(separator: "/"))))
  }

  func testMarkersAlone_andOddMarkers_areTypedErrors() {
    for link in [
      "/~", "/~/~/~", "/~end/~end", "/~tab:", "/~tabs:", "/~sheet/~sheet", "/main/~tab:/x",
      "/main/~tabs:home;bogus/~tab:home/dashboard", "/~%41", "/dashboard/~Sheet",
    ] {
      XCTAssertThrowsError(try links.state(for: link), link) { error in
        XCTAssertNotNil(error as? DeepLinkError, link)
      }
    }
  }

  /// 100,000 seeded random links — printed links with random edits, sequences of real and
  /// unreal segments and markers, and random text. Each either opens a valid state that
  /// prints to a link opening it again, or fails with a typed error placed on a segment the
  /// link has. A link drawn twice is checked once.
  func testRandomLinks_openToValidStatesOrFailWithTypedErrors() throws {
    var random = RandomLinks(seed: 0xF022_0001, printedBy: links)
    var checked: [String: Bool] = [:]
    var opened = 0
    for _ in 0..<100_000 {
      let link = random.link()
      let opens = checked[link] ?? assertLinkProperty(link, with: links)
      checked[link] = opens
      if opens { opened += 1 }
    }
    XCTAssertGreaterThan(checked.count, 90_000, "the generator should draw distinct links")
    XCTAssertGreaterThan(opened, 5_000, "the generator should make some links that open")
    XCTAssertGreaterThan(100_000 - opened, 50_000, "the generator should make links that fail")
  }
}
