/// The screens of one stack from a depth up, with their routes: what a change removed from a
/// tree, or what entered it.
///
/// A stack removed whole (a dismissed layer, a replaced tab bar) is a range from depth 0, and
/// each stack that was inside it — its layers, its tabs — is a range of its own.
public struct ScreenRange: Hashable, Sendable {
  /// The stack.
  public var stack: StackAddress
  /// The depth of the lowest screen in the range: 0 for the stack's root.
  public var fromDepth: Int
  /// The routes of the screens, lowest first.
  public var routes: [AnyRoute]

  /// The screens of `stack` from `fromDepth` up, showing `routes`.
  package init(stack: StackAddress, fromDepth: Int, routes: [AnyRoute]) {
    self.stack = stack
    self.fromDepth = fromDepth
    self.routes = routes
  }

  /// Whether `screen` is one of these.
  ///
  /// - Parameter screen: A screen of the tree.
  public func contains(_ screen: ScreenID) -> Bool {
    screen.stack == stack && screen.depth >= fromDepth && screen.depth < fromDepth + routes.count
  }
}

/// The screens a change removed from a tree and those it brought in, stack by stack.
public struct ScreenChanges: Hashable, Sendable {
  /// The screens no longer in the tree, with the routes they showed.
  public var removed: [ScreenRange] = []
  /// The screens new to the tree, with their routes.
  public var entered: [ScreenRange] = []

  /// Changes listing `removed` and `entered`; none by default.
  ///
  /// - Parameters:
  ///   - removed: The screens no longer in the tree.
  ///   - entered: The screens new to the tree.
  package init(removed: [ScreenRange] = [], entered: [ScreenRange] = []) {
    self.removed = removed
    self.entered = entered
  }

  /// The removed screens that showed a route of type `Route`, each with its route: to find
  /// what such a screen kept, such as its model, while a guard judges its removal.
  ///
  /// ```swift
  /// for (screen, route) in request.screens.removedScreens(showing: EditorRoute.self) { … }
  /// ```
  public func removedScreens<Route: Hashable & Sendable>(
    showing type: Route.Type
  ) -> [(screen: ScreenID, route: Route)] {
    removed.flatMap { $0.screens(showing: Route.self) }
  }

}

extension ScreenRange {
  /// The screens of the range that show a route of type `Route`, lowest first.
  func screens<Route: Hashable & Sendable>(
    showing type: Route.Type
  ) -> [(screen: ScreenID, route: Route)] {
    routes.enumerated().compactMap { offset, route in
      route.value(as: Route.self).map {
        (ScreenID(stack: stack, depth: fromDepth + offset), $0)
      }
    }
  }
}

extension ScreenChanges {
  /// The screens that differ between `old` and `new`, stacks compared at the same address:
  /// the screens of a stack match up to the first that differs; a layer matches a layer of
  /// the same style; a tab matches the tab of the same identity.
  ///
  /// - Parameters:
  ///   - old: The tree, or the stack at `address`, before.
  ///   - new: The same after.
  ///   - address: Where the stacks compared sit.
  package init(
    from old: NavigationState?, to new: NavigationState?, at address: StackAddress = .root
  ) {
    self.init()
    compare(old, new, at: address)
  }

  /// Adds the differences between two stacks at `address`.
  mutating func compare(_ old: NavigationState?, _ new: NavigationState?, at address: StackAddress)
  {
    guard let old, let new, old.root == new.root else {
      if let old { removeAll(of: old, at: address) }
      if let new { enterAll(of: new, at: address) }
      return
    }
    comparePaths(old.path, new.path, keeping: 0, at: address)
    if let oldLayer = old.presented, let newLayer = new.presented,
      oldLayer.style == newLayer.style
    {
      compare(oldLayer.state, newLayer.state, at: address.presented)
    } else {
      if let layer = old.presented { removeAll(of: layer.state, at: address.presented) }
      if let layer = new.presented { enterAll(of: layer.state, at: address.presented) }
    }
    for tab in old.tabs?.entries ?? [] {
      compare(tab.state, new.tabs?[tab.id], at: address.tab(tab.id))
    }
    for tab in new.tabs?.entries ?? [] where old.tabs?.index(of: tab.id) == nil {
      enterAll(of: tab.state, at: address.tab(tab.id))
    }
  }

  /// Adds the differences between two paths of one stack whose bottom `kept` routes are the
  /// same, `old` and `new` being the routes above them.
  mutating func comparePaths<Old: Collection<AnyRoute>, New: Collection<AnyRoute>>(
    _ old: Old, _ new: New, keeping kept: Int, at address: StackAddress
  ) {
    let same = zip(old, new).prefix { $0 == $1 }.count
    let depth = kept + same + 1
    if old.count > same {
      removed.append(
        ScreenRange(stack: address, fromDepth: depth, routes: Array(old.dropFirst(same))))
    }
    if new.count > same {
      entered.append(
        ScreenRange(stack: address, fromDepth: depth, routes: Array(new.dropFirst(same))))
    }
  }

  private mutating func removeAll(of state: NavigationState, at address: StackAddress) {
    removed += Self.ranges(of: state, at: address)
  }

  private mutating func enterAll(of state: NavigationState, at address: StackAddress) {
    entered += Self.ranges(of: state, at: address)
  }

  /// Every stack of a tree as a range from its root, the tree's own first.
  private static func ranges(of state: NavigationState, at address: StackAddress) -> [ScreenRange] {
    var ranges: [ScreenRange] = []
    var pending = [(state, address)]
    while let (stack, address) = pending.popLast() {
      ranges.append(ScreenRange(stack: address, fromDepth: 0, routes: [stack.root] + stack.path))
      if let layer = stack.presented { pending.append((layer.state, address.presented)) }
      for tab in (stack.tabs?.entries ?? []).reversed() {
        pending.append((tab.state, address.tab(tab.id)))
      }
    }
    return ranges
  }
}
