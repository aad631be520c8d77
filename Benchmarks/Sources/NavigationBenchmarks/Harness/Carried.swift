/// A container kept from one batch to the next, so every batch starts warm: the capacity the
/// container grew in the warm-up batch is still there, and a batch measures the operation, not
/// the container's first growth.
@MainActor
final class Carried<Value> {
  private var value: Value
  private let empty: Value

  /// Carries `value`; `empty` stands in while a batch holds the value.
  init(_ value: Value, empty: Value) {
    self.value = value
    self.empty = empty
  }

  /// Runs `body` on the value moved out of the box, so that it is uniquely referenced and
  /// mutates in place.
  func mutate(_ body: (inout Value) -> Void) {
    var local = empty
    swap(&local, &value)
    body(&local)
    swap(&local, &value)
  }
}
