extension NavigationState {
  /// Whether this stack can show `other`'s routes by changing them in place: both are plain
  /// stacks, or both hold tab bars with the same tabs in the same order.
  ///
  /// The routes themselves, the paths' lengths, the selection and the layers do not count: a
  /// host changes those without rebuilding the stack.
  package func hasSameShape(as other: NavigationState) -> Bool {
    switch (tabs, other.tabs) {
    case (nil, nil): true
    case (let mine?, let theirs?):
      mine.entries.lazy.map(\.id).elementsEqual(theirs.entries.lazy.map(\.id))
    default: false
    }
  }

  /// The stack as a host first shows it: its root, and for a tab bar its tabs, each shown the
  /// same way, with the selection; nothing pushed, nothing presented.
  package var skeleton: NavigationState {
    var skeleton = self
    skeleton.path = []
    skeleton.presented = nil
    for index in skeleton.tabs?.entries.indices ?? 0..<0 {
      skeleton.tabs?.modifyState(at: index) { $0 = $0.skeleton }
    }
    return skeleton
  }
}

extension PresentedLayer {
  /// Whether a host can show `other` by updating this layer in place: the same style, over a
  /// stack of the same shape.
  func canUpdate(to other: PresentedLayer) -> Bool {
    style == other.style && state.hasSameShape(as: other.state)
  }
}
