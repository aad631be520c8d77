/// One way of doing a workload's operation, timed against the others.
struct Contender {
  /// A short name that checks and `--profile` refer to.
  let key: String
  /// What the report prints: the type and the calls measured.
  let label: String
  /// Events the operation makes happen that the workload counts, beside time and allocations.
  var counters: [EventCounter] = []
  /// The bytes of heap the value the operation works on holds, measured once, untimed
  /// (``AllocationCounter/heldBytes(_:)``); `nil` when the workload does not report them.
  var heldBytes: (@MainActor () -> Int?)? = nil
  /// Runs the operation as many times as asked, in a tight loop.
  let run: @MainActor (_ operations: Int) -> Void
}

/// A running total of some event a contender's operation makes happen: notifications its
/// observers received, say. The runner reads it before and after an untimed batch.
struct EventCounter {
  /// A short name that checks refer to.
  let key: String
  /// The events counted so far.
  let total: @MainActor () -> Int
}
