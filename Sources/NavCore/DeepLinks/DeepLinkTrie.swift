/// The patterns of a table as a trie of path segments, so that matching a link reads each of
/// its segments once and never scans the patterns.
///
/// Each node is a place in a pattern; its children are a literal segment (found through one
/// hash table for the whole trie, keyed by the parent node and the segment's bytes), a
/// parameter (any one segment), and a catch-all (every segment left). A node where a form of
/// a pattern ends holds that form's number, its *terminal*.
///
/// Matching from a segment is a depth-first walk that tries the literal child before the
/// parameter and the catch-all, and keeps the longest match: the most segments read, and
/// among matches of one length the first found, the one with literals earliest. A node is
/// reached by one path only, so the walk visits each node at most once, and never goes deeper
/// than the longest pattern.
struct DeepLinkTrie: Sendable {
  /// One step of a form, as the trie stores it.
  enum Step: Hashable, Sendable {
    case literal(String)
    case parameter
    case catchAll
  }

  /// A place in the patterns.
  struct Node: Sendable {
    var parameter: Int32 = -1
    var terminal: Int32 = -1
    var catchAll: Int32 = -1
  }

  /// A literal child: its parent, the child, and its text in `literalBytes`.
  struct Edge: Sendable {
    var parent: Int32
    var child: Int32
    var start: Int32
    var count: Int32
    var hash: UInt64
  }

  /// A match: the form's terminal, and the segment after the last one it read.
  struct Match: Equatable {
    var terminal: Int32
    var end: Int
  }

  private(set) var nodes: [Node] = [Node()]
  private var edges: [Edge] = []
  private var literalBytes: [UInt8] = []
  /// An open-addressing table of edge numbers, `-1` where empty; its size is a power of two
  /// at least twice the number of edges.
  private var slots: [Int32] = Array(repeating: -1, count: 16)

  /// Adds a form ending with `terminal`.
  ///
  /// - Returns: The terminal of a form with the same steps already in the trie, which is left
  ///   as it was; `nil` when the form was added.
  mutating func insert(_ steps: [Step], terminal: Int32) -> Int32? {
    var node: Int32 = 0
    for (offset, step) in steps.enumerated() {
      switch step {
      case .literal(let text):
        node = literalChild(of: node, text)
      case .parameter:
        if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
        node = nodes[Int(node)].parameter
      case .catchAll:
        precondition(offset == steps.count - 1, "a catch-all in the middle of a form: \(steps)")
        let existing = nodes[Int(node)].catchAll
        if existing >= 0 { return existing }
        nodes[Int(node)].catchAll = terminal
        return nil
      }
    }
    let existing = nodes[Int(node)].terminal
    if existing >= 0 { return existing }
    nodes[Int(node)].terminal = terminal
    return nil
  }

  /// The longest match of a form against the text segments `range` of `path`.
  func longestMatch(in path: borrowing LinkSegments, _ range: Range<Int>) -> Match? {
    guard !range.isEmpty else { return nil }
    var best: Match?
    path.bytes.withUnsafeBufferPointer { bytes in
      path.segments.withUnsafeBufferPointer { segments in
        nodes.withUnsafeBufferPointer { nodes in
          let walk = Walk(
            trie: self, nodes: nodes, bytes: bytes, segments: segments, start: range.lowerBound,
            end: range.upperBound)
          walk.visit(0, range.lowerBound, &best)
        }
      }
    }
    return best
  }

  /// The literal child of `node` whose text is the segment's, or `-1`.
  func literalChild(
    of node: Int32, hash: UInt64, bytes: UnsafeBufferPointer<UInt8>.SubSequence
  ) -> Int32 {
    let mask = slots.count - 1
    var slot = Self.slot(hash, node) & mask
    while true {
      let edgeIndex = slots[slot]
      if edgeIndex < 0 { return -1 }
      let edge = edges[Int(edgeIndex)]
      if edge.hash == hash && edge.parent == node && Int(edge.count) == bytes.count
        && literalBytes[Int(edge.start)..<Int(edge.start + edge.count)].elementsEqual(bytes)
      {
        return edge.child
      }
      slot = (slot + 1) & mask
    }
  }

