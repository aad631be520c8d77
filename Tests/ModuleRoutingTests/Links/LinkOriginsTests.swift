import ModuleRouting
import TestFixtures
import XCTest

/// Which links are the app's is a security boundary: a link the app takes for its own is never
/// one a browser reads as another site's, and the bounds hold for the whole link.
@MainActor
final class LinkOriginsTests: IssueRecordingTestCase {
  private func links() throws -> AppLinks {
    var catalog = try dashboardCatalog()
    try catalog.place(DashboardRoute.self) { _ in .push(inTab: MainTab.home) }
    return catalog.appLinks(origins: LinkOrigins(schemes: ["myapp"], hosts: ["shop.example"]))
  }

  /// Links whose authority a browser following the WHATWG rules reads as another host than
  /// the app would — user info, a backslash (read as `/`), characters a browser decodes, maps
  /// or removes, a port it refuses — and links a browser would strip before reading: each is
  /// refused with a typed error naming what is wrong, never taken for the app's.
  func testOrigins_aLinkABrowserReadsAsAnotherOrigin_isRefusedWithATypedError() async throws {
    let links = try links()
    let userInfo = "it holds user info before \"@\", which hides the host"
    let backslash = "a browser reads its backslash as \"/\", ending the host there"
    let port = "its port is not a number from 0 to 65535"
    let cases: [(link: String, error: DeepLinkError)] = [
      (
        "https://evil.example\\@shop.example/billing",
        .ambiguousOrigin("evil.example\\@shop.example", userInfo)
      ),
      (
        "https://evil.example\\@shop.example/d/1",
        .ambiguousOrigin("evil.example\\@shop.example", userInfo)
      ),
      (
        "https://evil.example\\.shop.example/d/1",
        .ambiguousOrigin("evil.example\\.shop.example", backslash)
      ),
      (
        "//evil.example\\@shop.example/d/1",
        .ambiguousOrigin("evil.example\\@shop.example", userInfo)
      ),
      (
        "HTTP://shop.example\\evil.example/d/1",
        .ambiguousOrigin("shop.example\\evil.example", backslash)
      ),
      ("https://ana@shop.example/d/1", .ambiguousOrigin("ana@shop.example", userInfo)),
      (
        "https://shop.example@evil.example/d/1",
        .ambiguousOrigin("shop.example@evil.example", userInfo)
      ),
      ("https://@shop.example/d/1", .ambiguousOrigin("@shop.example", userInfo)),
      (
        "https://shop.example:1@evil.example/d/1",
        .ambiguousOrigin("shop.example:1@evil.example", userInfo)
      ),
      ("https://sh%6Fp.example/d/1", .ambiguousOrigin("sh%6Fp.example", "its host holds \"%\"")),
      (
        "https://\u{FF53}hop.example/d/1",
        .ambiguousOrigin("\u{FF53}hop.example", "its host holds \"\u{FF53}\"")
      ),
      (
        "https://shop\u{3002}example/d/1",
        .ambiguousOrigin("shop\u{3002}example", "its host holds \"\u{3002}\"")
      ),
      ("https://shop.example%00/d/1", .ambiguousOrigin("shop.example%00", "its host holds \"%\"")),
      ("https://shop .example/d/1", .ambiguousOrigin("shop .example", "its host holds \" \"")),
      (
        "https://shop.example\u{0}/d/1",
        .ambiguousOrigin("shop.example\u{0}", "its host holds \"\\0\"")
      ),
      ("https://shop.example:8o/d/1", .ambiguousOrigin("shop.example:8o", port)),
      ("https://shop.example:65536/d/1", .ambiguousOrigin("shop.example:65536", port)),
      ("https://shop.example:443:1/d/1", .ambiguousOrigin("shop.example:443:1", port)),
      (
        "https://[::1]evil.example/d/1",
        .ambiguousOrigin("[::1]evil.example", "its IPv6 address is followed by more than a port")
      ),
      ("https://[::1/d/1", .ambiguousOrigin("[::1", "its IPv6 address has no \"]\"")),
      ("https://[::g]/d/1", .ambiguousOrigin("[::g]", "its host holds \"g\"")),
      ("https:///d/1", .ambiguousOrigin("", "its host is empty")),
      ("https://:443/d/1", .ambiguousOrigin(":443", "its host is empty")),
      (
        "https://shop.exa\tmple/d/1",
        .ambiguousOrigin("https://shop.exa\tmple/d/1", "a browser removes its tabs and line breaks")
      ),
      (
        "ht\ntps://evil.example/d/1",
        .ambiguousOrigin("ht\ntps://evil.example/d/1", "a browser removes its tabs and line breaks")
      ),
      (
        " https://evil.example/d/1",
        .ambiguousOrigin(
          " https://evil.example/d/1",
          "a browser removes the spaces and control characters around it")
      ),
      (
        "https://evil.example/d/1\u{1}",
        .ambiguousOrigin(
          "https://evil.example/d/1\u{1}",
          "a browser removes the spaces and control characters around it")
      ),
    ]
    for (link, error) in cases {
      XCTAssertThrowsError(try links.route(for: link), link.debugDescription) {
        XCTAssertEqual($0 as? DeepLinkError, error, link.debugDescription)
      }
    }
    let app = AppRouter(state: mainTabs(selected: .settings))
    let first = cases[0]
    XCTAssertEqual(app.open(first.link, using: links), .refused(.invalidDeepLink(first.error)))
    XCTAssertEqual(app.state, mainTabs(selected: .settings))
    XCTAssertEqual(issues.recorded, [.refused(.invalidDeepLink(first.error))])
    XCTAssertEqual(
      "\(first.error)",
      "\"evil.example\\\\@shop.example\" is refused as the link's origin: \(userInfo)")
  }

