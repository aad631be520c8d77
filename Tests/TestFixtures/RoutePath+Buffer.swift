import NavCore

extension RoutePath {
  /// Where the path's routes are stored, to tell a copy of the stack from a change in place.
  public var bufferAddress: UnsafeRawPointer? {
    withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }
}

/// How many times `read()` changes from one step to the next over `steps` calls of `step`:
/// the number of times a stack was copied (or grew) while it was built.
public func bufferChanges(
  steps: Int, of read: () -> UnsafeRawPointer?, each step: (Int) throws -> Void
) rethrows -> Int {
  var changes = 0
  var buffer = read()
  for index in 0..<steps {
    try step(index)
    let next = read()
    if next != buffer { changes += 1 }
    buffer = next
  }
  return changes
}