  /// The FNV-1a hash of a segment's bytes, which the trie keys its literals by.
  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  // MARK: Building

  private mutating func newNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }

  /// The literal child of `node` with `text`, added if there is none.
  private mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    let hash = Self.hash(bytes)
    let found = bytes.withUnsafeBufferPointer { literalChild(of: node, hash: hash, bytes: $0[...]) }
    if found >= 0 { return found }
    let child = newNode()
    edges.append(
      Edge(
        parent: node, child: child, start: Int32(literalBytes.count), count: Int32(bytes.count),
        hash: hash))
    literalBytes += bytes
    if edges.count * 2 > slots.count {
      rehash(capacity: slots.count * 2)
    } else {
      place(Int32(edges.count - 1))
    }
    return child
  }

  private mutating func rehash(capacity: Int) {
    slots = Array(repeating: -1, count: capacity)
    for index in edges.indices {
      place(Int32(index))
    }
  }

  private mutating func place(_ edgeIndex: Int32) {
    let edge = edges[Int(edgeIndex)]
    let mask = slots.count - 1
    var slot = Self.slot(edge.hash, edge.parent) & mask
    while slots[slot] >= 0 {
      slot = (slot + 1) & mask
    }
    slots[slot] = edgeIndex
  }

  /// Where the edge from `parent` with a segment of `hash` starts looking.
  private static func slot(_ hash: UInt64, _ parent: Int32) -> Int {
    var mixed = hash ^ (UInt64(UInt32(bitPattern: parent)) &* 0x9E37_79B9_7F4A_7C15)
    mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 29))
  }
}

extension DeepLinkTrie {
  /// One depth-first walk from a segment, over buffers borrowed for its duration.
  private struct Walk {
    let trie: DeepLinkTrie
    let nodes: UnsafeBufferPointer<Node>
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeBufferPointer<LinkSegment>
    let start: Int
    let end: Int

    /// Visits `node`, reached with the segment at `position` next, keeping in `best` the
    /// longest match: a longer one replaces it, one as long does not.
    func visit(_ node: Int32, _ position: Int, _ best: inout Match?) {
      let here = nodes[Int(node)]
      if here.terminal >= 0 && position > (best?.end ?? start) {
        best = Match(terminal: here.terminal, end: position)
      }
      guard position < end else { return }
      let segment = segments[position]
      let text = bytes[Int(segment.start)..<Int(segment.end)]
      let literal = trie.literalChild(of: node, hash: segment.hash, bytes: text)
      if literal >= 0 {
        visit(literal, position + 1, &best)
        if best?.end == end { return }
      }
      if here.parameter >= 0 {
        visit(here.parameter, position + 1, &best)
        if best?.end == end { return }
      }
      if here.catchAll >= 0 {
        best = Match(terminal: here.catchAll, end: end)
      }
    }
  }
}

/// Text segments as the trie reads them: each segment's decoded bytes, and their hash.
struct LinkSegments {
  var bytes: [UInt8] = []
  var segments: [LinkSegment] = []

  /// Appends a segment holding `text`.
  mutating func append(_ text: String) {
    let start = bytes.count
    bytes += text.utf8
    segments.append(
      LinkSegment(
        start: Int32(start), end: Int32(bytes.count), hash: DeepLinkTrie.hash(bytes[start...])))
  }

  /// The decoded text of segment `index`.
  func text(_ index: Int) -> String {
    let segment = segments[index]
    return String(decoding: bytes[Int(segment.start)..<Int(segment.end)], as: UTF8.self)
  }
}

/// One segment: where its decoded bytes are, and their hash. A marker's are empty.
struct LinkSegment {
  var start: Int32
  var end: Int32
  var hash: UInt64
}
