import NavCore

extension HostOperation {
  /// The operations that take a host from showing `old` to showing `new`: those of the change
  /// between them (``operations(for:reaching:)``).
  ///
  /// - Parameters:
  ///   - old: The state the host shows.
  ///   - new: The state to show.
  /// - Returns: The operations, in order; none when the states show the same routes.
  package static func operations(from old: NavigationState, to new: NavigationState)
    -> [HostOperation]
  {
    operations(for: NavigationChange(from: old, to: new), reaching: new)
  }

  /// The operations that show `change` on a host, in an order it can perform them: each
  /// layer that goes dismissed first, then the other edits, outer layers first.
  ///
  /// For a change between two consecutive states of a ``TransitionPlan`` these are the
  /// operations of one update: routes set in place, layers dismissed, a pop, a push, a
  /// selection, a presentation or a replaced stack. For any other change they are still
  /// correct, only not spread over updates: a stack that changes between a plain stack and a
  /// tab bar has its layers dismissed and is replaced, and a new layer is presented showing its
  /// root, then filled.
  ///
  /// - Parameters:
  ///   - change: The change, sealed.
  ///   - state: The state the change leaves.
  /// - Returns: The operations, in order; none when the change shows no other route.
  package static func operations(for change: NavigationChange, reaching state: NavigationState)
    -> [HostOperation]
  {
    var update = HostUpdate(reaching: state)
    for edit in change.edits {
      update.add(edit)
    }
    return update.operations
  }

  /// How many layers deep the operation acts: a presentation or a dismissal at the depth of
  /// the stack presenting the layer.
  fileprivate var layerDepth: Int {
    let stack =
      switch self {
      case .replace(let stack, _), .setRoutes(_, let stack), .push(_, let stack),
        .pop(let stack, _), .present(_, let stack), .dismiss(let stack), .selectTab(_, let stack):
        stack
      }
    return stack.steps.count { $0 == .presented }
  }
}

/// The operations of one change, gathered edit by edit: the dismissals, which come first, and
/// the rest.
private struct HostUpdate {
  /// The state the change leaves.
  let state: NavigationState
  private var dismissals: [HostOperation] = []
  private var changes: [HostOperation] = []

  init(reaching state: NavigationState) {
    self.state = state
  }

  /// The dismissals, then the other operations, each outer layers first and otherwise in the
  /// order the edits gave them.
  var operations: [HostOperation] {
    Self.outerFirst(dismissals) + Self.outerFirst(changes)
  }

  private static func outerFirst(_ operations: [HostOperation]) -> [HostOperation] {
    operations.enumerated()
      .sorted { ($0.element.layerDepth, $0.offset) < ($1.element.layerDepth, $1.offset) }
      .map(\.element)
  }

  /// Adds the operations that make `edit`.
  mutating func add(_ edit: NavigationChange.Edit) {
    switch edit {
    case .path(let stack, let kept, let removed, let added):
      if removed.isEmpty {
        changes.append(.push(added, onto: stack))
      } else if added.isEmpty {
        changes.append(.pop(stack, toDepth: kept))
      } else {
        changes.append(.setRoutes(routes(of: stack), of: stack))
      }
    case .selection(let stack, _, let new):
      changes.append(.selectTab(new, of: stack))
    case .layer(let presenter, let old?, let new?)
    where old.style == new.style && old.state.hasSameShape(as: new.state):
      restack(old.state, to: new.state, at: presenter.presented)
    case .layer(let presenter, let old, let new):
      if old != nil { dismissals.append(.dismiss(over: presenter)) }
      if let new { present(new, over: presenter) }
    case .stack(let stack, let old, let new):
      replace(old, with: new, at: stack)
    }
  }

  /// Adds the operations that change the stack at `stack` from `old` to `new`, which has
  /// another root or other tabs.
  private mutating func replace(
    _ old: NavigationState, with new: NavigationState, at stack: StackAddress
  ) {
    if old.hasSameShape(as: new) { return restack(old, to: new, at: stack) }
    if stack.steps.last == .presented, let presenter = stack.parent,
      let layer = state[stack: presenter]?.presented
    {
      // A layer's stack is shown anew by presenting the layer anew.
      dismissals.append(.dismiss(over: presenter))
      return present(layer, over: presenter)
    }
    dismissAll(in: old, at: stack)
    changes.append(.replace(stack, with: new.skeleton))
    build(new, at: stack)
  }

  /// Adds the operations that change the stack at `stack` from `old` to `new`, of the same
  /// shape, in place: its routes set when its root changed, then the edits inside it.
  private mutating func restack(
    _ old: NavigationState, to new: NavigationState, at stack: StackAddress
  ) {
    var shown = old
    if old.root != new.root {
      changes.append(.setRoutes([new.root] + new.path, of: stack))
      shown.root = new.root
      shown.path = new.path
    }
    // A host never sees how a tab bar treats reselection.
    if let reselect = new.tabs?.reselectPopsToRoot { shown.tabs?.reselectPopsToRoot = reselect }
    for edit in NavigationChange(from: shown, to: new, at: stack).edits {
      add(edit)
    }
  }

  /// Adds the presentation of `layer` over `presenter`, showing its root, then what it holds.
  private mutating func present(_ layer: PresentedLayer, over presenter: StackAddress) {
    changes.append(
      .present(PresentedLayer(layer.style, state: layer.state.skeleton), over: presenter))
    build(layer.state, at: presenter.presented)
  }

  /// Adds what fills `state`, shown at `stack` as first shown: its pushes, each tab's, then
  /// its layer.
  private mutating func build(_ state: NavigationState, at stack: StackAddress) {
    if !state.path.isEmpty { changes.append(.push(Array(state.path), onto: stack)) }
    for (tab, tabState) in zip(state.tabs?.tabs ?? [], state.tabs?.states ?? []) {
      build(tabState, at: stack.tab(tab))
    }
    if let layer = state.presented { present(layer, over: stack) }
  }

  /// Adds the dismissals of every layer in `state`, at `stack`: the layer over it, then those
  /// in its tabs.
  private mutating func dismissAll(in state: NavigationState, at stack: StackAddress) {
    if state.presented != nil { dismissals.append(.dismiss(over: stack)) }
    for (tab, tabState) in zip(state.tabs?.tabs ?? [], state.tabs?.states ?? []) {
      dismissAll(in: tabState, at: stack.tab(tab))
    }
  }

  /// The routes of the stack at `stack` in the state the change leaves, its root first.
  private func routes(of stack: StackAddress) -> [AnyRoute] {
    guard let shown = state[stack: stack] else {
      preconditionFailure("a path edit at \(stack), which \(state) does not hold")
    }
    return [shown.root] + shown.path
  }
}
