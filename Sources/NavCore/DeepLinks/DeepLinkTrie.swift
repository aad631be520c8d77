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

  /// The terminal of a form with exactly these steps, or `nil` when the trie has none.
  func terminal(of steps: [Step]) -> Int32? {
    var node: Int32 = 0
    for step in steps {
      switch step {
      case .literal(let text):
        let bytes = Array(text.utf8)
        let hash = Self.hash(text)
        node = bytes.withUnsafeBufferPointer { bytes in
          withTables { $0.literalChild(of: node, hash: hash, bytes, 0..<bytes.count) }
        }
      case .parameter:
        node = nodes[Int(node)].parameter
      case .catchAll:
        let terminal = nodes[Int(node)].catchAll
        return terminal >= 0 ? terminal : nil
      }
      if node < 0 { return nil }
    }
    let terminal = nodes[Int(node)].terminal
    return terminal >= 0 ? terminal : nil
  }

  /// The longest match of a form against the text segments `range` of `path`.
  func longestMatch(in path: borrowing LinkSegments, _ range: Range<Int>) -> Match? {
    guard !range.isEmpty else { return nil }
    var best: Match?
    path.bytes.withUnsafeBufferPointer { bytes in
      path.segments.withUnsafeBufferPointer { segments in
        withTables { tables in
          let walk = Walk(
            tables: tables, bytes: bytes, segments: segments, start: range.lowerBound,
            end: range.upperBound)
          walk.visit(0, range.lowerBound, &best)
        }
      }
    }
    return best
  }

  /// Runs `body` with the trie's arrays borrowed as buffers.
  private func withTables<Result>(_ body: (Tables) -> Result) -> Result {
    nodes.withUnsafeBufferPointer { nodes in
      edges.withUnsafeBufferPointer { edges in
        slots.withUnsafeBufferPointer { slots in
          literalBytes.withUnsafeBufferPointer { literals in
            body(Tables(nodes: nodes, edges: edges, slots: slots, literals: literals))
          }
        }
      }
    }
  }

  /// The FNV-1a hash of a segment's bytes, which the trie keys its literals by.
  static func hash(_ text: String) -> UInt64 {
    var hash = hashSeed
    for byte in text.utf8 {
      hash = Self.hash(hash, byte)
    }
    return hash
  }

  /// The hash of no bytes.
  static let hashSeed: UInt64 = 0xCBF2_9CE4_8422_2325

  /// `hash` followed by one more byte.
  @inline(__always)
  static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 {
    (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }

  // MARK: Building

  private mutating func newNode() -> Int32 {
    nodes.append(Node())
    return Int32(nodes.count - 1)
  }

  /// The literal child of `node` with `text`, added if there is none.
  private mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
    let bytes = Array(text.utf8)
    let hash = Self.hash(text)
    let found = bytes.withUnsafeBufferPointer { bytes in
      withTables { $0.literalChild(of: node, hash: hash, bytes, 0..<bytes.count) }
    }
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
  /// The trie's arrays, borrowed as buffers for one walk.
  private struct Tables {
    let nodes: UnsafeBufferPointer<Node>
    let edges: UnsafeBufferPointer<Edge>
    let slots: UnsafeBufferPointer<Int32>
    let literals: UnsafeBufferPointer<UInt8>

    /// The literal child of `node` whose text is `bytes[range]`, of `hash`, or `-1`.
    func literalChild(
      of node: Int32, hash: UInt64, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Int32 {
      let mask = slots.count - 1
      var slot = DeepLinkTrie.slot(hash, node) & mask
      while true {
        let edgeIndex = slots[slot]
        if edgeIndex < 0 { return -1 }
        let edge = edges[Int(edgeIndex)]
        if edge.hash == hash && edge.parent == node && Int(edge.count) == range.count
          && sameBytes(Int(edge.start), bytes, range)
        {
          return edge.child
        }
        slot = (slot + 1) & mask
      }
    }

    private func sameBytes(_ start: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
      -> Bool
    {
      var offset = 0
      while offset < range.count {
        if literals[start + offset] != bytes[range.lowerBound + offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// One depth-first walk from a segment, over buffers borrowed for its duration.
  private struct Walk {
    let tables: Tables
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: UnsafeBufferPointer<LinkSegment>
    let start: Int
    let end: Int

    /// Visits `node`, reached with the segment at `position` next, keeping in `best` the
    /// longest match: a longer one replaces it, one as long does not.
    func visit(_ node: Int32, _ position: Int, _ best: inout Match?) {
      let here = tables.nodes[Int(node)]
      if here.terminal >= 0 && position > (best?.end ?? start) {
        best = Match(terminal: here.terminal, end: position)
      }
      guard position < end else { return }
      let segment = segments[position]
      let literal = tables.literalChild(
        of: node, hash: segment.hash, bytes, Int(segment.start)..<Int(segment.end))
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
        start: Int32(start), end: Int32(bytes.count), hash: DeepLinkTrie.hash(text), rawStart: 0,
        rawEnd: 0))
  }

  /// The decoded text of segment `index`.
  func text(_ index: Int) -> String {
    let segment = segments[index]
    return bytes.withUnsafeBufferPointer { bytes in
      String(decoding: bytes.extracting(Int(segment.start)..<Int(segment.end)), as: UTF8.self)
    }
  }
}

/// One segment: where its decoded bytes are, and their hash (a marker's are empty), and where
/// it is written in the link.
struct LinkSegment {
  var start: Int32
  var end: Int32
  var hash: UInt64
  var rawStart: Int32
  var rawEnd: Int32
}
