import ModuleRouting
import NavCore

/// Workload 5: operations on deep paths, at 100, 1,000 and 10,000 routes, to show their cost
/// grows linearly with the depth.
///
/// The figure is the exponent `k` in `time ∝ depth^k` from 100 to 10,000 routes: 1 for linear
/// growth, about 1.15 for `n log n`, 2 for quadratic. The target, `k ≤ 1.10`, leaves room for
/// cache effects at 10,000 routes (400 KB of `AnyRoute`) and none for `n log n`.
@MainActor
enum DeepPathWorkloads {
  static let depths = [100, 1_000, 10_000]

  static func growthCheck(_ label: String, _ key: String, goal: Check.Goal) -> Check {
    Check(
      label: label,
      figure: .growth(small: key + "100", large: key + "10000", sizeRatio: 100), goal: goal)
  }

  static func speedupCheck(_ label: String, _ subject: String, _ baseline: String) -> Check {
    Check(
      label: label,
      figure: .speedup(subject: subject + "10000", baseline: baseline + "10000"), goal: .none)
  }

  /// A path of `depth` `BenchRoute` values, `.home` at the bottom and `.details` above it.
  static func routes(depth: Int) -> [BenchRoute] {
    [.home] + (1..<depth).map { BenchRoute.details(id: $0) }
  }

  /// Two paths of `depth` routes that differ only in their first route, to set in turn.
  static func alternatingRoutes(depth: Int) -> [[BenchRoute]] {
    let routes = self.routes(depth: depth)
    return [routes, [.details(id: 0)] + routes.dropFirst()]
  }

  /// One contender per depth, keyed `key` + depth.
  static func perDepth(
    _ key: String, _ label: String, _ make: (Int) -> @MainActor (Int) -> Void
  ) -> [Contender] {
    depths.map { depth in
      Contender(
        key: key + "\(depth)", label: label + ", \(grouped(depth)) routes", run: make(depth))
    }
  }
}
