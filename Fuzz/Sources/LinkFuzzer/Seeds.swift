import LinkFixtures
import NavCore

/// Seed inputs: paths printed from the routes of random trees, random links (printed ones
/// edited, sequences of segments, noise), and hand-written links that reach every kind of
/// pattern part.
enum Seeds {
  static func make() -> [String] {
    var random = RandomLinks(seed: 0x5EED, printedBy: LinkProperty.links, pool: 200)
    var seeds = random.printed.prefix(120).map { $0 }
    var drawn = 0
    while drawn < 80 {
      let link = random.link()
      if isFormerGrammar(link) { continue }
      seeds.append(link)
      drawn += 1
    }
    return seeds + handWritten
  }

  /// Whether `link` holds a `~` or a `;`, which links once read as markers and as items after
  /// a route. The random links still draw them, as plain text; the seeds leave them to the
  /// hand-written links and to the fuzzer's mutations.
  private static func isFormerGrammar(_ link: String) -> Bool {
    link.utf8.contains(UInt8(ascii: "~")) || link.utf8.contains(UInt8(ascii: ";"))
  }

  /// One route each: a scheme and an authority to skip, parameters of every type, optional
  /// parts given and left out, query items, a catch-all, percent-encoding, and ways to fail.
  static let handWritten = [
    "/dashboard", "/dashboard/details/7", "myapp:///dashboard/details/7",
    "myapp://host/dashboard/details/-3", "https://example.com/settings/privacy#top",
    "//dashboard//details///7/", "/login?unknown=1", "/main", "/sheet/add", "/sheet/edit/42",
    "/sheet/delete/3", "/articles/caf%C3%A9", "/articles/caf%C3%A9/page/3",
    "/articles/a%2Fb%3Fc/page/0", "/search", "/search/swift", "/search?sort=oldest",
    "https://example.com/search/swift?sort=newest&page=2#top",
    "/search/caf%C3%A9+au%20lait?sort=popular&page=1", "/search?q=a+b&page=%32", "/search/a;page=2",
    "/files/a", "/files/a/b/c", "/files/a%2Fb/~c", "/files/%2F",
    "/authors/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/true",
    "/authors/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/false", "/tasks/9", "/tasks/1",
    "/dashboard/detials/7", "/dashboard/details/seven", "/dashboard/details/99999999999999999999",
    "/dashboard/details", "/dashboard/details/7/more", "/dashboard/%ZZ", "/dashboard/%C3%28",
    "/articles/x/page/-1x", "/search?page=1&page=2", "/search?sort=sideways", "/search?sort=%ZZ",
    "/authors/not-a-uuid/true", "/authors/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/yes",
    "/tasks/2", "/", "", "?page=2", "#top", "myapp://host", "/search?=&&=x&page",
  ]
}
