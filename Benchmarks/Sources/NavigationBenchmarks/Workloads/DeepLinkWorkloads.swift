import NavCore
import RoutingKit

/// Workloads 10a and 10c: a path string matched against 1,000 and 5,000 patterns, by
/// `DeepLinkTable` and by routing-kit's `TrieRouter` (4.9.3), on hits and on misses.
///
/// Both start from the path string: `TrieRouter` needs its segments as `[String]`, made the way
/// a server makes them (`split` + `String.init`); `route(for:)` reads the string itself. The
/// table does more work than the trie: it percent-decodes, and parses the `Int` parameters into
/// a typed route, where the trie hands back its output and the parameters as strings.
@MainActor
enum DeepLinkMatchingWorkload {
  static func make() -> Workload {
    make(id: "10a", links: .thousand, count: "1,000")
  }

  /// Workload 10c: 10a with five times the patterns, as an app of 100 modules has.
  static func makeFiveThousand() -> Workload {
    make(id: "10c", links: .fiveThousand, count: "5,000")
  }

  private static func make(id: String, links: BenchLinks, count: String) -> Workload {
    let table = links.table()
    let router = links.trieRouter()
    checkAgreement(table, router, links)
    let modules = links.patterns.count / BenchLinks.patternsPerModule
    return Workload(
      id: id, title: "Deep-link matching, \(count) patterns, against routing-kit's TrieRouter",
      notes: [
        "One operation matches one path string (of \(count) different ones, in a shuffled "
          + "order) against the same \(count) patterns: \(modules) modules of 50, one to five "
          + "segments, "
          + "literals and parameters mixed (`/mod3/r17/:id/items/:item`). Hits are one path "
          + "per pattern; misses change a module, a route, or add a segment. "
          + "`TrieRouter.route(path:parameters:)` gets the path split into `[String]`; "
          + "`DeepLinkTable.route(for:)` reads the string, percent-decodes, and parses the "
          + "`Int` parameters into a typed route (a miss throws a `DeepLinkError`)."
      ],
      contenders: [
        trie(
          "trieHits", "TrieRouter: split + route(path:parameters:), hits", links.hits, router),
        linkTable("linkHits", "DeepLinkTable: route(for:), hits", links.hits, table),
        trie(
          "trieMisses", "TrieRouter: split + route(path:parameters:), misses", links.misses,
          router),
        linkTable("linkMisses", "DeepLinkTable: route(for:), misses", links.misses, table),
      ],
      checks: [
        Check(
          label: "route(for:) vs TrieRouter, hits",
          figure: .speedup(subject: "linkHits", baseline: "trieHits"), goal: .atLeast(1.5)),
        Check(
          label: "route(for:) vs TrieRouter, misses",
          figure: .speedup(subject: "linkMisses", baseline: "trieMisses"), goal: .atLeast(1.5)),
        Check(label: "route(for:) allocations, hit", figure: .allocations("linkHits"), goal: .none),
        Check(label: "TrieRouter allocations, hit", figure: .allocations("trieHits"), goal: .none),
      ])
  }

  private static func trie(
    _ key: String, _ label: String, _ paths: [String], _ router: TrieRouter<Int>
  ) -> Contender {
    Contender(key: key, label: label) { operations in
      let paths = opaque(paths)
      let router = opaque(router)
      for index in 0..<operations {
        var parameters = Parameters()
        let segments = paths[index % paths.count].split(separator: "/").map(String.init)
        blackHole(router.route(path: segments, parameters: &parameters))
        blackHole(parameters)
      }
    }
  }

  private static func linkTable(
    _ key: String, _ label: String, _ paths: [String], _ table: DeepLinkTable
  ) -> Contender {
    Contender(key: key, label: label) { operations in
      let paths = opaque(paths)
      let table = opaque(table)
      for index in 0..<operations {
        blackHole(try? table.route(for: paths[index % paths.count]))
      }
    }
  }

  /// Both routers find the same pattern for every hit and nothing for every miss.
  private static func checkAgreement(
    _ table: DeepLinkTable, _ router: TrieRouter<Int>, _ links: BenchLinks
  ) {
    for path in links.hits + links.misses {
      var parameters = Parameters()
      let trie = router.route(
        path: path.split(separator: "/").map(String.init), parameters: &parameters)
      let link = (try? table.route(for: path))?.value(as: LinkHit.self)?.pattern
      precondition(
        trie == link,
        "\(path): TrieRouter \(String(describing: trie)), table \(String(describing: link))")
    }
  }
}
