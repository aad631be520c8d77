extension NavigationChange {
  /// What changed from `old` to `new`, the stacks at `address` of one tree: the edits
  /// ``init(from:to:)`` finds, each at its address in that tree.
  ///
  /// - Parameters:
  ///   - old: The stack before.
  ///   - new: The stack after.
  ///   - address: Where the stack is in the tree.
  package init(from old: NavigationState, to new: NavigationState, at address: StackAddress) {
    compare(old, new, at: address)
  }

  /// Adds the edits that lead from `old` to `new`, the stacks at `address`.
  ///
  /// A stack whose root or tabs differ is one edit; otherwise its path is compared from the
  /// first route that differs, its selection, each tab by position (the tabs are the same), and
  /// its layer: one edit when it came, went, or changed its style or route, else the edits
  /// inside it.
  mutating func compare(_ old: NavigationState, _ new: NavigationState, at address: StackAddress) {
    guard old.hasSameBase(as: new) else {
      others.append(.stack(address, old: old, new: new))
      return
    }
    if old.path != new.path {
      let kept = old.path.commonPrefixCount(with: new.path)
      others.append(
        .path(
          address, kept: kept, removed: old.path.copyOfRoutes(from: kept),
          added: new.path.copyOfRoutes(from: kept)))
    }
    if let oldTabs = old.tabs, let newTabs = new.tabs {
      if oldTabs.selectedIndex != newTabs.selectedIndex, let from = oldTabs.selected,
        let to = newTabs.selected
      {
        others.append(.selection(of: address, old: from, new: to))
      }
      for (oldTab, newTab) in zip(oldTabs.entries, newTabs.entries) {
        compare(oldTab.state, newTab.state, at: address.tab(newTab.id))
      }
    }
    compareLayers(old.presented, new.presented, over: address)
  }

  /// Adds the edits that lead from the layer `old` to `new`, presented over `address`.
  mutating func compareLayers(
    _ old: PresentedLayer?, _ new: PresentedLayer?, over address: StackAddress
  ) {
    switch (old, new) {
    case (nil, nil):
      return
    case (let old?, let new?) where old.style == new.style && old.route == new.route:
      // Layers sharing their storage compare equal without looking inside.
      if old != new { compare(old.state, new.state, at: address.presented) }
    default:
      others.append(.layer(over: address, old: old, new: new))
    }
  }
}

extension NavigationState {
  /// Whether `other` has the same root and the same tabs, in the same order: what a stack
  /// keeps while pushes, pops, selections and layers change around it.
  func hasSameBase(as other: NavigationState) -> Bool {
    guard root == other.root else { return false }
    switch (tabs, other.tabs) {
    case (nil, nil): return true
    case (let tabs?, let otherTabs?): return tabs.hasSameTabs(as: otherTabs)
    default: return false
    }
  }
}

extension TabGroup {
  /// Whether `other` has the same tabs, in the same order, and reselects the same way.
  func hasSameTabs(as other: TabGroup) -> Bool {
    reselectPopsToRoot == other.reselectPopsToRoot
      && entries.elementsEqual(other.entries) { $0.id == $1.id }
  }
}

extension RoutePath {
  /// How many routes, from the bottom, this path and `other` share.
  func commonPrefixCount(with other: RoutePath) -> Int {
    zip(routes, other.routes).prefix { $0 == $1 }.count
  }

  /// The routes from `index` up, in storage of their own: a record that shared the path's
  /// storage would make the path's next change copy it whole, for as long as the record is
  /// kept (an event, a pending request).
  func copyOfRoutes(from index: Int) -> [AnyRoute] {
    copyOfRoutes(in: index..<count)
  }

  /// The routes at `positions`, in storage of their own, as ``copyOfRoutes(from:)`` gives.
  func copyOfRoutes(in positions: Range<Int>) -> [AnyRoute] {
    var copy: [AnyRoute] = []
    copy.reserveCapacity(positions.count)
    for position in positions { copy.append(routes[position]) }
    return copy
  }
}
