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
  /// Resumes the flow's caller; called exactly once.
  var end: @MainActor (FlowEnd) -> Void
}

/// A flow taken out of the book, and how it ended: its caller is resumed once the request that
/// ended it has sent its event.
struct ClosedFlow {
  let record: FlowRecord
  let end: FlowEnd
}

/// The running flows, with their first screens indexed by stack, so a change finds the flows
/// it ends without looking at the others.
///
/// A value: the router asks it which flows a change ends and closes them; it performs nothing.
struct FlowBook {
  private var records: [FlowID: FlowRecord] = [:]
  /// Flows a redirect's change closed, whose callers wait until the redirected request's event
  /// is sent.
  private var closedAwaitingEvent: [ClosedFlow] = []
  /// The flows anchored in each stack, by the depth of their first screen, lowest first.
  private var anchored: [StackAddress: [(depth: Int, id: FlowID)]] = [:]
  /// The depth of the deepest first screen of any flow, in any stack: a change that removes
  /// only screens above it ends no flow, which is known without looking a stack up.
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

  /// The identity of the next flow to open.
  mutating func nextID() -> FlowID {
    lastID += 1
    return FlowID(value: lastID)
  }

  /// Opens a flow whose screens are not shown yet.
  mutating func open(_ id: FlowID, _ record: FlowRecord) {
    records[id] = record
  }

  /// Records the flow's first screen.
  mutating func anchor(_ id: FlowID, at screen: ScreenID) {
    guard records[id] != nil else { return }
    records[id]?.anchor = screen
    var list = anchored[screen.stack] ?? []
    let index = list.lastIndex { $0.depth <= screen.depth }.map { $0 + 1 } ?? 0
    list.insert((screen.depth, id), at: index)
    anchored[screen.stack] = list
    deepestAnchor = max(deepestAnchor, screen.depth)
  }

  /// Whether removing screens from `depth` up, in any stack, may end a flow: some flow's first
  /// screen is that deep or deeper.
  func mayEnd(removingFrom depth: Int) -> Bool {
    depth <= deepestAnchor && !anchored.isEmpty
  }

  /// The flows a change that removed `removed` ends: those whose first screen it removed, and
  /// every flow they started, children first.
  func ended(by removed: ScreenRange) -> [FlowID] {
    guard removed.fromDepth <= deepestAnchor, let list = anchored[removed.stack] else { return [] }
    // The list is in order of depth, so the flows anchored in the range are found from the top
    // down, without reading those below it.
    var ended: Set<FlowID> = []
    for (depth, id) in list.reversed() {
      guard depth >= removed.fromDepth else { break }
      if removed.contains(ScreenID(stack: removed.stack, depth: depth)) { ended.insert(id) }
    }
    return ended.isEmpty ? [] : withDescendants(ended)
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
  mutating func close(_ ids: [FlowID]) -> [(id: FlowID, record: FlowRecord)] {
    let closed: [(id: FlowID, record: FlowRecord)] = ids.compactMap { id in
      guard let record = records.removeValue(forKey: id) else { return nil }
      if let stack = record.anchor?.stack {
        anchored[stack]?.removeAll { $0.id == id }
        if anchored[stack]?.isEmpty == true { anchored[stack] = nil }
      }
      return (id, record)
    }
    // Each list is lowest first, so its last entry is its deepest.
    deepestAnchor = anchored.values.compactMap { $0.last?.depth }.max() ?? 0
    return closed
  }

  /// Keeps flows closed by a redirect's change until the redirected request's event is sent.
  mutating func awaitEvent(_ closed: [ClosedFlow]) {
    closedAwaitingEvent += closed
  }

  /// The flows closed by a redirect's change, to resume now that its request's event is sent.
  mutating func takeClosedAwaitingEvent() -> [ClosedFlow] {
    defer { closedAwaitingEvent = [] }
    return closedAwaitingEvent
  }

  /// Removes every flow, children first.
  mutating func closeAll() -> [(id: FlowID, record: FlowRecord)] {
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
