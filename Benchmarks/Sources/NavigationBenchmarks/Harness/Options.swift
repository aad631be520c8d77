/// The command line.
struct Options {
  /// Rounds of interleaved batches per workload.
  var rounds = 61
  /// About how long one batch of one contender runs.
  var batchMilliseconds = 5
  /// Workload ids to run; a prefix selects its parts (`5` runs 5a, 5b and 5c). Empty: all.
  var only: [String] = []
  /// A workload id and contender key to run alone, untimed, for a profiler.
  var profile: (workload: String, contender: String)?
  /// How many operations `--profile` runs.
  var operations = 100_000

  static let usage = """
    usage: benchmarks [--rounds N] [--batch-ms N] [--only ID[,ID…]]
           benchmarks --profile WORKLOAD CONTENDER [--operations N]

      --rounds N        rounds of interleaved batches per workload (default 61)
      --batch-ms N      milliseconds per batch of one contender (default 5)
      --only IDS        run only these workloads: 1, 2, 3, 4, 5 (= 5a, 5b, 5c), 5a, 7, 8, 9, …
      --profile W C     run contender C of workload W untimed, for callgrind
      --operations N    operations for --profile (default 100000)
    """

  /// Parses the arguments, or returns `nil` when they are not understood.
  init?(_ arguments: [String]) {
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      switch flag {
      case "--rounds":
        guard let value = Self.positive(rest.popFirst()) else { return nil }
        rounds = value
      case "--batch-ms":
        guard let value = Self.positive(rest.popFirst()) else { return nil }
        batchMilliseconds = value
      case "--operations":
        guard let value = Self.positive(rest.popFirst()) else { return nil }
        operations = value
      case "--only":
        guard let ids = rest.popFirst() else { return nil }
        only = ids.split(separator: ",").map(String.init)
      case "--profile":
        guard let workload = rest.popFirst(), let contender = rest.popFirst() else { return nil }
        profile = (workload, contender)
      default: return nil
      }
    }
  }

  /// Whether the workload `id` is selected.
  func selects(_ id: String) -> Bool {
    only.isEmpty || only.contains { id.hasPrefix($0) }
  }

  private static func positive(_ text: String?) -> Int? {
    text.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }
}
