import NavCore

/// The slices of the state views have read since they last changed, and the key path each is
/// observed by: the router tells a slice's observers only when a change changed that slice.
struct SliceObservation {
  /// The slices read since they last changed: the only ones anybody can be observing.
  private var observed: Set<StateSlice> = []
  /// The key path of each slice ever read, made once: making one costs far more than finding
  /// it.
  private var keyPaths: [StateSlice: KeyPath<AppRouter, StateSlice>] = [:]

  /// Records that `slice` is read.
  ///
  /// - Returns: The key path to tell observation of the read.
  mutating func read(_ slice: StateSlice) -> KeyPath<AppRouter, StateSlice> {
    observed.insert(slice)
    return keyPath(for: slice)
  }

  /// The key paths of the slices read since they last changed that `change` changed, each
  /// forgotten: an observer that reads one again observes it anew.
  mutating func changedSlices(by change: NavigationChange) -> [KeyPath<AppRouter, StateSlice>] {
    guard !observed.isEmpty, !change.isEmpty else { return [] }
    let changed = observed.filter { change.changed($0) }
    observed.subtract(changed)
    return changed.map { keyPath(for: $0) }
  }

  /// The key path of `slice` if it was read since it last changed, forgotten as if it changed.
  mutating func forget(_ slice: StateSlice) -> KeyPath<AppRouter, StateSlice>? {
    observed.remove(slice).map { keyPath(for: $0) }
  }

  private mutating func keyPath(for slice: StateSlice) -> KeyPath<AppRouter, StateSlice> {
    if let keyPath = keyPaths[slice] { return keyPath }
    let keyPath = \AppRouter.[observing: slice]
    keyPaths[slice] = keyPath
    return keyPath
  }
}

extension AppRouter {
  /// A key per slice, for observation: key paths through it are equal when the slices are.
  nonisolated subscript(observing slice: StateSlice) -> StateSlice {
    slice
  }
}
