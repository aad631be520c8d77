// The two barriers every contender goes through in the same way, so the optimizer can neither
// drop the work being measured nor specialize it away for one contender and not another.

/// Consumes a value: the work that produced it cannot be removed.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Returns its argument unchanged, hiding where it came from: the optimizer cannot fold a
/// value known at compile time into the measured loop, nor hoist a read out of it.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
  value
}
