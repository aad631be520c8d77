/// The patterns of a table as a trie of path segments, so that matching a link reads each of
/// its segments once and never scans the patterns.
///
/// Each node is a place in a pattern; its children are a literal segment (found in one
/// dictionary for the whole trie, keyed by the parent node and the segment's text), a
/// parameter (any one segment), and a catch-all (every segment left). A node where a pattern
/// ends holds its entry in the table, its *terminal*.
///
/// Matching is a depth-first walk that tries the literal child before the parameter and the
/// catch-all, and keeps the longest match: the most segments read, and among matches of one
/// length the first found, the one with literals earliest. A node is reached by one path only,
/// so the walk visits each node at most once, and never goes deeper than the longest pattern.
struct DeepLinkTrie: Sendable {
  /// A place in the patterns; a terminal is the table's entry whose pattern ends there.
  struct Node: Sendable {
    var parameter: Int?
    var terminal: Int?
    var catchAll: Int?
  }

  /// A literal child's key: its parent, and its text compared byte for byte, as a link's
  /// segments are read — not by canonical equivalence, as `String` compares.
  struct Literal: Hashable, Sendable {
    let parent: Int
    let text: String

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.parent == rhs.parent && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(parent)
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }

  /// A match: the entry whose pattern matched, and the number of segments it read.
  struct Match: Equatable {
    var entry: Int
    var end: Int
  }

  private var nodes: [Node] = [Node()]
  private var literals: [Literal: Int] = [:]

  /// Adds the pattern `slots` of `entry`. Parameter names are not part of a pattern's shape, so
  /// two patterns that differ only by them match the same links.
  ///
  /// - Returns: The entry of a pattern of the same shape already in the trie, which is left
  ///   unchanged (every node on the way was there); `nil` when the pattern was added.
  mutating func insert(_ slots: [DeepLinkPattern.Slot], entry: Int) -> Int? {
    var node = 0
    for slot in slots {
      switch slot {
      case .literal(let text):
        let key = Literal(parent: node, text: text)
        let child = literals[key] ?? newNode()
        literals[key] = child
        node = child
      case .parameter:
        let child = nodes[node].parameter ?? newNode()
        nodes[node].parameter = child
        node = child
      case .catchAll:
        return Self.claim(&nodes[node].catchAll, for: entry)
      }
    }
    return Self.claim(&nodes[node].terminal, for: entry)
  }

  /// The longest match of a pattern against the first of `segments`.
  func longestMatch(_ segments: [String]) -> Match? {
    var best: Match?
    visit(0, 0, segments, &best)
    return best
  }

  /// Visits `node`, reached with the segment at `position` next, keeping in `best` the longest
  /// match: a longer one replaces it, one as long does not.
  private func visit(_ node: Int, _ position: Int, _ segments: [String], _ best: inout Match?) {
    let here = nodes[node]
    if let terminal = here.terminal, position > (best?.end ?? 0) {
      best = Match(entry: terminal, end: position)
    }
    guard position < segments.count else { return }
    if let literal = literals[Literal(parent: node, text: segments[position])] {
      visit(literal, position + 1, segments, &best)
      if best?.end == segments.count { return }
    }
    if let parameter = here.parameter {
      visit(parameter, position + 1, segments, &best)
      if best?.end == segments.count { return }
    }
    if let catchAll = here.catchAll {
      best = Match(entry: catchAll, end: segments.count)
    }
  }

  private mutating func newNode() -> Int {
    nodes.append(Node())
    return nodes.count - 1
  }

  /// Sets `place` to `entry` unless it holds one already, which it returns.
  private static func claim(_ place: inout Int?, for entry: Int) -> Int? {
    if let existing = place { return existing }
    place = entry
    return nil
  }
}
