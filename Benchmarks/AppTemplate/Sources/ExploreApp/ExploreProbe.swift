// Copied by `generate-app --kind scale` into the generated app, beside the modules it wrote
// (`ScaleModules`) and the actions it wrote for each (`Exploration/`); compiled only there.
import ModuleRouting
import NavigationTesting
import ScaleModules

#if canImport(Glibc)
  import Glibc
#endif

/// Explores the generated app from its start within bounds, and prints the states per second.
///
/// ```
/// ExploreApp [--states N] [--depth N]
/// ```
@main
@MainActor
enum ExploreProbe {
  static func main() async throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let first = try LaunchedApp()
    var explorer = ReachabilityExplorer(
      catalog: first.catalog, make: { try LaunchedApp() }, router: { $0.app })
    explorer.limits = .init(
      depth: option("--depth", in: arguments) ?? 8,
      states: option("--states", in: arguments) ?? 1_000)
    GeneratedApp.explore(&explorer)
    let begin = ContinuousClock.now
    let beginCPU = processSeconds()
    let report = try await explorer.explore()
    let (whole, attoseconds) = (ContinuousClock.now - begin).components
    let seconds = Double(whole) + Double(attoseconds) * 1e-18
    let cpu = processSeconds() - beginCPU
    print(
      "modules=\(GeneratedApp.modules) states=\(report.states) transitions=\(report.transitions)"
        + " replays=\(report.replays) reachedBound=\(report.reachedBound)"
        + " seconds=\(rounded(seconds)) statesPerSecond=\(rounded(Double(report.states) / seconds))"
        + " cpuSeconds=\(rounded(cpu)) statesPerCpuSecond=\(rounded(Double(report.states) / cpu))")
  }

  private static func option(_ name: String, in arguments: [String]) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return Int(arguments[index + 1])
  }

  /// The processor time this process has taken since it started, on every thread.
  private static func processSeconds() -> Double {
    #if canImport(Glibc)
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    #else
      return .nan
    #endif
  }

  private static func rounded(_ value: Double) -> Double {
    (value * 100).rounded() / 100
  }
}

/// The generated app, launched: what the explorer builds for every state it replays.
@MainActor
struct LaunchedApp {
  let app: AppRouter
  let catalog: RouteCatalog<String>

  init() throws {
    (app, catalog) = try GeneratedApp.launch()
  }
}
