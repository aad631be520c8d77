import NavCore

extension AppRouter {
  /// Does what follows a change: releases the objects of screens it removed, tells the
  /// observers of the slices it changed, and ends the flows whose screens it removed.
  ///
  /// With nothing kept, observed or running, it does nothing; a push, which removes no
  /// screen, and a pop, whose removed screens are the top of the focused stack, are settled
  /// without working out the change in full.
  func settle(_ outcome: CommandOutcome) {
    guard !flows.isEmpty || !screenObjects.isEmpty || !observedSlices.isEmpty else { return }
    switch outcome {
    case .unchanged:
      return
    case .changed(let undo):
      if case .pushed(_, .focus) = undo {
        if !observedSlices.isEmpty { announce(NavigationChanges(undo, in: storage)) }
        return
      }
      if case .popped(_, .focus) = undo {
        return settlePop(undo)
      }
      settle(NavigationChanges(undo, in: storage))
    case .scoped(let transaction):
      settle(transaction.changes(in: storage))
    }
  }

  /// Settles a change worked out in full.
  func settle(_ changes: NavigationChanges) {
    var ended: [FlowID] = []
    if !flows.isEmpty || !screenObjects.isEmpty {
      let screens = changes.screens
      ended = flows.ended(by: screens)
      screenObjects.release(screens)
    }
    if !observedSlices.isEmpty { announce(changes) }
    endFlows(ended)
  }

  private func settlePop(_ undo: NavigationUndo) {
    var ended: [FlowID] = []
    if !flows.isEmpty || !screenObjects.isEmpty {
      // A plain stack at the root is the focused stack: no tree to walk.
      let isFlat = storage.presented == nil && storage.tabs == nil
      let stack = isFlat ? StackAddress.root : storage.focusedAddress
      let count = isFlat ? storage.path.count : storage.focusedStack.path.count
      ended = flows.ended(byPopping: stack, to: count)
      screenObjects.release(stack, above: count)
    }
    if !observedSlices.isEmpty { announce(NavigationChanges(undo, in: storage)) }
    endFlows(ended)
  }
}
