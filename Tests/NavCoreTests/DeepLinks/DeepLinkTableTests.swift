import NavCore
import TestFixtures
import XCTest

final class DeepLinkTableTests: XCTestCase {
  // MARK: Conflicts

  func testAdd_samePatternTwiceInOneModule_isAConflictNamingBoth() throws {
    var schema = try dashboardLinks()
    assertCatalogError(
      CatalogError(
        module: "dashboard", routeType: RouteType(Int.self),
        problem: .linkTaken(
          "/dashboard/details/:number", other: "/dashboard/details/:id", module: "dashboard",
          type: RouteType(DashboardRoute.self)))
    ) {
      try schema.add(Int.self) {
        try $0.add("/dashboard/details/:number", parse: { _ in 1 }, print: { _ in [:] })
      }
    }
    XCTAssertEqual(schema.links.patterns, ["/dashboard", "/dashboard/details/:id"])
  }

  func testMerging_twoModulesClaimingOnePattern_isAConflictNamingBothModules() throws {
    var settings = RouteSchema(module: "settings")
    try settings.add(SettingsRoute.self) { try $0.add("/dashboard/details/:x", .main) }
    assertCatalogError(
      CatalogError(
        module: "settings", routeType: RouteType(SettingsRoute.self),
        problem: .linkTaken(
          "/dashboard/details/:x", other: "/dashboard/details/:id", module: "dashboard",
          type: RouteType(DashboardRoute.self)))
    ) {
      try RouteSchema(merging: [dashboardLinks(), settings])
    }
  }

