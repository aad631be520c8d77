/// What a request changed in a navigation state: each part of the tree it changed, with what
/// the part held before and after.
///
/// Applying commands returns one (``NavigationState/apply(_:)-(NavigationCommand)``), and
/// ``init(from:to:)`` finds the same between any two states. It is the one record of change:
/// guards read the screens a request brings in and removes from it, views are told of the
/// slices it changed, flows end and screens' objects go with the screens it removed, and events
/// carry it.
///
/// ```swift
/// var state = NavigationState(root: HomeRoute.feed, path: [HomeRoute.item(1)])
/// let change = try state.apply([.pop(count: 1), .push(HomeRoute.item(2))])
/// change.edits
/// // [.path(.root, kept: 0, removed: [AnyRoute(HomeRoute.item(1))],
/// //        added: [AnyRoute(HomeRoute.item(2))])]
/// change.screens.removed  // the screen of item 1, at depth 1 of the root stack
/// ```
///
/// Its ``edits`` are as small as the change: a part that ends as it began is not listed, a path
/// is listed from its first route that differs, and a layer or a stack that keeps its route is
/// described by the edits inside it. So the record of a batch that pushes and pops on a stack
/// of 10,000 routes holds what moved, never the stack.
public struct NavigationChange: Hashable, Sendable {
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

  /// The parts that changed: no two of them overlap.
  public internal(set) var edits: [Edit]

  /// No change.
  public init() {
    edits = []
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
    edits = []
    Self.compare(old, new, at: .root, into: &edits)
  }

  /// Whether nothing changed.
  public var isEmpty: Bool {
    edits.isEmpty
  }

  /// Whether both changes hold the same edits, in any order: edits never overlap, so their
  /// order says nothing.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.edits.count == rhs.edits.count && Set(lhs.edits) == Set(rhs.edits)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(edits.count)
    hasher.combine(edits.reduce(0) { $0 ^ $1.hashValue })
  }

  /// Whether the change presented, dismissed or replaced a layer, selected a tab or replaced a
  /// stack: the changes that can move the focus. A change of paths alone never does.
  public var movesFocus: Bool {
    edits.contains { edit in
      if case .path = edit { return false }
      return true
    }
  }
}

extension NavigationChange.Edit {
  /// The stack the edit is in, or whose layer it presented or closed.
  public var stack: StackAddress {
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
    edits.isEmpty ? "no change" : edits.map(\.description).joined(separator: "\n")
  }
}

extension NavigationChange.Edit: CustomStringConvertible {
  public var description: String {
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
