import NavCore

/// The slices of the state views have read since they last changed, and the key path each is
/// observed by: the router tells a slice's observers only when a change changed that slice.
struct SliceObservation {
  /// Each slice ever read, with the key path it is observed by — made once: making one costs
  /// far more than finding it — and whether it was read since it last changed: only those can
  /// have observers.
  private var slices: [StateSlice: Entry] = [:]
  /// How many slices were read since they last changed.
  private var observedCount = 0

  private struct Entry {
    let keyPath: KeyPath<AppRouter, StateSlice>
    var isObserved: Bool
  }

  /// How many slices are kept, each walked by every request that changes something.
  var count: Int { slices.count }

  /// Records that `slice` is read, with one lookup: a view reads its slices on every update.
  ///
  /// - Returns: The key path to tell observation of the read.
  mutating func read(_ slice: StateSlice) -> KeyPath<AppRouter, StateSlice> {
    if let index = slices.index(forKey: slice) {
      if !slices.values[index].isObserved {
        slices.values[index].isObserved = true
        observedCount += 1
      }
      return slices.values[index].keyPath
    }
    let keyPath = \AppRouter.[observing: slice]
    slices[slice] = Entry(keyPath: keyPath, isObserved: true)
    observedCount += 1
    return keyPath
  }

  /// The key paths of the slices read since they last changed that `change` changed, each
  /// forgotten: an observer that reads one again observes it anew.
  mutating func changedSlices(by change: NavigationChange) -> [KeyPath<AppRouter, StateSlice>] {
    guard observedCount > 0, !change.isEmpty else { return [] }
    var changed: [KeyPath<AppRouter, StateSlice>] = []
    for index in slices.indices where slices.values[index].isObserved {
      guard change.changed(slices.keys[index]) else { continue }
      slices.values[index].isObserved = false
      observedCount -= 1
      changed.append(slices.values[index].keyPath)
    }
    return changed
  }

  /// The key path of `slice` if it was read since it last changed, forgotten as if it changed.
  mutating func forget(_ slice: StateSlice) -> KeyPath<AppRouter, StateSlice>? {
    guard let index = slices.index(forKey: slice), slices.values[index].isObserved else {
      return nil
    }
    slices.values[index].isObserved = false
    observedCount -= 1
    return slices.values[index].keyPath
  }
}

extension AppRouter {
  /// A key per slice, for observation: key paths through it are equal when the slices are.
  nonisolated subscript(observing slice: StateSlice) -> StateSlice {
    slice
  }
}
