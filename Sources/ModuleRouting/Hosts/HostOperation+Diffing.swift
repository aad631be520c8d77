import NavCore

extension HostOperation {
  /// The operations that take a host from showing `old` to showing `new`, in an order it can
  /// perform them.
  ///
  /// For two consecutive states of a ``TransitionPlan`` these are the operations of one
  /// update: routes set in place, layers dismissed, a pop, a push, a selection, a presentation
  /// or a replaced stack. For any other two states they are still correct, only not spread
  /// over updates: a layer that goes is dismissed before anything else changes in its stack, a
  /// stack that changes between a plain stack and a tab bar has its layers dismissed and is
  /// replaced, and a new layer is presented showing its root, then filled.
  ///
  /// - Parameters:
  ///   - old: The state the host shows.
  ///   - new: The state to show.
  /// - Returns: The operations, in order; none when the states show the same routes.
  package static func operations(from old: NavigationState, to new: NavigationState)
    -> [HostOperation]
  {
    var operations: [HostOperation] = []
    collect(from: old, to: new, at: .root, into: &operations)
    return operations
  }

  /// Adds the operations that change the stack at `stack` from `old` to `new`.
  private static func collect(
    from old: NavigationState, to new: NavigationState, at stack: StackAddress,
    into operations: inout [HostOperation]
  ) {
    guard old.hasSameShape(as: new) else {
      dismissAll(in: old, at: stack, into: &operations)
      let first = new.skeleton
      operations.append(.replace(stack, with: first))
      collect(from: first, to: new, at: stack, into: &operations)
      return
    }
    var keptLayer: PresentedLayer?
    if let layer = old.presented {
      if let newLayer = new.presented,
        layer.style == newLayer.style && layer.state.hasSameShape(as: newLayer.state)
      {
        keptLayer = layer
      } else {
        operations.append(.dismiss(over: stack))
      }
    }
    collectRoutes(from: old, to: new, at: stack, into: &operations)
    if let oldTabs = old.tabs, let newTabs = new.tabs {
      if oldTabs.selected != newTabs.selected, let selected = newTabs.selected {
        operations.append(.selectTab(selected, of: stack))
      }
      // Same shape: the same tabs in the same order.
      for (tab, (old, new)) in zip(newTabs.tabs, zip(oldTabs.states, newTabs.states)) {
        collect(from: old, to: new, at: stack.tab(tab), into: &operations)
      }
    }
    guard let layer = new.presented else { return }
    if let keptLayer {
      collect(from: keptLayer.state, to: layer.state, at: stack.presented, into: &operations)
    } else {
      let first = PresentedLayer(layer.style, state: layer.state.skeleton)
      operations.append(.present(first, over: stack))
      collect(from: first.state, to: layer.state, at: stack.presented, into: &operations)
    }
  }

  /// Adds the operation that changes the routes of one stack: set in place when a route
  /// below the top of either changed, else a pop or a push.
  private static func collectRoutes(
    from old: NavigationState, to new: NavigationState, at stack: StackAddress,
    into operations: inout [HostOperation]
  ) {
    let shared = min(old.path.count, new.path.count)
    if old.root != new.root || !old.path.prefix(shared).elementsEqual(new.path.prefix(shared)) {
      operations.append(.setRoutes([new.root] + new.path, of: stack))
    } else if new.path.count < old.path.count {
      operations.append(.pop(stack, toDepth: new.path.count))
    } else if new.path.count > old.path.count {
      operations.append(.push(Array(new.path.dropFirst(old.path.count)), onto: stack))
    }
  }

  /// Adds the dismissals of every layer in `state`: the layer over it, then those in its tabs.
  private static func dismissAll(
    in state: NavigationState, at stack: StackAddress, into operations: inout [HostOperation]
  ) {
    if state.presented != nil { operations.append(.dismiss(over: stack)) }
    for (tab, tabState) in zip(state.tabs?.tabs ?? [], state.tabs?.states ?? []) {
      dismissAll(in: tabState, at: stack.tab(tab), into: &operations)
    }
  }
}