  func testMerging_patternsThatDifferByALiteral_doNotConflict() throws {
    let links = try RouteSchema(merging: [dashboardLinks(), settingsLinks(), articleLinks()]).links
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
      assertCatalogError(
        CatalogError(
          module: "m", routeType: RouteType(Int.self),
          problem: .invalidLink(pattern, problem: problem))
      ) {
        try linkTable(Int.self) { try $0.add(pattern, parse: { _ in 1 }, print: { _ in [:] }) }
      }
    }
  }

  // MARK: Matching

  func testMatching_literalBeatsParameter_andParameterBeatsCatchAll() throws {
    let links = try linkTable(String.self) {
      try $0.add("/a/:x", parse: { "param " + (try $0.string("x")) }, print: { _ in nil })
      try $0.add("/a/b", "literal")
      try $0.add("/a/*rest", parse: { "rest " + (try $0.string("rest")) }, print: { _ in nil })
    }
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
      let links = try linkTable(String.self) { try $0.add("/places/" + declared, "café") }
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
    assertCatalogError(
      CatalogError(
        module: "m", routeType: RouteType(String.self),
        problem: .linkTaken(
          "/cafe\u{301}", other: "/caf\u{E9}", module: "m", type: RouteType(String.self)))
    ) {
      try linkTable(String.self) {
        try $0.add("/caf\u{E9}", "composed")
        try $0.add("/cafe\u{301}", "decomposed")
      }
    }
  }

  func testMatching_backtracksFromALiteralThatLeadsNowhere() throws {
    let links = try linkTable(String.self) {
      try $0.add("/a/b/c", "abc")
      try $0.add("/a/:x/d", parse: { try $0.string("x") }, print: { _ in nil })
    }
    XCTAssertEqual(try links.route(for: "/a/b/d"), AnyRoute("b"))
    XCTAssertEqual(try links.route(for: "/a/b/c"), AnyRoute("abc"))
  }

  func testRoute_whenNothingMatches_namesTheFirstSegmentThatFailed() throws {
    let links = try fixtureLinks().links
    assertLinkError(.noMatch("nowhere", at: 1)) { try links.route(for: "/nowhere/7") }
    assertLinkError(.noMatch("extra", at: 4)) { try links.route(for: "/dashboard/details/7/extra") }
    assertLinkError(.noMatch("~sheet", at: 2)) { try links.route(for: "/dashboard/~sheet") }
  }

  /// Bad percent-encoding is named where it is, before any pattern is tried: `details` is no
  /// pattern of this table, but the link's problem is its third segment.
  func testRoute_aSegmentThatCannotBeDecoded_isNamed_whereverItIs() throws {
    let links = try fixtureLinks().links
    assertLinkError(.invalidEncoding("%zz", at: 3)) { try links.route(for: "/nowhere/x/%zz") }
    assertLinkError(.invalidEncoding("%zz", at: 3)) {
      try links.route(for: "https://shop.example/dashboard/details/%zz")
    }
    assertLinkError(.invalidEncoding("%C3", at: 1)) { try links.route(for: "/%C3/details/7") }
  }

  func testLinks_skipSchemeAuthorityFragmentAndEmptySegments() throws {
    let links = try fixtureLinks().links
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
    let links = try fixtureLinks().links
    XCTAssertEqual(try links.path(for: DashboardRoute.details(id: 7)), "/dashboard/details/7")
    XCTAssertEqual(
      try links.path(for: ArticleRoute.search(term: "a b/c", sort: .popular, page: 2)),
      "/search/a%20b%2Fc?sort=popular&page=2")
    XCTAssertEqual(
      try links.path(for: ArticleRoute.article(slug: "~x", page: nil)), "/articles/%7Ex")
    XCTAssertEqual(try links.path(for: ArticleRoute.file(path: "a/b c")), "/files/a/b%20c")
  }

  func testPath_withNoPrinter_orAPrinterThatReturnsNil_isRefused() throws {
    let links = try fixtureLinks().links
    assertLinkError(.noPrinter(for: AnyRoute(42))) { try links.path(for: 42) }
    let partial = try linkTable(DashboardRoute.self) { try $0.add("/home", .home) }
    assertLinkError(.noPrinter(for: AnyRoute(DashboardRoute.details(id: 1)))) {
      try partial.path(for: DashboardRoute.details(id: 1))
    }
  }

  func testPath_valuesThatCannotBeWritten_areRefusedSayingWhy() throws {
    let links = try fixtureLinks().links
    let empty = AnyRoute(ArticleRoute.article(slug: "", page: nil))
    assertLinkError(.unprintable(empty, "parameter slug is empty")) {
      try links.path(for: ArticleRoute.article(slug: "", page: nil))
    }
    let hole = AnyRoute(ArticleRoute.file(path: "a//b"))
    assertLinkError(.unprintable(hole, "catch-all path has an empty segment")) {
      try links.path(for: ArticleRoute.file(path: "a//b"))
    }
    let wrong = try linkTable(Int.self) {
      try $0.add("/n/:n", parse: { try $0.int("n") }, print: { ["m": "\($0)"] })
    }
    assertLinkError(.unprintable(AnyRoute(3), "/n/:n has no parameter m")) {
      try wrong.path(for: 3)
    }
  }

  func testPath_routeAnotherPatternWouldReadFirst_isRefused() throws {
    var schema = RouteSchema(module: "m")
    try schema.add(AuthRoute.self) { try $0.add("/user/me", .login) }
    try schema.add(String.self) {
      try $0.add("/user/:name", parse: { try $0.string("name") }, print: { ["name": $0] })
    }
    let links = schema.links
    XCTAssertEqual(try links.path(for: "bob"), "/user/bob")
    assertLinkError(.unprintable(AnyRoute("me"), "another pattern reads its segments first")) {
      try links.path(for: "me")
    }
  }

  func testPrinter_inconsistentWithItsParser_isRefused() throws {
    let links = try linkTable(Int.self) {
      try $0.add("/n/:n", parse: { try $0.int("n") + 1 }, print: { ["n": "\($0)"] })
    }
    assertLinkError(.unprintable(AnyRoute(3), "/n/:n with the printer's values reads back as 4")) {
      try links.path(for: 3)
    }
  }

  private func assertCatalogError(
    _ expected: CatalogError, file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> Any
  ) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
      XCTAssertEqual(error as? CatalogError, expected, file: file, line: line)
    }
  }
}
