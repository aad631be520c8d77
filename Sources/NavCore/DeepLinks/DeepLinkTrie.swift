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

  /// A literal child's key: its parent, and its text, compared as `String`s compare — by
  /// canonical equivalence, so "café" written with U+00E9 and with "e" then U+0301 is one
  /// literal, whichever form a pattern declares and a link holds.
  struct Literal: Hashable, Sendable {
    let parent: Int
    let text: String
  }

  /// A match: the entry whose pattern matched, and the number of segments it read.
  struct Match: Equatable {
    var entry: Int
    var end: Int
  }

  private var nodes: [Node] = [Node()]
  private var literals: [Literal: Int] = [:]
  /// The most UTF-8 bytes a segment equivalent to a literal can have: no segment longer is
  /// looked up, so none is normalized (see ``mayBeLiteral(_:)``).
  private var longestEquivalent = 0

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
        longestEquivalent = max(longestEquivalent, Self.longestEquivalent(of: text))
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
    if mayBeLiteral(segments[position]),
      let literal = literals[Literal(parent: node, text: segments[position])]
    {
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

  /// Whether `segment` is short enough to be equivalent to a literal. Comparing `String`s
  /// normalizes them, which reorders a run of combining marks in time that grows with the
  /// square of its length; a segment too long to be any literal is not compared, so reading a
  /// link stays linear in its length, whatever it holds.
  private func mayBeLiteral(_ segment: String) -> Bool {
    segment.utf8.count <= longestEquivalent
  }

  /// The most UTF-8 bytes of a text canonically equivalent to `literal`. Equivalent texts
  /// have one canonical decomposition, which has at least as many scalars as either (each
  /// scalar decomposes into one or more), and a scalar decomposes into at most 4 (Unicode's
  /// longest canonical decomposition, U+1F82's); a scalar takes at most 4 bytes.
  private static func longestEquivalent(of literal: String) -> Int {
    literal.unicodeScalars.count * 4 * 4
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

// MARK: Undoing

extension DeepLinkTrie {
  /// What a trie held at one moment.
  struct Mark: Sendable {
    fileprivate let nodes: Int
    fileprivate let longestEquivalent: Int
  }

  /// The trie as it is now, for ``undo(to:keepingEntries:)``.
  var mark: Mark {
    Mark(nodes: nodes.count, longestEquivalent: longestEquivalent)
  }

  /// Removes the nodes added since `mark` was taken, and every reference to them or to an
  /// entry from `entries` on.
  mutating func undo(to mark: Mark, keepingEntries entries: Int) {
    nodes.removeLast(nodes.count - mark.nodes)
    for index in nodes.indices {
      if let child = nodes[index].parameter, child >= mark.nodes { nodes[index].parameter = nil }
      if let entry = nodes[index].terminal, entry >= entries { nodes[index].terminal = nil }
      if let entry = nodes[index].catchAll, entry >= entries { nodes[index].catchAll = nil }
    }
    literals = literals.filter { $0.value < mark.nodes }
    longestEquivalent = mark.longestEquivalent
  }
}
