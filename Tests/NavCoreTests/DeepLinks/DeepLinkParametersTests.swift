import NavCore
import TestFixtures
import XCTest

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

final class DeepLinkParametersTests: XCTestCase {
  private let links = try! fixtureLinks().links
  private let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  func testInt_readsDecimalText_andRefusesAnythingElse() throws {
    for id in [0, 7, -3, Int.max, Int.min] {
      XCTAssertEqual(
        try links.route(for: "/dashboard/details/\(id)"), AnyRoute(DashboardRoute.details(id: id)))
    }
    for text in ["seven", "7.0", "0x7", "99999999999999999999", "%37a"] {
      let decoded = text == "%37a" ? "7a" : text
      assertLinkError(.invalidParameter("id", value: decoded, expected: "Int", at: 3)) {
        try links.route(for: "/dashboard/details/\(text)")
      }
    }
  }

  func testString_isPercentDecoded_inEveryForm() throws {
    let cases: [(String, String)] = [
      ("hello", "hello"), ("a%20b", "a b"), ("a+b", "a+b"), ("caf%C3%A9", "café"), ("café", "café"),
      ("%2F%3B%3F%23", "/;?#"), ("%7Etab:home", "~tab:home"), ("%F0%9F%98%80", "😀"),
    ]
    for (written, slug) in cases {
      XCTAssertEqual(
        try links.route(for: "/articles/\(written)"),
        AnyRoute(ArticleRoute.article(slug: slug, page: nil)), written)
    }
  }

  func testPercentDecoding_appliesToLiteralsToo() throws {
    XCTAssertEqual(
      try links.route(for: "/%64ashboard/details/3"), AnyRoute(DashboardRoute.details(id: 3)))
  }

  func testUUID_readsEitherCase_andRefusesOtherText() throws {
    for text in [id.uuidString, id.uuidString.lowercased()] {
      XCTAssertEqual(
        try links.route(for: "/authors/\(text)/true"),
        AnyRoute(ArticleRoute.author(id: id, following: true)))
    }
    assertLinkError(.invalidParameter("id", value: "E621E1F8", expected: "UUID", at: 2)) {
      try links.route(for: "/authors/E621E1F8/true")
    }
  }

  func testBool_readsTrueAndFalseOnly() throws {
    XCTAssertEqual(
      try links.route(for: "/authors/\(id.uuidString)/false"),
      AnyRoute(ArticleRoute.author(id: id, following: false)))
    for text in ["yes", "1", "TRUE"] {
      assertLinkError(
        .invalidParameter("following", value: text, expected: "Bool (true or false)", at: 3)
      ) {
        try links.route(for: "/authors/\(id.uuidString)/\(text)")
      }
    }
  }

  func testEnum_readsByItsRawValue_StringOrInt() throws {
    XCTAssertEqual(
      try links.route(for: "/search?sort=oldest"),
      AnyRoute(ArticleRoute.search(term: nil, sort: .oldest, page: nil)))
    XCTAssertEqual(try links.route(for: "/tasks/9"), AnyRoute(ArticleRoute.task(priority: .high)))
    assertLinkError(
      .invalidParameter("priority", value: "2", expected: "a raw value of Priority", at: 2)
    ) {
      try links.route(for: "/tasks/2")
    }
    assertLinkError(
      .invalidParameter("sort", value: "best", expected: "a raw value of SortOrder", at: 1)
    ) {
      try links.route(for: "/search?sort=best")
    }
  }

  func testOptionalParts_readWithAndWithout() throws {
    XCTAssertEqual(
      try links.route(for: "/articles/swift"),
      AnyRoute(ArticleRoute.article(slug: "swift", page: nil)))
    XCTAssertEqual(
      try links.route(for: "/articles/swift/page/3"),
      AnyRoute(ArticleRoute.article(slug: "swift", page: 3)))
    XCTAssertEqual(
      try links.route(for: "/search"),
      AnyRoute(ArticleRoute.search(term: nil, sort: nil, page: nil)))
    XCTAssertEqual(
      try links.route(for: "/search/swift"),
      AnyRoute(ArticleRoute.search(term: "swift", sort: nil, page: nil)))
  }

  func testQueryItems_readTheDeclaredOnes_plusAsSpace_othersIgnored() throws {
    XCTAssertEqual(
      try links.route(for: "/search/a+b%2Bc?page=2&utm_source=mail&sort=newest#top"),
      AnyRoute(ArticleRoute.search(term: "a+b+c", sort: .newest, page: 2)))
    XCTAssertEqual(
      try links.route(for: "/search?page=2"),
      AnyRoute(ArticleRoute.search(term: nil, sort: nil, page: 2)))
    XCTAssertEqual(
      try links.route(for: "/search/x;page=4"),
      AnyRoute(ArticleRoute.search(term: "x;page=4", sort: nil, page: nil)),
      "a ; is text: only the query gives query items")
  }

  func testQueryItem_givenTwice_isRefused() {
    assertLinkError(.invalidParameter("page", value: "3", expected: "one value", at: 1)) {
      try links.route(for: "/search?page=2&page=3")
    }
  }

  func testCatchAll_takesEverySegmentLeft_eachDecoded() throws {
    XCTAssertEqual(try links.route(for: "/files/a"), AnyRoute(ArticleRoute.file(path: "a")))
    XCTAssertEqual(
      try links.route(for: "/files/docs/My%20File/v2.txt"),
      AnyRoute(ArticleRoute.file(path: "docs/My File/v2.txt")))
    assertLinkError(.noMatch("files", at: 1)) { try links.route(for: "/files") }
  }

  func testSegments_readsACatchAllAsItsSegments() throws {
    let table = try linkTable([String].self, module: "files") {
      try $0.add(
        "/f/*path", parse: { try $0.segments("path") },
        print: { ["path": $0.joined(separator: "/")] })
    }
    XCTAssertEqual(try table.route(for: "/f/a/b%2Fc/d"), AnyRoute(["a", "b/c", "d"]))
  }

  func testMissingParameter_namesItAndThePattern() throws {
    let table = try linkTable(String.self) {
      try $0.add("/x?a", parse: { try $0.string("a") }, print: { ["a": $0] })
    }
    assertLinkError(.missingParameter("a", in: "/x?a", at: 1)) { try table.route(for: "/x") }
  }

  func testParseFunctionError_isReportedAsRejected() throws {
    struct TooBig: Error, CustomStringConvertible {
      var description: String { "too big" }
    }
    let table = try linkTable(Int.self) {
      try $0.add(
        "/n/:n",
        parse: { parameters in
          let n = try parameters.int("n")
          if n > 10 { throw TooBig() }
          return n
        }, print: { ["n": "\($0)"] })
    }
    XCTAssertEqual(try table.route(for: "/n/3"), AnyRoute(3))
    assertLinkError(.rejected(by: "/n/:n", "too big", at: 1)) { try table.route(for: "/n/11") }
    assertLinkError(.invalidParameter("n", value: "x", expected: "Int", at: 2)) {
      try table.route(for: "/n/x")
    }
  }
}
