extension NavigationChange {
  /// The screens the change removed from the tree and those it brought in, with their routes.
  ///
  /// The same as ``ScreenChanges/init(from:to:at:)`` finds between the states before and after.
  public var screens: ScreenChanges {
    var screens = ScreenChanges()
    for edit in edits {
      switch edit {
      case .path(let stack, let kept, let removed, let added):
        if !removed.isEmpty {
          screens.removed.append(ScreenRange(stack: stack, fromDepth: kept + 1, routes: removed))
        }
        if !added.isEmpty {
          screens.entered.append(ScreenRange(stack: stack, fromDepth: kept + 1, routes: added))
        }
      case .layer(let presenter, let old, let new):
        screens.compare(old?.state, nil, at: presenter.presented)
        screens.compare(nil, new?.state, at: presenter.presented)
      case .selection:
        break
      case .stack(let stack, let old, let new):
        screens.compare(old, new, at: stack)
      }
    }
    return screens
  }

  /// Calls `body` with each route the change brought into the tree, lowest first in each
  /// stack, with no list made when the change only pushed.
  public func forEachEntering(_ body: (AnyRoute) -> Void) {
    for edit in edits {
      if case .path(_, _, _, let added) = edit {
        for route in added { body(route) }
      } else if case .selection = edit {
        continue
      } else {
        for range in NavigationChange(edits: [edit]).screens.entered {
          for route in range.routes { body(route) }
        }
      }
    }
  }

  /// Calls `body` with each route the change took out of the tree, with no list made when the
  /// change only popped.
  public func forEachLeaving(_ body: (AnyRoute) -> Void) {
    for edit in edits {
      if case .path(_, _, let removed, _) = edit {
        for route in removed { body(route) }
      } else if case .selection = edit {
        continue
      } else {
        for range in NavigationChange(edits: [edit]).screens.removed {
          for route in range.routes { body(route) }
        }
      }
    }
  }

  /// A change made of `edits`, which must not overlap.
  init(edits: [Edit]) {
    self.edits = edits
  }
}
