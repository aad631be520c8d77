import NavCore
import TestFixtures
import XCTest

final class DeepLinkTableTests: XCTestCase {
  // MARK: Conflicts

  func testAdd_samePatternTwiceInOneModule_isAConflictNamingBoth() throws {
    var links = try dashboardLinks()
    assertLinkError(
      .conflict(
        "/dashboard/details/:number", module: "dashboard", with: "/dashboard/details/:id",
        of: "dashboard")
    ) {
      try links.add("/dashboard/details/:number", Int.self, parse: { _ in 1 }, print: { _ in [:] })
    }
    XCTAssertEqual(links.patterns, ["/dashboard", "/dashboard/details/:id"])
  }

  func testMerging_twoModulesClaimingOnePattern_isAConflictNamingBothModules() throws {
    var settings = DeepLinkTable(module: "settings")
    try settings.add("/dashboard/details/:x", SettingsRoute.main)
    assertLinkError(
      .conflict(
        "/dashboard/details/:x", module: "settings", with: "/dashboard/details/:id",
        of: "dashboard")
    ) {
      try DeepLinkTable(merging: [dashboardLinks(), settings])
    }
  }

  func testMerging_patternsThatDifferByALiteral_doNotConflict() throws {
    let links = try DeepLinkTable(merging: [dashboardLinks(), settingsLinks(), articleLinks()])
    XCTAssertEqual(links.patterns.count, 11)
    XCTAssertEqual(links.module, "app")
  }

  func testAdd_invalidPatterns_areRefusedSayingWhy() {
    let cases: [(String, String)] = [
      ("", "segments start with \"/\""),
      ("dashboard", "segments start with \"/\""),
      ("/a//b", "a segment is empty"),
      ("/a/:", "\"\" is not a parameter name (a letter or _, then letters, digits, _)"),
      ("/a/:1x", "\"1x\" is not a parameter name (a letter or _, then letters, digits, _)"),
      ("/a/:x/:x", "\"x\" is named twice"),
      ("/a/*rest/b", "a catch-all must come last"),
      ("/a(/b)", "\"a(\" has one of ; % # & = + ( )"),
      ("/~tab", "a segment starting with ~ is a marker"),
      ("/a;b", "\"a;b\" has one of ; % # & = + ( )"),
      ("/a%20", "\"a%20\" has one of ; % # & = + ( )"),
      ("/a?x&x", "\"x\" is named twice"),
      ("/a/:x?x", "\"x\" is named twice"),
      ("/" + Array(repeating: "a", count: 33).joined(separator: "/"), "more than 32 segments"),
    ]
    for (pattern, problem) in cases {
      var links = DeepLinkTable(module: "m")
      assertLinkError(.invalidPattern(pattern, problem)) {
        try links.add(pattern, Int.self, parse: { _ in 1 }, print: { _ in [:] })
      }
    }
  }

  // MARK: Matching

  func testMatching_literalBeatsParameter_andParameterBeatsCatchAll() throws {
    var links = DeepLinkTable(module: "m")
    try links.add(
      "/a/:x", String.self, parse: { "param " + (try $0.string("x")) }, print: { _ in nil })
    try links.add("/a/b", "literal")
    try links.add(
      "/a/*rest", String.self, parse: { "rest " + (try $0.string("rest")) }, print: { _ in nil })
    XCTAssertEqual(try links.route(for: "/a/b"), AnyRoute("literal"))
    XCTAssertEqual(try links.route(for: "/a/c"), AnyRoute("param c"))
    XCTAssertEqual(try links.route(for: "/a/b/c"), AnyRoute("rest b/c"))
  }

  /// "café" declared with U+00E9 is opened by the same word as iOS may hand it, "e" then
  /// U+0301, percent-encoded or not — and the other way round; each prints as declared.
  func testU1_decomposedLiteral_matches() throws {
    for (declared, printed) in [
      ("caf\u{E9}", "/places/caf%C3%A9"), ("cafe\u{301}", "/places/cafe%CC%81"),
    ] {
      var links = DeepLinkTable(module: "m")
      try links.add("/places/" + declared, "café")
      for link in [
        "/places/caf%C3%A9", "/places/cafe%CC%81", "/places/caf\u{E9}", "/places/cafe\u{301}",
        "/places/CAF%C3%A9".lowercased(),
      ] {
        XCTAssertEqual(try links.route(for: link), AnyRoute("café"), "\(declared): \(link)")
      }
      XCTAssertEqual(try links.path(for: "café"), printed)
      assertLinkError(.noMatch("places", at: 1)) { try links.route(for: "/places/cafe") }
      assertLinkError(.invalidEncoding("cafe%CC", at: 2)) {
        try links.route(for: "/places/cafe%CC")
      }
      assertLinkError(.invalidEncoding("caf%C3", at: 2)) { try links.route(for: "/places/caf%C3") }
    }
  }

  /// Two literals that differ only in how "é" is written match the same links: a conflict.
  func testU1_literalsEqualButForTheirNormalForm_conflict() throws {
    var links = DeepLinkTable(module: "m")
    try links.add("/caf\u{E9}", "composed")
    assertLinkError(.conflict("/cafe\u{301}", module: "m", with: "/caf\u{E9}", of: "m")) {
      try links.add("/cafe\u{301}", "decomposed")
    }
  }

