/// What a request changed in a navigation state: each part of the tree it changed, with what
/// the part held before and after.
///
/// The router records one while commands apply, and ``init(from:to:)`` finds the same between
/// any two states. It is the one record of change: guards read the screens a request brings in
/// and removes from it, views are told of the slices it changed, flows end and screens'
/// objects go with the screens it removed, and events carry it.
///
/// ```swift
/// let before = NavigationState(root: HomeRoute.feed, path: [HomeRoute.item(1)])
/// let after = try before.applying([.pop(count: 1), .push(HomeRoute.item(2))])
/// NavigationChange(from: before, to: after).edits
/// // [.path(.root, kept: 0, removed: [AnyRoute(HomeRoute.item(1))],
/// //        added: [AnyRoute(HomeRoute.item(2))])]
/// ```
///
/// Its ``edits`` are as small as the change: a part that ends as it began is not listed, a path
/// is listed from its first route that differs, and a layer or a stack that keeps its route is
/// described by the edits inside it. So the record of a batch that pushes and pops on a stack
/// of 10,000 routes holds what moved, never the stack.
public struct NavigationChange: Equatable, Sendable {
  /// One part of the tree that changed.
  public enum Edit: Hashable, Sendable {
    /// The path of the stack at the address changed above its bottom `kept` routes, which
    /// stayed: `removed` were above them before, `added` are now; the first of each differ.
    case path(StackAddress, kept: Int, removed: [AnyRoute], added: [AnyRoute])
    /// The layer over the stack at the address was presented (`old` is `nil`), dismissed
    /// (`new` is `nil`), or replaced by one of another style or route.
    indirect case layer(over: StackAddress, old: PresentedLayer?, new: PresentedLayer?)
    /// The tab bar of the stack at the address selected another tab.
    case selection(of: StackAddress, old: AnyRoute, new: AnyRoute)
    /// The stack at the address was replaced by one with another root, other tabs, or tabs
    /// where it had none.
    indirect case stack(StackAddress, old: NavigationState, new: NavigationState)
  }

  /// The changes to paths while commands apply, each kept as it grows
  /// (NavigationChange+Paths.swift); none once the change is sealed.
  var paths = PathEdits()
  /// Every other edit — layers, selections, whole stacks — and, once the change is sealed or
  /// when it was found by comparing, the paths' too. No edit overlaps another.
  var others: [Edit] = []

  /// No change.
  package init() {}

  /// Hands over what was recorded, leaving no change behind: the request guards judged hands
  /// its change back to the router this way.
  ///
  /// Here, in NavCore: the empty change left behind is written in place. Made in the router, by
  /// a call across modules, its fields were written word by word and read straight back 16
  /// bytes at a time, which the processor cannot serve from its pending stores: a stall on
  /// every request a guard judges (workload 9a, one global guard: 1.46× → 1.40× none;
  /// Benchmarks/RESULTS.md).
  package mutating func take() -> NavigationChange {
    var taken = NavigationChange()
    swap(&taken, &self)
    return taken
  }

  /// What changed from `old` to `new`: the edits that applying commands to `old` and ending
  /// at `new` records, found by comparing the trees, part by part.
  ///
  /// Parts that share their storage compare at once, so two states of 10,000 routes that
  /// differ in one push compare in about the time of the push.
  ///
  /// - Parameters:
  ///   - old: The state before.
  ///   - new: The state after.
  public init(from old: NavigationState, to new: NavigationState) {
    compare(old, new, at: .root)
  }

  /// Whether the change stands on its own: no path edit waits for the routes it added to be
  /// copied in. Every change that leaves the router or NavCore's public API does
  /// (NavigationChange+Recording.swift).
  var isSealed: Bool {
    paths.isEmpty
  }

  /// The parts that changed: no two of them overlap.
  public var edits: [Edit] {
    guard isSealed else { preconditionFailure("a change read before it was sealed") }
    return others
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    paths.isEmpty && others.isEmpty
  }

  /// Whether both changes hold the same edits, in any order: edits never overlap, so their
  /// order says nothing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    let left = lhs.edits
    let right = rhs.edits
    return left.count == right.count && Set(left) == Set(right)
  }
}

extension NavigationChange.Edit {
  /// The stack the edit is in, or whose layer it presented or closed.
  var stack: StackAddress {
    switch self {
    case .path(let stack, _, _, _), .layer(let stack, _, _), .selection(let stack, _, _),
      .stack(let stack, _, _):
      stack
    }
  }
}

extension NavigationChange: CustomStringConvertible {
  /// The edits, one per line: `path root: kept 2, removed [], added [HomeRoute.item(2)]`.
  public var description: String {
    isEmpty ? "no change" : edits.map(\.description).joined(separator: "\n")
  }
}

extension NavigationChange.Edit {
  /// The edit in one line, as ``NavigationChange/description`` lists it.
  var description: String {
    switch self {
    case .path(let stack, let kept, let removed, let added):
      "path \(stack): kept \(kept), removed \(RoutePath(removed)), added \(RoutePath(added))"
    case .layer(let stack, let old, let new):
      "layer over \(stack): \(Self.describe(old)) → \(Self.describe(new))"
    case .selection(let stack, let old, let new):
      "tab of \(stack): \(old.debugDescription) → \(new.debugDescription)"
    case .stack(let stack, let old, let new):
      "stack \(stack): \(old.summary) → \(new.summary)"
    }
  }

  private static func describe(_ layer: PresentedLayer?) -> String {
    layer.map { "\($0.style) of \($0.route.debugDescription)" } ?? "none"
  }
}
