/// Works out a ``TransitionPlan``: walks the trees phase by phase, changing a working state
/// one update at a time and keeping each state it reaches.
struct TransitionPlanner {
  private let end: NavigationState
  private let options: TransitionPlan.Options
  /// The state reached so far: the last of ``steps``.
  private var current: NavigationState
  private var steps: [NavigationState]

  init(from start: NavigationState, to end: NavigationState, options: TransitionPlan.Options) {
    self.end = end
    self.options = options
    current = start
    steps = [start]
  }

  /// The plan: the start, each state in between, the end.
  mutating func plan() -> [NavigationState] {
    updateInPlace()
    dismissLayers()
    popExtraPushes()
    build(end, at: .root)
    // Valid states are already there; this keeps the plan total for any others.
    commit(end)
    return steps
  }

  // MARK: - Phases

  /// Phase 1: routes changed in place, in one update.
  private mutating func updateInPlace() {
    changeKeptStacks { stack, target in
      if stack.root != target.root { stack.root = target.root }
      let shared = min(stack.path.count, target.path.count)
      if !stack.path.prefix(shared).elementsEqual(target.path.prefix(shared)) {
        stack.path.replaceSubrange(0..<shared, with: target.path.prefix(shared))
      }
      if let reselect = target.tabs?.reselectPopsToRoot, stack.tabs != nil,
        stack.tabs?.reselectPopsToRoot != reselect
      {
        stack.tabs?.reselectPopsToRoot = reselect
      }
    }
  }

  /// Phase 2: the layers the target has no place for dismissed, the topmost first.
  private mutating func dismissLayers() {
    var doomed: [StackAddress] = []
    Self.collectDoomedLayers(in: current, toward: end, at: .root, into: &doomed)
    if options.contains(.dismissalsAtOnce) {
      guard !doomed.isEmpty else { return }
      var next = current
      for presenter in doomed {
        next.modify(at: presenter) { $0.presented = nil }
      }
      commit(finishesWithDismissals(from: next) ? end : next)
      return
    }
    // Each doomed layer after the layers presented inside it.
    for presenter in Self.presenters(in: current, at: .root)
    where doomed.contains(where: { presenter == $0 || presenter.hasPrefix($0.presented) }) {
      change(at: presenter) { $0.presented = nil }
    }
  }

  /// Whether the rest of the way from `next`, the state with the layers dismissed, is one
  /// update that presents nothing new, which a host that dismisses at once makes with them.
  private func finishesWithDismissals(from next: NavigationState) -> Bool {
    var rest = TransitionPlanner(from: next, to: end, options: options)
    guard rest.plan().count <= 2 else { return false }
    return Set(Self.presenters(in: end, at: .root)).isSubset(
      of: Self.presenters(in: next, at: .root))
  }

  /// Phase 3: the pushes beyond the target's depth popped, in one update.
  private mutating func popExtraPushes() {
    changeKeptStacks { stack, target in
      if stack.path.count > target.path.count {
        stack.path.removeLast(stack.path.count - target.path.count)
      }
    }
  }

  /// Phase 4: the stack at `address` built up to `target`.
  private mutating func build(_ target: NavigationState, at address: StackAddress) {
    guard let stack = current[stack: address] else { return }
    if !stack.hasSameShape(as: target) {
      change(at: address) { $0 = target.skeleton }
    }
    selectTab(of: target, at: address)
    push(target.path, at: address)
    if let tabs = target.tabs {
      // The selected tab first: the user sees it.
      let selected = tabs.entries.indices.filter { $0 == tabs.selectedIndex }
      for index in selected + tabs.entries.indices.filter({ $0 != tabs.selectedIndex }) {
        build(tabs.entries[index].state, at: address.tab(tabs.entries[index].id))
      }
    }
    if let layer = target.presented {
      if current[stack: address]?.presented == nil {
        change(at: address) {
          $0.presented = PresentedLayer(layer.style, state: layer.state.skeleton)
        }
      }
      build(layer.state, at: address.presented)
    }
  }

  // MARK: - Updates

