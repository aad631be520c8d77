/// Contenders measured side by side, and the figures derived from them.
struct Workload {
  /// The number the issue gives the workload, with a letter for its parts: `"5a"`.
  let id: String
  let title: String
  /// Lines printed under the title: what exactly is measured.
  let notes: [String]
  let contenders: [Contender]
  let checks: [Check]

  /// The contender with `key`; a workload only names contenders it has.
  func contender(_ key: String) -> Int {
    guard let index = contenders.firstIndex(where: { $0.key == key }) else {
      preconditionFailure("workload \(id) has no contender \(key)")
    }
    return index
  }
}

/// A workload a later issue measures; until then the report says so.
struct PendingWorkload {
  let id: String
  let title: String
  /// The issue that fills the hook in.
  let addedBy: String
}
