// Copied by `generate-app --kind scale` into the generated app, beside the modules it wrote
// (`ScaleModules`); compiled only there.
import HeapInUse
import ModuleRouting
import ScaleModules

#if canImport(Glibc)
  import Glibc
#endif

/// Measures the generated app's launch in this process: a router, its exits, every module's
/// catalog installed.
///
/// ```
/// ScaleApp launch [--warm N]   the first launch (cold), N more (warm), bytes held
/// ScaleApp once                one launch, for callgrind
/// ScaleApp none                nothing: callgrind's baseline
/// ```
@main
@MainActor
enum ScaleProbe {
  static func main() throws {
    let start = ContinuousClock.now
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first ?? "launch" {
    case "none": return
    case "once": _ = try GeneratedApp.launch()
    case "launch": try measureLaunch(from: start, warm: option("--warm", in: arguments) ?? 20)
    default:
      print("usage: ScaleApp launch [--warm N] | once | none")
      exit(2)
    }
  }

  /// Prints the first launch's time from `start` (main's start), the processor time the
  /// process took from its start to the end of that launch (which a busy machine does not
  /// inflate), the median of `warm` launches after it, and the heap a launched app holds.
  static func measureLaunch(from start: ContinuousClock.Instant, warm: Int) throws {
    let launched = try GeneratedApp.launch()
    let cold = milliseconds(ContinuousClock.now - start)
    let coldCPU = ProcessTime.milliseconds()
    var times: [Double] = []
    for _ in 0..<warm {
      let begin = ContinuousClock.now
      withExtendedLifetime(try GeneratedApp.launch()) {}
      times.append(milliseconds(ContinuousClock.now - begin))
    }
    let held = try HeapInUse.held { try GeneratedApp.launch() }
    withExtendedLifetime(launched) {}
    print(
      "modules=\(GeneratedApp.modules) routes=\(GeneratedApp.routesPerModule)"
        + " coldMs=\(fixed(cold)) coldCpuMs=\(fixed(coldCPU)) warmMs=\(fixed(median(times)))"
        + " heldBytes=\(held)")
  }

  private static func option(_ name: String, in arguments: [String]) -> Int? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return Int(arguments[index + 1])
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) * 1e-15
  }

  private static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// `value` with two decimals at most.
  private static func fixed(_ value: Double) -> String {
    "\((value * 100).rounded() / 100)"
  }
}

/// The processor time this process has taken since it started, on every thread.
enum ProcessTime {
  static func milliseconds() -> Double {
    #if canImport(Glibc)
      var time = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
      return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    #else
      return .nan
    #endif
  }
}

/// The bytes of heap a value holds.
enum HeapInUse {
  /// The heap in use after `make` made a value and before it goes, minus before; -1 where the
  /// allocator does not tell.
  static func held<Value>(_ make: () throws -> Value) rethrows -> Int {
    let before = heap_in_use()
    let value = try make()
    let after = heap_in_use()
    withExtendedLifetime(value) {}
    return before < 0 ? -1 : Int(after - before)
  }
}
