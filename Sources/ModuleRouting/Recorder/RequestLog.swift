import NavCore

/// The requests a ``FlightRecorder`` keeps, in the order the router ran them, and the tree
/// before the oldest: a value, told each request in turn, that rebuilds each request's tree
/// only when asked.
///
/// It never keeps the router's tree, except the few a request's commands cannot rebuild: a
/// tree kept shares the router's storage, so the router's next change would copy the stack it
/// changes — every push, on a recorder that kept the tree every `capacity` requests. Its own
/// tree, ``base``, is the tree when it started with every request let go since applied to it,
/// in place.
struct RequestLog {
  /// How many requests a recording holds. The log keeps them in two generations of about
  /// `capacity` each; once the newer is full, the older is applied to ``base`` and let go
  /// whole, so letting requests go costs each one its commands applied once more.
  let capacity: Int
  /// The tree before the oldest request kept.
  private(set) var base: NavigationState
  /// The number of the last event applied to ``base``: requests up to it were let go.
  private(set) var baseIndex: Int
  /// The address of ``base``'s focused stack, when known.
  private var baseFocus: StackAddress?
  /// The older requests kept, by event number, oldest first.
  private var older: [ToldRequest] = []
  /// The newer requests kept, by event number, oldest first, each after every older one.
  private var newer: [ToldRequest] = []
  /// The trees left by requests whose commands cannot rebuild them, by event number.
  private var trees: [Int: NavigationState] = [:]

  /// A log of the requests after event `index`, which left `start`.
  init(capacity: Int, start: NavigationState, after index: Int) {
    self.capacity = capacity
    base = start
    baseIndex = index
    older.reserveCapacity(capacity)
    newer.reserveCapacity(capacity)
  }

  /// How many requests the log keeps.
  var count: Int {
    older.count + newer.count
  }

  /// Keeps `request`, whose commands rebuild the tree it left.
  ///
  /// A request told after a later one — made while the router told of another, by a receiver
  /// told before the recorder — goes where the router ran it; one numbered before the log's
  /// start was run before it and is not kept.
  mutating func keep(_ request: ToldRequest) {
    guard request.index > baseIndex else { return }
    if let last = newer.last?.index ?? older.last?.index, last > request.index {
      insertLate(request)
    } else {
      newer.append(request)
    }
    if newer.count >= capacity && isWhole(older) { letOlderGo() }
  }

  /// Keeps `request` with `tree`, the tree it left, which its commands cannot rebuild.
  mutating func keep(_ request: ToldRequest, leaving tree: NavigationState) {
    guard request.index > baseIndex else { return }
    trees[request.index] = tree
    keep(request)
  }

  /// Puts a request told late among those kept, in the order the router numbered them.
  private mutating func insertLate(_ request: ToldRequest) {
    if let first = newer.first?.index, first < request.index {
      newer.insert(request, at: newer.lastIndex { $0.index < request.index }.map { $0 + 1 } ?? 0)
    } else {
      older.insert(request, at: older.lastIndex { $0.index < request.index }.map { $0 + 1 } ?? 0)
    }
  }

  /// Whether `requests` are every request numbered from ``baseIndex`` on, none still to be
  /// told late: only then may they be let go.
  private func isWhole(_ requests: [ToldRequest]) -> Bool {
    requests.count == (requests.last?.index ?? baseIndex) - baseIndex
  }

  /// Applies the older requests to ``base`` and lets them go; the newer become the older.
  private mutating func letOlderGo() {
    Self.fold(older, into: &base, focus: &baseFocus, trees: trees)
    baseIndex = older.last?.index ?? baseIndex
    swap(&older, &newer)
    newer.removeAll(keepingCapacity: true)
    if !trees.isEmpty { trees = trees.filter { $0.key > baseIndex } }
  }

  /// Each request kept with the tree it left, oldest first.
  func forEachTree(_ body: (ToldRequest, NavigationState) -> Void) {
    var tree = base
    var focus = baseFocus
    Self.apply(older, to: &tree, focus: &focus, trees: trees, body)
    Self.apply(newer, to: &tree, focus: &focus, trees: trees, body)
  }

  /// Sets `tree` to the tree the last of `requests` left: the commands of those that applied,
  /// applied again as one batch from the last kept tree on.
  ///
  /// One batch, not one per request, for speed: the commands apply as they would one request
  /// after the other — each command applies to the tree the one before left, and every one
  /// applied to these trees before — but the batch finds the focused stack and settles its
  /// record once, and a pop of a route pushed earlier in the batch copies nothing into it
  /// (workload 11, Benchmarks/RESULTS.md).
  private static func fold(
    _ requests: [ToldRequest], into tree: inout NavigationState, focus: inout StackAddress?,
    trees: [Int: NavigationState]
  ) {
    var batch: [NavigationCommand] = []
    batch.reserveCapacity(requests.count)
    for position in requests.indices {
      if let kept = trees.isEmpty ? nil : trees[requests[position].index] {
        // The tree it left, whole: what came before it is in it.
        batch.removeAll(keepingCapacity: true)
        tree = kept
        focus = nil
      } else if case .applied = requests[position].outcome {
        switch requests[position].commands {
        case .one(let command): batch.append(command)
        case .batch(let commands): batch += commands
        }
      }
    }
    var change = NavigationChange()
    try? tree.apply(batch, focus: &focus, recording: &change)
  }

  /// Sets `tree` to the tree each of `requests` left in turn, and passes each with it to
  /// `body`: the tree kept for it in `trees`; else its commands applied again, when it applied
  /// — NavCore's functions are pure, so commands that applied to this tree apply again — with
  /// `focus`, the address of its focused stack when known, kept from one request to the next
  /// as the router keeps it.
  private static func apply(
    _ requests: [ToldRequest], to tree: inout NavigationState, focus: inout StackAddress?,
    trees: [Int: NavigationState], _ body: (ToldRequest, NavigationState) -> Void
  ) {
    for position in requests.indices {
      if let kept = trees.isEmpty ? nil : trees[requests[position].index] {
        tree = kept
        focus = nil
      } else if case .applied = requests[position].outcome {
        var change = NavigationChange()
        switch requests[position].commands {
        case .one(let command): try? tree.apply(command, focus: &focus, recording: &change)
        case .batch(let commands): try? tree.apply(commands, focus: &focus, recording: &change)
        }
      }
      body(requests[position], tree)
    }
  }
}
