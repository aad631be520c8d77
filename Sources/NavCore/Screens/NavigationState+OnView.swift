extension NavigationState {
  /// The screens on view, the lowest first: the top of each stack the user sees, and the
  /// layers over it.
  ///
  /// Of a stack holding a tab bar, the selected tab's screens are on view; of a plain stack,
  /// its top. A layer's screens come over them: a sheet or a full-screen cover hides every
  /// screen below it, an alert, a confirmation dialog or a popover hides none. The last screen
  /// is the one on top (``topScreen``).
  ///
  /// ```swift
  /// let state = NavigationState(
  ///   root: Home.feed, path: [Home.item(1)],
  ///   presented: PresentedLayer(Home.confirmDelete, style: .alert))
  /// state.screensOnView
  /// // [root @ 1, root › presented @ 0]: the item, and the alert over it
  /// ```
  public var screensOnView: [ScreenID] {
    var screens: [ScreenID] = []
    collectScreensOnView(at: .root, into: &screens)
    return screens
  }

  /// Adds the screens on view of this stack, the one at `address`.
  private func collectScreensOnView(at address: StackAddress, into screens: inout [ScreenID]) {
    if let tabs, tabs.entries.indices.contains(tabs.selectedIndex) {
      let tab = tabs.entries[tabs.selectedIndex]
      tab.state.collectScreensOnView(at: address.tab(tab.id), into: &screens)
    } else {
      screens.append(ScreenID(stack: address, depth: path.count))
    }
    guard let layer = presented else { return }
    if layer.style.hidesWhatIsBelow { screens = [] }
    layer.state.collectScreensOnView(at: address.presented, into: &screens)
  }

  /// The innermost layer holding the stack at `address`: the layer whose stack it is, or is
  /// in; `nil` for a stack in no layer.
  package func layer(holding address: StackAddress) -> PresentedLayer? {
    guard let last = address.steps.lastIndex(of: .presented) else { return nil }
    return self[stack: StackAddress(steps: Array(address.steps[..<last]))]?.presented
  }
}

extension PresentationStyle {
  /// Whether a layer of this style hides the screens below it: a sheet or a full-screen cover
  /// does; an alert, a confirmation dialog or a popover shows over them.
  var hidesWhatIsBelow: Bool {
    switch self {
    case .sheet, .fullScreenCover: true
    case .popover, .alert, .confirmationDialog: false
    }
  }
}