  /// What a browser reads as the app's host, the app reads as its own: case, ports, IPv6.
  func testOrigins_plainHostsAndPorts_areTheApps() throws {
    let links = try links()
    let details = AnyRoute(DashboardRoute.details(id: 1))
    for link in [
      "https://shop.example/d/1", "HTTPS://SHOP.example/d/1", "https://shop.example:443/d/1",
      "https://shop.example:/d/1", "https://shop.example:00443/d/1", "//shop.example/d/1",
      "https://shop.example?x=1#/d/1".replacingOccurrences(of: "?x=1#", with: ""),
    ] {
      XCTAssertEqual(try links.route(for: link), details, link)
    }
    for link in [
      "https://evil.example/d/1", "https://shop.example.evil/d/1", "https://shop_example/d/1",
    ] {
      XCTAssertNil(try links.route(for: link), link)
    }
  }

  /// `DeepLinkLimits.maxLength` bounds the whole link — scheme, authority, path, query and
  /// fragment — not the path left once the origin is taken off.
  func testLengthBound_countsTheWholeLink() async throws {
    let links = try links()
    let origin = "https://shop.example"
    let over = DeepLinkLimits.maxLength + 1 - origin.utf8.count - "/d/1".utf8.count
    let slashes = origin + String(repeating: "/", count: over) + "/d/1"
    XCTAssertEqual(slashes.utf8.count, DeepLinkLimits.maxLength + 1)
    let fragment = origin + "/d/1#" + String(repeating: "x", count: over - 1)
    XCTAssertEqual(fragment.utf8.count, DeepLinkLimits.maxLength + 1)
    let limit = DeepLinkError.limitExceeded("length", limit: DeepLinkLimits.maxLength)
    for link in [
      slashes, fragment,
      "myapp://" + String(repeating: "/", count: DeepLinkLimits.maxLength) + "d/1",
    ] {
      XCTAssertGreaterThan(link.utf8.count, DeepLinkLimits.maxLength)
      XCTAssertThrowsError(try links.route(for: link)) {
        XCTAssertEqual($0 as? DeepLinkError, limit)
      }
    }
    let app = AppRouter(state: mainTabs())
    XCTAssertEqual(app.open(slashes, using: links), .refused(.invalidDeepLink(limit)))
    XCTAssertEqual(app.state, mainTabs())

    let atTheLimit = String(slashes.dropFirst(origin.utf8.count + 1))
    XCTAssertEqual(
      try links.route(for: origin + atTheLimit), AnyRoute(DashboardRoute.details(id: 1)))
  }
}
