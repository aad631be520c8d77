import LinkFixtures
import NavCore

/// Seed inputs: links printed from random trees, with and without edits, and hand-written
/// links that reach every part of the grammar.
enum Seeds {
  static func make() -> [String] {
    var random = RandomLinks(seed: 0x5EED, printedBy: LinkProperty.links, pool: 200)
    var seeds = random.printed.prefix(120).map { $0 }
    for _ in 0..<80 {
      seeds.append(random.link())
    }
    return seeds + handWritten
  }

  static let handWritten = [
    "/dashboard/dashboard/details/7", "myapp:///dashboard/details/7",
    "https://example.com/search/swift?sort=newest&page=2#top", "/search/~/settings",
    "/files/a/b/~/login", "/articles/caf%C3%A9/page/3",
    "/authors/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/true",
    "/tasks/9", "/search;page=1/~/dashboard/~sheet/search/swift?page=2",
    "/main/~tab:settings/settings/settings/privacy",
    "/main/~tabs:home;keep/~tab:home/dashboard/~sheet/sheet/add/~tab:settings/settings/~end/~fullScreenCover/login",
    "/main/~tabs:home/~tab:home/dashboard/~tabs:second/~tab:first/settings/~tab:second/login/~end/~tab:settings/settings",
    "/dashboard/~alert/sheet/delete/3", "/dashboard/~confirmationDialog/login",
    "/dashboard/~popover/login",
    "/dashboard/%ZZ", "/dashboard/;x=1", "/~sheet/dashboard", "/main/~tabs:home", "/dashboard/~end",
  ]
}
