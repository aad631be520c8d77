import NavCore

/// The slices of the state that observers may still be registered on, and the key path each is
/// observed by: the router tells a slice's observers only when a change changed that slice.
///
/// Observation keeps the key path a read went through for as long as the reader's observer is
/// registered on it — in the list of what the reader read, then in the registrar — until the
/// observer is told of a change, to this slice or any other it read, or is cancelled. So a key
/// path only this type holds has no observer. A request that changes something walks the
/// slices read since the last walk, tells of those it changed, and sets aside those whose key
/// path nobody else holds: it costs what the slices still observed cost, not every slice ever
/// read (workload 7d, Benchmarks/RESULTS.md).
///
/// No observer is missed: a slice has one key path at a time, handed out by every read, and it
/// is set aside only when nobody else holds it, so every observer of a slice holds the key path
/// walked for it. Something else that holds a key path, observing nothing, costs a walk and a
/// change that tells nobody.
///
/// A slice set aside keeps its key path until the next request that changes something, for a
/// view or a caller that reads it again before then: making a key path costs far more than
/// finding one, a lookup (workload 7d's last contender, Benchmarks/RESULTS.md).
struct SliceObservation {
  /// The slices read since the last walk, and those it found observed, with their key paths:
  /// walked by every request that changes something.
  private var observed: [StateSlice: KeyPath<AppRouter, StateSlice>] = [:]
  /// The slices the last walk found nobody observing, with their key paths, until the next.
  /// Emptied keeping its storage, as large as the most slices set aside at once.
  private var resting: [StateSlice: KeyPath<AppRouter, StateSlice>] = [:]
  /// The slices being moved from `observed` to `resting`; kept for its storage.
  private var unobserved: [StateSlice] = []

  /// How many slices a request that changes something walks.
  var walkedCount: Int { observed.count }
  /// How many slices are kept, walked or resting.
  var count: Int { observed.count + resting.count }

  /// Records that `slice` is read, with one lookup when it is observed: a view reads its slices
  /// on every update.
  ///
  /// - Returns: The key path to tell observation of the read.
  mutating func read(_ slice: StateSlice) -> KeyPath<AppRouter, StateSlice> {
    if let keyPath = observed[slice] { return keyPath }
    let keyPath = resting.removeValue(forKey: slice) ?? \AppRouter.[observing: slice]
    observed[slice] = keyPath
    return keyPath
  }

  /// The key paths of the observed slices that `change` changed. The slices set aside by the
  /// last walk are dropped, and those nobody observes any more set aside.
  mutating func changedSlices(by change: NavigationChange) -> [KeyPath<AppRouter, StateSlice>] {
    guard !(observed.isEmpty && resting.isEmpty), !change.isEmpty else { return [] }
    return walk(change)
  }

  /// `changedSlices(by:)` once there are slices to walk or drop: apart, so that the test before
  /// it is made where it is called, as a request with no slice observed only makes the test.
  private mutating func walk(_ change: NavigationChange) -> [KeyPath<AppRouter, StateSlice>] {
    if !resting.isEmpty { resting.removeAll(keepingCapacity: true) }
    guard !observed.isEmpty else { return [] }
    var changed: [KeyPath<AppRouter, StateSlice>] = []
    // Walked by index, not through `indices`, which would hold a second reference to the
    // dictionary's storage, and so to each key path in it.
    var index = observed.startIndex
    while index != observed.endIndex {
      if isKnownUniquelyReferenced(&observed.values[index]) {
        unobserved.append(observed.keys[index])
      } else if change.changed(observed.keys[index]) {
        changed.append(observed.values[index])
      }
      observed.formIndex(after: &index)
    }
    if !unobserved.isEmpty { rest() }
    return changed
  }

  /// Moves the slices in `unobserved` from `observed` to `resting`.
  private mutating func rest() {
    for slice in unobserved {
      resting[slice] = observed.removeValue(forKey: slice)
    }
    unobserved.removeAll(keepingCapacity: true)
  }

  /// The key path of `slice` if it may have observers.
  mutating func observedKeyPath(of slice: StateSlice) -> KeyPath<AppRouter, StateSlice>? {
    guard let index = observed.index(forKey: slice),
      !isKnownUniquelyReferenced(&observed.values[index])
    else { return nil }
    return observed.values[index]
  }
}

extension AppRouter {
  /// A key per slice, for observation: key paths through it are equal when the slices are.
  nonisolated subscript(observing slice: StateSlice) -> StateSlice {
    slice
  }
}
