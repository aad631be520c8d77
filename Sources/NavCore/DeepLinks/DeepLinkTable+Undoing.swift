extension DeepLinkTable {
  /// What a table held at one moment, to undo the patterns added after it.
  struct Mark: Sendable {
    fileprivate let entries: Int
    fileprivate let trie: DeepLinkTrie.Mark
  }

  /// The table as it is now, for ``undo(to:)``.
  var mark: Mark {
    Mark(entries: entries.count, trie: trie.mark)
  }

  /// Removes every pattern added since `mark` was taken: a declaration refused halfway leaves
  /// the table as it was, and one accepted adds to the table in place, never to a copy of it.
  mutating func undo(to mark: Mark) {
    guard entries.count > mark.entries else { return }
    entries.removeLast(entries.count - mark.entries)
    trie.undo(to: mark.trie, keepingEntries: mark.entries)
    for (routeType, indices) in printers {
      let kept = indices.filter { $0 < mark.entries }
      printers[routeType] = kept.isEmpty ? nil : kept
    }
  }
}

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
