/// The changes to paths of one change, by stack, the first kept inline.
///
/// A speed trick: nearly every request changes one path, and in an array of its own that one
/// edit cost each request an allocation — one of the two a push + pop through the router made
/// (workload 2, Benchmarks/RESULTS.md), against the `@Observable` floor's none.
struct PathEdits: Sendable {
  private var first: PathEdit?
  private var rest: [PathEdit] = []

  var isEmpty: Bool {
    first == nil
  }

  /// Changes the edit of the path at `stack`, made with `kept` routes untouched if there is
  /// none yet.
  mutating func modify(at stack: StackAddress, kept: Int, _ body: (inout PathEdit) -> Void) {
    guard let firstStack = first?.stack else {
      var edit = PathEdit(stack: stack, kept: kept)
      body(&edit)
      first = edit
      return
    }
    if firstStack == stack {
      body(&first!)  // Safe: `first` was just read to be an edit.
    } else if let index = rest.firstIndex(where: { $0.stack == stack }) {
      body(&rest[index])
    } else {
      var edit = PathEdit(stack: stack, kept: kept)
      body(&edit)
      rest.append(edit)
    }
  }

  /// Changes every edit in place, and leaves out those for which `body` returns `false`.
  mutating func update(_ body: (inout PathEdit) -> Bool) {
    guard !rest.isEmpty else {
      // Safe: `first` is checked to be an edit before it is unwrapped.
      if first != nil, !body(&first!) { first = nil }
      return
    }
    var updated = PathEdits()
    for var edit in self where body(&edit) {
      updated.append(edit)
    }
    self = updated
  }

  /// Removes the edits at `stack` and below it, and returns them.
  mutating func remove(inside stack: StackAddress) -> [PathEdit] {
    var taken: [PathEdit] = []
    var kept = PathEdits()
    for edit in self {
      if edit.stack.hasPrefix(stack) { taken.append(edit) } else { kept.append(edit) }
    }
    self = kept
    return taken
  }

  /// Adds an edit of a path no other edit is about.
  private mutating func append(_ edit: PathEdit) {
    if first == nil { first = edit } else { rest.append(edit) }
  }

  /// Calls `body` with each edit in place, copying none: the iterator copies each edit,
  /// retaining its address and routes (a push + pop above a running flow, which reads the
  /// routes the change removed, workload 8b: 3,805 → 3,582 instructions).
  func forEachInPlace(_ body: (PathEdit) -> Void) {
    if let first { body(first) }
    for index in rest.indices { body(rest[index]) }
  }

  func map<T>(_ transform: (PathEdit) -> T) -> [T] {
    var mapped: [T] = []
    forEachInPlace { edit in mapped.append(transform(edit)) }
    return mapped
  }
}

extension PathEdits: Sequence {
  func makeIterator() -> Iterator {
    Iterator(first: first, rest: rest.makeIterator())
  }

  struct Iterator: IteratorProtocol {
    fileprivate var first: PathEdit?
    fileprivate var rest: IndexingIterator<[PathEdit]>

    mutating func next() -> PathEdit? {
      if let edit = first.take() { return edit }
      return rest.next()
    }
  }
}
