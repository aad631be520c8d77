/// The patterns of a table as a trie of path segments, so that matching a link reads each of
/// its segments once and never scans the patterns.
///
/// Each node is a place in a pattern; its children are a literal segment (found in one
/// dictionary for the whole trie, keyed by the parent node and the segment's text), a
/// parameter (any one segment), and a catch-all (every segment left). A node where a form of
/// a pattern ends holds that pattern and form, its *terminal*.
///
/// Matching is a depth-first walk that tries the literal child before the parameter and the
/// catch-all, and keeps the longest match: the most segments read, and among matches of one
/// length the first found, the one with literals earliest. A node is reached by one path only,
/// so the walk visits each node at most once, and never goes deeper than the longest pattern.
struct DeepLinkTrie: Sendable {
  /// A place in the patterns.
  struct Node: Sendable {
    var parameter: Int?
    var terminal: Terminal?
    var catchAll: Terminal?
  }

  /// Where a form ends: the table's entry, and the form among its pattern's forms.
  struct Terminal: Hashable, Sendable {
    let entry: Int
    let form: Int
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

  /// A match: the form's terminal, and the number of segments it read.
  struct Match: Equatable {
    var terminal: Terminal
    var end: Int
  }

  private var nodes: [Node] = [Node()]
  private var literals: [Literal: Int] = [:]

  /// Adds `form`, ending with `terminal`. Parameter names are not part of a form's shape, so
  /// two forms that differ only by them match the same links.
  ///
  /// - Returns: The terminal of a form of the same shape already in the trie, which is left as
  ///   it was; `nil` when the form was added.
  mutating func insert(_ form: [DeepLinkPattern.Slot], terminal: Terminal) -> Terminal? {
    var node = 0
    for slot in form {
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
        return Self.claim(&nodes[node].catchAll, for: terminal)
      }
    }
    return Self.claim(&nodes[node].terminal, for: terminal)
  }

  /// The terminal of a form of the same shape as `form`, or `nil` when the trie has none.
  func terminal(of form: [DeepLinkPattern.Slot]) -> Terminal? {
    var node: Int? = 0
    for slot in form {
      guard let here = node else { return nil }
      switch slot {
      case .literal(let text): node = literals[Literal(parent: here, text: text)]
      case .parameter: node = nodes[here].parameter
      case .catchAll: return nodes[here].catchAll
      }
    }
    return node.flatMap { nodes[$0].terminal }
  }

  /// The longest match of a form against the first of `segments`.
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
      best = Match(terminal: terminal, end: position)
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
      best = Match(terminal: catchAll, end: segments.count)
    }
  }

  private mutating func newNode() -> Int {
    nodes.append(Node())
    return nodes.count - 1
  }

  /// Sets `place` to `terminal` unless it holds one already, which it returns.
  private static func claim(_ place: inout Terminal?, for terminal: Terminal) -> Terminal? {
    if let existing = place { return existing }
    place = terminal
    return nil
  }
}
