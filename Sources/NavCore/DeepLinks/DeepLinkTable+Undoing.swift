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
