import NavCore

extension AppRouter {
  /// Does what follows a change: releases the objects of screens it removed, tells the
  /// observers of the slices it changed, and ends the flows whose screens it removed.
  ///
  /// With nothing kept, observed or running, it does nothing; a push, which removes no
  /// screen, and a pop, whose removed screens are the top of the focused stack, are settled
  /// without working out the change in full.
  ///
  /// - Parameters:
  ///   - noted: Whether the change was a push onto or a pop of the focused stack, as noted
  ///     when it was made (``NavCore/FocusedPathEdit``): those are settled without looking
  ///     into `outcome`.
  ///   - wantsScreens: Whether to return the screens the change removed and brought in.
  @discardableResult
  func settle(
    _ outcome: CommandOutcome, noted: FocusedPathEdit = .other, wantsScreens: Bool = false
  ) -> ScreenChanges? {
    if focusCache != nil && noted == .other && !outcome.keepsFocus { focusCache = nil }
    guard !flows.isEmpty || !screenObjects.isEmpty || !observedSlices.isEmpty || wantsScreens
    else { return nil }
    if !wantsScreens {
      switch noted {
      case .push:
        if !observedSlices.isEmpty { announcePathChangeOnFocusedStack() }
        return nil
      case .pop:
        settlePop()
        return nil
      case .other:
        break
      }
    }
    switch outcome {
    case .unchanged:
      return ScreenChanges()
    case .changed(let undo) where !wantsScreens:
      if case .pushed(_, .focus) = undo {
        if !observedSlices.isEmpty { announcePathChangeOnFocusedStack() }
        return nil
      }
      if case .popped(_, .focus) = undo {
        settlePop()
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

  /// Settles a pop of the focused stack: the flows anchored above its new top end, and the
  /// objects kept for the screens it removed go.
  private func settlePop() {
    var ended: [FlowID] = []
    if !flows.isEmpty || !screenObjects.isEmpty {
      // A plain stack at the root is the focused stack: no tree to walk.
      let isFlat = storage.presented == nil && storage.tabs == nil
      let count = isFlat ? storage.path.count : storage.focusedStack.path.count
      if flows.mayEnd(byPoppingTo: count) {
        ended = flows.ended(byPopping: focusedAddress, to: count)
      }
      if !screenObjects.isEmpty { screenObjects.release(focusedAddress, above: count) }
    }
    if !observedSlices.isEmpty { announcePathChangeOnFocusedStack() }
    if !ended.isEmpty { endFlows(ended) }
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
    // Patterns that bind nothing: telling the case copies no payload.
    switch self {
    case .unchanged, .changed(.pushed), .changed(.popped), .changed(.replacedLast),
      .changed(.replacedPath):
      true
    case .changed, .scoped: false
    }
  }
}
