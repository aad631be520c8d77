extension NavigationState {
  /// Checks the rules every tree keeps, so a state built by hand or read from outside can be
  /// refused before it is shown.
  ///
  /// - A stack with tabs has no path of its own, and at least one tab.
  /// - An alert's or a dialog's state is a leaf: nothing pushed, presented or tabbed.
  ///
  /// - Throws: ``NavigationRefusal/invalidState(_:)`` naming the first broken rule and where.
  public func validate() throws(NavigationRefusal) {
    try validate(asLayer: nil, at: .root)
  }

  /// Checks the rules for a state shown at `address` as a layer of `style`, or as a plain
  /// stack; problems name their place from the root of the whole tree.
  func validate(
    asLayer style: PresentationStyle?, at address: StackAddress
  ) throws(NavigationRefusal) {
    var pending: [(state: NavigationState, style: PresentationStyle?, address: StackAddress)] = [
      (self, style, address)
    ]
    while let (state, style, address) = pending.popLast() {
      if let problem = state.ownProblem(asLayer: style) {
        throw .invalidState("\(problem) at \(address)")
      }
      if let layer = state.presented {
        pending.append((layer.state, layer.style, address.presented))
      }
      for tab in state.tabs?.entries ?? [] {
        pending.append((tab.state, nil, address.tab(tab.id)))
      }
    }
  }

  /// The first rule this stack itself breaks, not looking into its layers and tabs.
  private func ownProblem(asLayer style: PresentationStyle?) -> String? {
    if let style, style.isLeaf, !path.isEmpty || presented != nil || tabs != nil {
      return "\(style.article) \(style) is a leaf but has a path, a layer or tabs"
    }
    if let tabs {
      if tabs.entries.isEmpty { return "a tab bar has no tabs" }
      if !path.isEmpty { return "a stack with tabs has a path of its own" }
    }
    return nil
  }
}
