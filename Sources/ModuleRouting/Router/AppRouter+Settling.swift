import NavCore

extension AppRouter {
  /// Does what follows a change: releases the objects of screens it removed, tells the
  /// observers of the slices it changed, and ends the flows whose screens it removed.
  ///
  /// With nothing kept, observed or running, it does nothing; a push, which removes no
  /// screen, and a pop, whose removed screens are the top of the focused stack, are settled
  /// without working out the change in full.
  ///
  /// - Parameter wantsScreens: Whether to return the screens the change removed and brought in.
  @discardableResult
  func settle(_ outcome: CommandOutcome, wantsScreens: Bool = false) -> ScreenChanges? {
    if focusCache != nil && !outcome.keepsFocus { focusCache = nil }
    guard !flows.isEmpty || !screenObjects.isEmpty || !observedSlices.isEmpty || wantsScreens
    else { return nil }
    switch outcome {
    case .unchanged:
      return ScreenChanges()
    case .changed(let undo) where !wantsScreens:
      if case .pushed(_, .focus) = undo {
        if !observedSlices.isEmpty { announcePathChangeOnFocusedStack() }
        return nil
      }
      if case .popped(_, .focus) = undo {
        settlePop(undo)
        return nil
      }
      return settle(NavigationChanges(undo, in: storage))
    case .changed, .scoped:
      return outcome.changes(in: storage).flatMap { settle($0, wantsScreens: wantsScreens) }
    }
  }

  /// Settles a change worked out in full; returns the screens it removed and brought in when
  /// they were worked out, as they are with flows running, objects kept, or `wantsScreens`.
  @discardableResult
  func settle(_ changes: NavigationChanges, wantsScreens: Bool = false) -> ScreenChanges? {
    var screens: ScreenChanges?
    var ended: [FlowID] = []
    if wantsScreens || !flows.isEmpty || !screenObjects.isEmpty {
      let found = changes.screens
      ended = flows.ended(by: found)
      screenObjects.release(found)
      screens = found
    }
    if !observedSlices.isEmpty { announce(changes) }
    endFlows(ended)
    return screens
  }

  private func settlePop(_ undo: NavigationUndo) {
    var ended: [FlowID] = []
    if !flows.isEmpty || !screenObjects.isEmpty {
      // A plain stack at the root is the focused stack: no tree to walk.
      let isFlat = storage.presented == nil && storage.tabs == nil
      let stack = focusedAddress
      let count = isFlat ? storage.path.count : storage.focusedStack.path.count
      ended = flows.ended(byPopping: stack, to: count)
      screenObjects.release(stack, above: count)
    }
    if !observedSlices.isEmpty { announcePathChangeOnFocusedStack() }
    endFlows(ended)
  }

  /// The focused stack's address, kept until a change that can move the focus.
  var focusedAddress: StackAddress {
    if let focusCache { return focusCache }
    let address = storage.presented == nil && storage.tabs == nil ? .root : storage.focusedAddress
    focusCache = address
    return address
  }
}

extension CommandOutcome {
  /// Whether the change left the focus where it was: a change of paths only, or none.
  var keepsFocus: Bool {
    switch self {
    case .unchanged: true
    case .changed(let undo): undo.isPathChange
    case .scoped: false
    }
  }
}
