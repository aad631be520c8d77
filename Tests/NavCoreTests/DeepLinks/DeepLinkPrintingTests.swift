import NavCore
import TestFixtures
import XCTest

/// Routes printed as links, written out as the literal links they give.
final class DeepLinkPrintingTests: XCTestCase {
  private let links = try! fixtureLinks().links

  func testARoute_printsItsSegments_andItsQueryItemsAsTheQuery() throws {
    XCTAssertEqual(try links.path(for: DashboardRoute.details(id: 7)), "/dashboard/details/7")
    XCTAssertEqual(
      try links.path(for: ArticleRoute.search(term: "a&b", sort: .newest, page: 2)),
      "/search/a%26b?sort=newest&page=2")
  }

  func testValues_areEncodedSoTheyReadBack() throws {
    let route = ArticleRoute.article(slug: "~tab:home /é;?#%+", page: nil)
    let link = try links.path(for: route)
    XCTAssertEqual(link, "/articles/%7Etab%3Ahome%20%2F%C3%A9%3B%3F%23%25%2B")
    XCTAssertEqual(try links.route(for: link), AnyRoute(route))
    XCTAssertEqual(try links.route(for: "myapp://host" + link), AnyRoute(route))
  }

  func testARouteOverTheLimits_isRefused_soEveryPrintedLinkOpens() {
    let long = ArticleRoute.file(path: Array(repeating: "a", count: 1_024).joined(separator: "/"))
    assertLinkError(.limitExceeded("segments", limit: DeepLinkLimits.maxSegments)) {
      try links.path(for: long)
    }
    let wide = ArticleRoute.article(slug: String(repeating: "é", count: 3_000), page: nil)
    assertLinkError(.limitExceeded("length", limit: DeepLinkLimits.maxLength)) {
      try links.path(for: wide)
    }
  }
}
