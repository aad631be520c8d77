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

  /// Releases the objects of the screens `change` removed.
  ///
  /// One call whatever the change removed, and so one checked access to the router's
  /// property.
  ///
  /// - Returns: The flows the change ends, children first; the caller closes them.
  mutating func release(removedBy change: NavigationChange) -> [FlowID] {
    // A pop above every flow's first screen, with no screen's objects kept, releases nothing:
    // told without a look at the removed screens, whose routes each look retains (workload 8b,
    // one running flow; Benchmarks/RESULTS.md).
    guard let depth = change.lowestRemovedDepth,
      !objects.isEmpty || flows.mayEnd(removingFrom: depth)
    else { return [] }
    var ended: [FlowID] = []
    change.forEachRemovedRange { removed in
      objects.release(removed)
      let endedHere = flows.ended(by: removed)
      // Appending none still goes through the array's growth (Benchmarks/RESULTS.md).
      if !endedHere.isEmpty { ended += endedHere }
    }
    return ended
  }
}
