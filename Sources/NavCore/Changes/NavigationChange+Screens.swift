extension NavigationChange {
  /// The screens the change removed from the tree and those it brought in, with their routes.
  ///
  /// The same as `ScreenChanges.init` finds between the states before and after.
  public var screens: ScreenChanges {
    guard isSealed else { preconditionFailure("screens read before the change was sealed") }
    var screens = ScreenChanges()
    for edit in others {
      switch edit {
      case .path(let stack, let kept, let removed, let added):
        if !removed.isEmpty {
          screens.removed.append(ScreenRange(stack: stack, fromDepth: kept + 1, routes: removed))
        }
        if !added.isEmpty {
          screens.entered.append(ScreenRange(stack: stack, fromDepth: kept + 1, routes: added))
        }
      case .selection:
        break
      case .layer(let presenter, let old, let new):
        screens.compare(old?.state, nil, at: presenter.presented)
        screens.compare(nil, new?.state, at: presenter.presented)
      case .stack(let stack, let old, let new):
        screens.compare(old, new, at: stack)
      }
    }
    return screens
  }

  /// Calls `body` with each route the change brought into the tree (`entering`) or took out
  /// of it, with no list made when the change only pushed or popped.
  ///
  /// - Parameter state: The state the change left, where a change not yet sealed reads the
  ///   routes its paths added.
  package func forEachRoute(
    entering: Bool, in state: NavigationState, _ body: (AnyRoute) -> Void
  ) {
    paths.forEachInPlace { edit in
      if !entering {
        for route in edit.removed { body(route) }
      } else if edit.addedCount > 0 {
        _ = state.read(at: edit.stack) { stack in
          for route in stack.path.routes[edit.kept...] { body(route) }
        }
      }
    }
    guard !others.isEmpty else { return }
    let screens = NavigationChange(others: others).screens
    for range in entering ? screens.entered : screens.removed {
      for route in range.routes { body(route) }
    }
  }

  /// At most the depth of the lowest screen the change removed, in whichever stack; `nil` only
  /// when it surely removed none, as a push: ``forEachRemovedRange(_:)`` then calls nothing.
  /// Read from the paths' edits alone: any other edit — a layer, a selection, a whole stack —
  /// gives 0, whether or not it removed a screen.
  package var lowestRemovedDepth: Int? {
    if !others.isEmpty { return 0 }
    var lowest: Int?
    paths.forEachInPlace { edit in
      if !edit.removed.isEmpty { lowest = min(lowest ?? .max, edit.kept + 1) }
    }
    return lowest
  }

  /// Calls `body` with each run of screens the change removed — what ``screens`` lists as
  /// removed — without sealing the change: a pop costs no list.
  package func forEachRemovedRange(_ body: (ScreenRange) -> Void) {
    paths.forEachInPlace { edit in
      if !edit.removed.isEmpty {
        body(ScreenRange(stack: edit.stack, fromDepth: edit.kept + 1, routes: edit.removed))
      }
    }
    guard !others.isEmpty else { return }
    NavigationChange(others: others).screens.removed.forEach(body)
  }

  /// A change made of `others` alone.
  private init(others: [Edit]) {
    self.others = others
  }
}
