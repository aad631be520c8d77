import AllocationCounting

/// Counts heap allocations made by the current thread while a body runs.
///
/// Counting uses the executable's own allocation functions (see `AllocationCounting.c`). It is
/// checked once at start-up by allocating something known to allocate; where that check fails
/// (another platform, another C library) every count reads as unavailable, never as zero.
enum AllocationCounter {
  /// Whether counting works in this process.
  static let isAvailable: Bool = {
    guard allocation_counting_is_supported() != 0 else { return false }
    return count { blackHole(opaque([1, 2, 3] as [Int]) + [4]) } > 0
  }()

  /// The allocations `body` makes on this thread.
  static func count(_ body: () -> Void) -> Int {
    allocation_counting_start()
    body()
    return Int(allocation_counting_stop())
  }

  /// The bytes of heap the value `make` builds holds while it lives, or `nil` when the
  /// allocator does not tell.
  static func heldBytes<Value>(_ make: () -> Value) -> Int? {
    let before = allocation_counting_heap_in_use()
    let value = make()
    let after = allocation_counting_heap_in_use()
    withExtendedLifetime(value) {}
    return before < 0 ? nil : Int(after - before)
  }

  /// The allocations per operation of a body that runs `operations` operations, or `nil` when
  /// counting is unavailable.
  static func perOperation(_ operations: Int, _ body: (Int) -> Void) -> Double? {
    guard isAvailable else { return nil }
    return Double(count { body(operations) }) / Double(operations)
  }
}
