/// One way of doing a workload's operation, timed against the others.
struct Contender {
  /// A short name that checks and `--profile` refer to.
  let key: String
  /// What the report prints: the type and the calls measured.
  let label: String
  /// Runs the operation as many times as asked, in a tight loop.
  let run: @MainActor (_ operations: Int) -> Void
}
