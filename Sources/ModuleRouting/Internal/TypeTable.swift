/// A hash table from a type's identity to a reference, for lookups on every screen build.
///
/// A type's identity is the address of its metadata, unique and fixed for the process, so a
/// multiplicative hash spreads it over the table for much less than `Hasher` costs (figures
/// in Benchmarks/RESULTS.md). Open addressing with linear probing; the table
/// doubles before it is three-quarters full, so probes stay short at any size. Registrations
/// are never removed, so neither are keys.
struct TypeTable: Sendable {
  private typealias Slot = (key: ObjectIdentifier, value: any AnyObject & Sendable)

  private var slots: [Slot?] = Array(repeating: nil, count: 8)
  /// The number of keys in the table.
  private(set) var count = 0

  /// The value stored for `key`, if any.
  subscript(key: ObjectIdentifier) -> (any AnyObject & Sendable)? {
    slots[slotIndex(of: key)]?.value
  }

  /// Whether the table holds `key`: the value is not read, so not retained.
  func contains(_ key: ObjectIdentifier) -> Bool {
    slots[slotIndex(of: key)] != nil
  }

  /// Stores `value` for `key`, replacing the value already there.
  mutating func insert(_ value: any AnyObject & Sendable, for key: ObjectIdentifier) {
    let index = slotIndex(of: key)
    if slots[index] == nil {
      count += 1
    }
    slots[index] = (key, value)
    if count * 4 >= slots.count * 3 { grow() }
  }

  /// Every key and its value, in no particular order.
  var entries: [(key: ObjectIdentifier, value: any AnyObject & Sendable)] {
    slots.compactMap { $0.map { ($0.key, $0.value) } }
  }

  /// The slot holding `key`, or the empty slot where it would go.
  private func slotIndex(of key: ObjectIdentifier) -> Int {
    let mask = slots.count - 1
    var index = Self.hash(key) & mask
    while let slot = slots[index], slot.key != key {
      index = (index + 1) & mask
    }
    return index
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: old.count * 2)
    for case let slot? in old {
      slots[slotIndex(of: slot.key)] = slot
    }
  }

  /// Fibonacci hashing: the address times 2^64 / φ, keeping the well-mixed high bits.
  private static func hash(_ key: ObjectIdentifier) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 32)
  }
}
