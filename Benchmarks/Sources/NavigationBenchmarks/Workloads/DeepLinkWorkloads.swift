import NavCore
import RoutingKit

/// Workload 10a: a path string matched against 1,000 patterns, by `DeepLinkTable` and by
/// routing-kit's `TrieRouter` (4.9.3), on hits and on misses.
///
/// Both start from the path string: `TrieRouter` needs its segments as `[String]`, made the way
/// a server makes them (`split` + `String.init`); `route(for:)` reads the string itself. The
/// table does more work than the trie: it percent-decodes, and parses the `Int` parameters into
/// a typed route, where the trie hands back its output and the parameters as strings.
@MainActor
enum DeepLinkMatchingWorkload {
  static func make() -> Workload {
    let table = BenchLinks.table()
    let router = BenchLinks.trieRouter()
    checkAgreement(table, router)
    return Workload(
      id: "10a", title: "Deep-link matching, 1,000 patterns, against routing-kit's TrieRouter",
      notes: [
        "One operation matches one path string (of 1,000 different ones, in a shuffled order) "
          + "against the same 1,000 patterns: 20 modules of 50, one to five segments, "
          + "literals and parameters mixed (`/mod3/r17/:id/items/:item`). Hits are one path "
          + "per pattern; misses change a module, a route, or add a segment. "
          + "`TrieRouter.route(path:parameters:)` gets the path split into `[String]`; "
          + "`DeepLinkTable.route(for:)` reads the string, percent-decodes, and parses the "
          + "`Int` parameters into a typed route (a miss throws a `DeepLinkError`)."
      ],
      contenders: [
        trie(
          "trieHits", "TrieRouter: split + route(path:parameters:), hits", BenchLinks.hits, router),
        linkTable("linkHits", "DeepLinkTable: route(for:), hits", BenchLinks.hits, table),
        trie(
          "trieMisses", "TrieRouter: split + route(path:parameters:), misses", BenchLinks.misses,
          router),
        linkTable("linkMisses", "DeepLinkTable: route(for:), misses", BenchLinks.misses, table),
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
  private static func checkAgreement(_ table: DeepLinkTable, _ router: TrieRouter<Int>) {
    for path in BenchLinks.hits + BenchLinks.misses {
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