  /// Keeps `state` as the next step, unless it is the state already reached.
  private mutating func commit(_ state: NavigationState) {
    guard state != current else { return }
    current = state
    steps.append(state)
  }

  /// One update that changes every stack the target keeps the shape of with `change`.
  private mutating func changeKeptStacks(
    _ change: (inout NavigationState, NavigationState) -> Void
  ) {
    guard current.hasSameShape(as: end) else { return }
    var next = current
    Self.forEachKeptStack(&next, toward: end, change)
    commit(next)
  }

  /// One update that changes the stack at `address`.
  private mutating func change(at address: StackAddress, _ body: (inout NavigationState) -> Void) {
    var next = current
    next.modify(at: address, body)
    commit(next)
  }

  private mutating func selectTab(of target: NavigationState, at address: StackAddress) {
    guard let selected = target.tabs?.selectedIndex,
      let tabs = current[stack: address]?.tabs, tabs.selectedIndex != selected
    else { return }
    change(at: address) { $0.tabs?.selectedIndex = selected }
  }

  /// Pushes what `path` has beyond the stack's depth: one route an update, or all in one.
  private mutating func push(_ path: RoutePath, at address: StackAddress) {
    guard var depth = current[stack: address]?.path.count else { return }
    while depth < path.count {
      depth = options.contains(.pushesAtOnce) ? path.count : depth + 1
      change(at: address) { [depth] in $0.path = RoutePath(path.prefix(depth)) }
    }
  }
}

// MARK: - Walks

extension TransitionPlanner {
  /// Changes `stack`, which has the shape of `target`, with `change`, then each tab and layer
  /// the target keeps the shape of: phases 1 and 3 walk the tree this way.
  private static func forEachKeptStack(
    _ stack: inout NavigationState, toward target: NavigationState,
    _ change: (inout NavigationState, NavigationState) -> Void
  ) {
    change(&stack, target)
    if let targetTabs = target.tabs, stack.tabs != nil {
      for (index, tab) in targetTabs.entries.enumerated() {
        stack.tabs?.modifyState(at: index) { state in
          guard state.hasSameShape(as: tab.state) else { return }
          forEachKeptStack(&state, toward: tab.state, change)
        }
      }
    }
    if let layer = stack.presented, let targetLayer = target.presented,
      layer.canUpdate(to: targetLayer), layer != targetLayer
    {
      stack.modify(at: .root.presented) { forEachKeptStack(&$0, toward: targetLayer.state, change) }
    }
  }

  /// Adds the stacks whose layer has no place in `target`, the target's stack at `address` —
  /// another style, another shape, none there, or no `target` as the stack is replaced — a
  /// layer before the layers in the tabs beneath it.
  private static func collectDoomedLayers(
    in stack: NavigationState, toward target: NavigationState?, at address: StackAddress,
    into doomed: inout [StackAddress]
  ) {
    let kept = target.map(stack.hasSameShape(as:)) ?? false
    if let layer = stack.presented {
      if kept, let targetLayer = target?.presented, layer.canUpdate(to: targetLayer) {
        collectDoomedLayers(
          in: layer.state, toward: targetLayer.state, at: address.presented, into: &doomed)
      } else {
        doomed.append(address)
      }
    }
    for (index, tab) in (stack.tabs?.entries ?? []).enumerated() {
      // Kept, the target has the same tabs in the same order.
      let targetTab = kept ? target?.tabs?.entries[index].state : nil
      collectDoomedLayers(in: tab.state, toward: targetTab, at: address.tab(tab.id), into: &doomed)
    }
  }

  /// Every stack inside `stack` that presents a layer, each after the stacks inside its layer:
  /// an order in which each dismissal closes one layer that presents nothing.
  private static func presenters(in stack: NavigationState, at address: StackAddress)
    -> [StackAddress]
  {
    var found: [StackAddress] = []
    if let layer = stack.presented {
      found = presenters(in: layer.state, at: address.presented) + [address]
    }
    for tab in stack.tabs?.entries ?? [] {
      found += presenters(in: tab.state, at: address.tab(tab.id))
    }
    return found
  }
}