  func testMatching_backtracksFromALiteralThatLeadsNowhere() throws {
    var links = DeepLinkTable(module: "m")
    try links.add("/a/b/c", "abc")
    try links.add("/a/:x/d", String.self, parse: { try $0.string("x") }, print: { _ in nil })
    XCTAssertEqual(try links.route(for: "/a/b/d"), AnyRoute("b"))
    XCTAssertEqual(try links.route(for: "/a/b/c"), AnyRoute("abc"))
  }

  func testRoute_whenNothingMatches_namesTheFirstSegmentThatFailed() throws {
    let links = try fixtureLinks()
    assertLinkError(.noMatch("nowhere", at: 1)) { try links.route(for: "/nowhere/7") }
    assertLinkError(.noMatch("extra", at: 4)) { try links.route(for: "/dashboard/details/7/extra") }
    assertLinkError(.noMatch("~sheet", at: 2)) { try links.route(for: "/dashboard/~sheet") }
  }

  /// Bad percent-encoding is named where it is, before any pattern is tried: `details` is no
  /// pattern of this table, but the link's problem is its third segment.
  func testRoute_aSegmentThatCannotBeDecoded_isNamed_whereverItIs() throws {
    let links = try fixtureLinks()
    assertLinkError(.invalidEncoding("%zz", at: 3)) { try links.route(for: "/nowhere/x/%zz") }
    assertLinkError(.invalidEncoding("%zz", at: 3)) {
      try links.route(for: "https://shop.example/dashboard/details/%zz")
    }
    assertLinkError(.invalidEncoding("%C3", at: 1)) { try links.route(for: "/%C3/details/7") }
  }

  func testLinks_skipSchemeAuthorityFragmentAndEmptySegments() throws {
    let links = try fixtureLinks()
    let expected = AnyRoute(DashboardRoute.details(id: 7))
    for link in [
      "/dashboard/details/7", "dashboard/details/7", "myapp:///dashboard/details/7",
      "https://example.com/dashboard/details/7", "myapp:/dashboard/details/7",
      "//host:80/dashboard//details/7/", "/dashboard/details/7#section", "/dashboard/details/7?",
    ] {
      XCTAssertEqual(try links.route(for: link), expected, link)
    }
  }

  // MARK: Printing one route

  func testPath_printsTheRoute_withItsQueryItemsAsTheQuery() throws {
    let links = try fixtureLinks()
    XCTAssertEqual(try links.path(for: DashboardRoute.details(id: 7)), "/dashboard/details/7")
    XCTAssertEqual(
      try links.path(for: ArticleRoute.search(term: "a b/c", sort: .popular, page: 2)),
      "/search/a%20b%2Fc?sort=popular&page=2")
    XCTAssertEqual(
      try links.path(for: ArticleRoute.article(slug: "~x", page: nil)), "/articles/%7Ex")
    XCTAssertEqual(try links.path(for: ArticleRoute.file(path: "a/b c")), "/files/a/b%20c")
  }

  func testPath_withNoPrinter_orAPrinterThatReturnsNil_isRefused() throws {
    let links = try fixtureLinks()
    assertLinkError(.noPrinter(for: AnyRoute(42))) { try links.path(for: 42) }
    var partial = DeepLinkTable(module: "m")
    try partial.add("/home", DashboardRoute.home)
    assertLinkError(.noPrinter(for: AnyRoute(DashboardRoute.details(id: 1)))) {
      try partial.path(for: DashboardRoute.details(id: 1))
    }
  }

  func testPath_valuesThatCannotBeWritten_areRefusedSayingWhy() throws {
    let links = try fixtureLinks()
    let empty = AnyRoute(ArticleRoute.article(slug: "", page: nil))
    assertLinkError(.unprintable(empty, "parameter slug is empty")) {
      try links.path(for: ArticleRoute.article(slug: "", page: nil))
    }
    let hole = AnyRoute(ArticleRoute.file(path: "a//b"))
    assertLinkError(.unprintable(hole, "catch-all path has an empty segment")) {
      try links.path(for: ArticleRoute.file(path: "a//b"))
    }
    var wrong = DeepLinkTable(module: "m")
    try wrong.add("/n/:n", Int.self, parse: { try $0.int("n") }, print: { ["m": "\($0)"] })
    assertLinkError(.unprintable(AnyRoute(3), "/n/:n has no parameter m")) {
      try wrong.path(for: 3)
    }
  }

  func testPath_routeAnotherPatternWouldReadFirst_isRefused() throws {
    var links = DeepLinkTable(module: "m")
    try links.add("/user/me", AuthRoute.login)
    try links.add(
      "/user/:name", String.self, parse: { try $0.string("name") }, print: { ["name": $0] })
    XCTAssertEqual(try links.path(for: "bob"), "/user/bob")
    assertLinkError(.unprintable(AnyRoute("me"), "another pattern reads its segments first")) {
      try links.path(for: "me")
    }
  }

  func testPrinter_inconsistentWithItsParser_isRefused() throws {
    var links = DeepLinkTable(module: "m")
    try links.add("/n/:n", Int.self, parse: { try $0.int("n") + 1 }, print: { ["n": "\($0)"] })
    assertLinkError(.unprintable(AnyRoute(3), "/n/:n with the printer's values reads back as 4")) {
      try links.path(for: 3)
    }
  }
}
