import NavCore

/// A running flow's identity, in the order flows started: a child's is greater than its
/// parent's.
struct FlowID: Hashable, Comparable, Sendable {
  let value: Int

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.value < rhs.value
  }
}

/// How a flow ends, for the function that resumes its caller.
enum FlowEnd {
  case finished(any Sendable)
  case cancelled
}

/// One running flow: a coordinator's, or a single screen awaiting a value.
struct FlowRecord {
  /// The flow's first screen: it lives while that screen does. `nil` until it is shown.
  var anchor: ScreenID?
  /// The flow that started this one.
  var parent: FlowID?
  /// For a single screen awaiting a value, the value's type.
  var expecting: ObjectIdentifier?
  /// What keeps the coordinator alive while the flow runs.
  var owner: AnyObject?
  /// The result `finish(with:)` is ending the flow with, while its screens are removed.
  var finishing: (any Sendable)?
  /// Resumes the flow's caller; called exactly once.
  var end: @MainActor (FlowEnd) -> Void
}

/// The running flows, with their first screens indexed by stack, so a pop finds the flows it
/// ends without looking at the others.
///
/// A value: the router asks it which flows a change ends and closes them; it performs nothing.
struct FlowBook {
  private var records: [FlowID: FlowRecord] = [:]
  /// The flows anchored in each stack, by the depth of their first screen, lowest first.
  private var anchored: [StackAddress: [(depth: Int, id: FlowID)]] = [:]
  /// The greatest depth of a flow's first screen in any stack, 0 with none: a pop that leaves
  /// at least this many routes on its stack ends no flow, which a push + pop above running
  /// flows finds out without hashing its stack's address.
  private var deepestAnchor = 0
  private var lastID = 0

  var isEmpty: Bool {
    records.isEmpty
  }

  func contains(_ id: FlowID) -> Bool {
    records[id] != nil
  }

  subscript(id: FlowID) -> FlowRecord? {
    records[id]
  }

  /// Opens a flow whose screens are not shown yet.
  mutating func open(_ record: FlowRecord) -> FlowID {
    lastID += 1
    let id = FlowID(value: lastID)
    records[id] = record
    return id
  }

  /// Records the flow's first screen.
  mutating func anchor(_ id: FlowID, at screen: ScreenID) {
    records[id]?.anchor = screen
    var list = anchored[screen.stack] ?? []
    let index = list.lastIndex { $0.depth <= screen.depth }.map { $0 + 1 } ?? 0
    list.insert((screen.depth, id), at: index)
    anchored[screen.stack] = list
    deepestAnchor = max(deepestAnchor, screen.depth)
  }

  /// Marks the flow as finishing with `result`, so that the removal of its screens ends it
  /// finished rather than cancelled.
  mutating func markFinishing(_ id: FlowID, with result: any Sendable) {
    records[id]?.finishing = result
  }

  mutating func clearFinishing(_ id: FlowID) {
    records[id]?.finishing = nil
  }

  /// The flows a change ends: those whose first screen it removed, and every flow they
  /// started, children first.
  func ended(by screens: ScreenChanges) -> [FlowID] {
    var ended: Set<FlowID> = []
    for range in screens.removed {
      for (depth, id) in anchored[range.stack] ?? []
      where range.contains(ScreenID(stack: range.stack, depth: depth)) {
        ended.insert(id)
      }
    }
    return withDescendants(ended)
  }

  /// Whether a pop that leaves `count` pushed routes on its stack can end a flow; when it
  /// cannot, ``ended(byPopping:to:)`` would find none.
  func mayEnd(byPoppingTo count: Int) -> Bool {
    count < deepestAnchor
  }

  /// The flows a pop of the stack `stack` down to `count` pushed routes ends.
  func ended(byPopping stack: StackAddress, to count: Int) -> [FlowID] {
    // The list is sorted by depth: the flows a pop ends are at its end.
    guard let list = anchored[stack], let last = list.last, last.depth > count else { return [] }
    return withDescendants(Set(list.reversed().prefix { $0.depth > count }.map(\.id)))
  }

  /// `ids` and every flow started from them, children first.
  func withDescendants(_ ids: Set<FlowID>) -> [FlowID] {
    var all = ids
    // A child's identity is greater than its parent's, so one pass in order finds them all.
    for id in records.keys.sorted() {
      if let parent = records[id]?.parent, all.contains(parent) { all.insert(id) }
    }
    return all.sorted(by: >)
  }

  /// Removes the flows and returns their records, in the order given.
  mutating func close(_ ids: [FlowID]) -> [FlowRecord] {
    let closed = ids.compactMap { id -> FlowRecord? in
      guard let record = records.removeValue(forKey: id) else { return nil }
      if let stack = record.anchor?.stack {
        anchored[stack]?.removeAll { $0.id == id }
        if anchored[stack]?.isEmpty == true { anchored[stack] = nil }
      }
      return record
    }
    // Each list is sorted by depth: its last entry is its deepest.
    deepestAnchor = anchored.values.reduce(0) { max($0, $1.last?.depth ?? 0) }
    return closed
  }

  /// Removes every flow, children first.
  mutating func closeAll() -> [FlowRecord] {
    close(records.keys.sorted(by: >))
  }

  /// The flows awaiting a value of `type` whose first screen is on the branch ending at
  /// `focus`.
  func awaiting(_ type: ObjectIdentifier, onBranchTo focus: StackAddress) -> [FlowID] {
    records.compactMap { id, record in
      record.expecting == type && record.anchor.map { focus.hasPrefix($0.stack) } == true
        ? id : nil
    }
  }

  /// The topmost of `ids`: the deepest stack first, then the highest screen.
  func topmost(_ ids: [FlowID]) -> FlowID? {
    ids.max { lhs, rhs in
      let left = records[lhs]?.anchor.map { ($0.stack.steps.count, $0.depth) } ?? (0, 0)
      let right = records[rhs]?.anchor.map { ($0.stack.steps.count, $0.depth) } ?? (0, 0)
      return left < right
    }
  }
}
