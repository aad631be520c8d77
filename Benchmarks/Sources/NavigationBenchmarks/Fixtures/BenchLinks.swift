import NavCore
import RoutingKit

/// The route a workload-10a or 10c pattern reads: which pattern, and its numeric parameters.
struct LinkHit: Hashable, Sendable {
  let pattern: Int
  let id: Int
  let item: Int
}

/// The same patterns as a `DeepLinkTable` and as routing-kit's `TrieRouter`, and paths that hit
/// and miss them: 1,000 for workload 10a, 5,000 for 10c.
///
/// Modules (`/mod0`, `/mod1`, …) register fifty patterns each, in five shapes of one to four
/// segments, literals and parameters mixed:
///
/// ```
/// /modM/rJ          /modM/rJ/:id          /modM/rJ/:id/detail
/// /modM/rJ/list/:id                       /modM/rJ/:id/items/:item
/// ```
struct BenchLinks {
  static let patternsPerModule = 50

  /// 20 modules: 1,000 patterns.
  static let thousand = BenchLinks(modules: 20)
  /// 100 modules: 5,000 patterns.
  static let fiveThousand = BenchLinks(modules: 100)

  /// The patterns, in the order both routers register them.
  let patterns: [[String]]
  /// One path per pattern, parameters filled with numbers, in a shuffled order.
  let hits: [String]
  /// As many paths that match no pattern: an unknown module, an unknown route, a segment too
  /// many, a route name one character too long.
  let misses: [String]

  init(modules: Int) {
    let patterns = (0..<modules).flatMap { module in
      (0..<Self.patternsPerModule).map { number in
        let base = ["mod\(module)", "r\(number)"]
        switch number % 5 {
        case 0: return base
        case 1: return base + [":id"]
        case 2: return base + [":id", "detail"]
        case 3: return base + ["list", ":id"]
        default: return base + [":id", "items", ":item"]
        }
      }
    }
    self.patterns = patterns
    var hitOrder = SplitMix(seed: 10)
    hits = patterns.indices.map { Self.path(of: $0, in: patterns, changing: nil) }
      .shuffled(using: &hitOrder)
    var missOrder = SplitMix(seed: 11)
    misses = patterns.indices.map { Self.path(of: $0, in: patterns, changing: $0 % 4) }
      .shuffled(using: &missOrder)
  }

  /// The table: each pattern reads a `LinkHit`, its `Int` parameters parsed.
  func table() -> DeepLinkTable {
    var schema = RouteSchema(module: "bench")
    try! schema.add(LinkHit.self) { links in
      for (index, pattern) in patterns.enumerated() {
        try links.add("/" + pattern.joined(separator: "/"), parse: { try Self.hit(index, $0) }) {
          $0.pattern == index ? ["id": "\($0.id)", "item": "\($0.item)"] : nil
        }
      }
    }
    return schema.links
  }

  /// The hit of pattern `index`, read from its parameters.
  private static func hit(_ index: Int, _ parameters: DeepLinkParameters) throws -> LinkHit {
    LinkHit(
      pattern: index, id: try parameters.int(ifPresent: "id") ?? 0,
      item: try parameters.int(ifPresent: "item") ?? 0)
  }

  /// routing-kit's trie, each pattern's output its index.
  func trieRouter() -> TrieRouter<Int> {
    let router = TrieRouter(Int.self)
    for (index, pattern) in patterns.enumerated() {
      router.register(index, at: pattern.map(PathComponent.init(stringLiteral:)))
    }
    return router
  }

  /// A path of pattern `index`, its parameters filled with numbers; `change` makes it a miss.
  private static func path(of index: Int, in patterns: [[String]], changing change: Int?)
    -> String
  {
    var segments = patterns[index].map { $0.hasPrefix(":") ? "\(index * 7 + $0.count)" : $0 }
    switch change {
    case 0?: segments[0] = "mud" + segments[0].dropFirst(3)
    case 1?: segments[1] = "q" + segments[1].dropFirst()
    case 2?: segments.append("extra")
    case 3?: segments[1] += "x"
    default: break
    }
    return "/" + segments.joined(separator: "/")
  }
}

/// A small seeded generator, so the paths are the same on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
