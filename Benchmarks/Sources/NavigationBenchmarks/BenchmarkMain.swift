#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs the workloads and prints their tables; see Benchmarks/README.md.
@main
@MainActor
enum BenchmarkMain {
  static func main() {
    guard let options = Options(Array(CommandLine.arguments.dropFirst())) else {
      print(Options.usage)
      exit(2)
    }
    if let profile = options.profile {
      runAlone(profile.workload, profile.contender, operations: options.operations)
    } else {
      runAll(options)
    }
  }

  private static func runAll(_ options: Options) {
    printHeader(options)
    let runner = Runner(
      rounds: options.rounds, batchDuration: .milliseconds(options.batchMilliseconds))
    var checks: [WorkloadResult.CheckResult] = []
    for entry in WorkloadCatalog.entries where options.selects(entry.id) {
      switch entry {
      case .measured(_, let make):
        let result = runner.run(make())
        Report.show(result)
        checks += result.checks
      case .pending(let pending):
        Report.show(pending)
      }
    }
    Report.showSummary(checks)
  }

  /// Runs one contender, untimed, so a profiler sees only its operation (and the set-up).
  private static func runAlone(_ workloadID: String, _ key: String, operations: Int) {
    for case .measured(let id, let make) in WorkloadCatalog.entries where id == workloadID {
      let workload = make()
      workload.contenders[workload.contender(key)].run(operations)
      return
    }
    print("no measured workload \(workloadID)")
    exit(2)
  }

  private static func printHeader(_ options: Options) {
    #if DEBUG
      print("WARNING: a debug build; figures mean nothing. Run with `-c release`.\n")
    #endif
    let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
    let counting = AllocationCounter.isAvailable ? "counted" : "not counted on this platform"
    print("## ModularNavigation benchmarks")
    print("")
    print(
      "\(cores) cores; \(options.rounds) rounds of interleaved batches of about "
        + "\(options.batchMilliseconds) ms per contender; medians of per-round figures, "
        + "interquartile range in brackets; allocations \(counting). Absolute times are "
        + "for orientation only; only ratios are held to targets.")
    print("")
  }
}
