import NavCore

/// What lives as long as a screen does: the running flows, each anchored to its first screen,
/// and the objects kept for screens. A change that removes a screen releases both.
struct ScreenLifetimes {
  /// The running flows.
  var flows = FlowBook()
  /// The objects kept for screens.
  var objects = ScreenObjects()

  /// Whether nothing lives with any screen.
  var isEmpty: Bool {
    flows.isEmpty && objects.isEmpty
  }

  /// Whether removing screens from `depth` up, in any stack, may release anything: some
  /// screen's objects are kept, or some flow's first screen is that deep or deeper.
  func mayRelease(removingFrom depth: Int) -> Bool {
    !objects.isEmpty || flows.mayEnd(removingFrom: depth)
  }

  /// Releases the objects of the screens a change removed.
  ///
  /// - Returns: The flows the change ends, children first; the caller closes them.
  mutating func release(_ removed: ScreenRange) -> [FlowID] {
    objects.release(removed)
    return flows.ended(by: removed)
  }
}
