/// The change to one stack's path: above its bottom `kept` routes, which stayed, it held
/// `removed` and now holds `addedCount` routes.
///
/// It is recorded as commands apply. A push records nothing once the path has an edit: the
/// routes above `kept` are the ones the commands added, and the path holds them. A pop takes
/// those first; once they are gone, the routes it takes were there before, so they join
/// `removed` and `kept` shrinks. So the path is always its bottom `kept` routes followed by
/// what was added, and putting `removed` back above `kept` gives the path before. The added
/// routes are copied out of the path only when the change is sealed
/// (``NavigationChange/sealed(in:)``), so that recording a push copies nothing.
struct PathEdit: Sendable {
  var stack: StackAddress
  /// How many routes at the bottom of the path stayed.
  var kept: Int
  /// The routes above `kept` before the change.
  var removed: [AnyRoute] = []
  /// How many routes are above `kept` now.
  var addedCount = 0

  /// Records that a route is about to be pushed.
  mutating func push() {
    addedCount += 1
  }

  /// Records that `count` routes are about to be popped from `path`, as it is now.
  mutating func pop(_ count: Int, from path: RoutePath) {
    // The routes above `kept` were added by this change; below them they were there before.
    let fromAdded = min(count, addedCount)
    addedCount -= fromAdded
    let below = count - fromAdded
    guard below > 0 else { return }
    let taken = path.copyOfRoutes(in: (kept - below)..<kept)
    removed = removed.isEmpty ? taken : taken + removed
    kept -= below
  }

  /// Records that the top route of `path`, as it is now, is about to be replaced.
  mutating func replaceTop(of path: RoutePath) {
    guard addedCount == 0 else { return }
    removed.insert(path[kept - 1], at: 0)
    kept -= 1
    addedCount = 1
  }

  /// Whether the path may have ended with routes it started with above `kept`, which
  /// ``settle(in:)`` then finds by comparing: routes both removed and added.
  var needsSettling: Bool {
    !removed.isEmpty && addedCount > 0
  }

  /// Whether the path changed, once settled.
  var changesPath: Bool {
    !removed.isEmpty || addedCount > 0
  }

  /// Moves the routes the path, now `path`, shares at the bottom of `removed` into `kept`.
  mutating func settle(in path: RoutePath) {
    var same = 0
    while same < removed.count && same < addedCount && removed[same] == path[kept + same] {
      same += 1
    }
    guard same > 0 else { return }
    kept += same
    addedCount -= same
    removed.removeFirst(same)
  }

  /// The edit as the public record shows it, given `path`, the path it left.
  func edit(leaving path: RoutePath) -> NavigationChange.Edit {
    .path(stack, kept: kept, removed: removed, added: path.copyOfRoutes(from: kept))
  }
}

/// The changes to paths of one change, by stack, the first kept inline.
///
/// A speed trick: nearly every request changes one path, and in an array of its own that one
/// edit cost each request an allocation (Benchmarks/RESULTS.md, workload 2).
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

  func map<T>(_ transform: (PathEdit) -> T) -> [T] {
    var mapped: [T] = []
    for edit in self { mapped.append(transform(edit)) }
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
