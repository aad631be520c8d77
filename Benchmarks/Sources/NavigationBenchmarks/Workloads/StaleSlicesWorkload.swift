import ModuleRouting
import NavCore
import Observation

/// Workload 7d: push + pop through `AppRouter` after many slices were read once and are read no
/// longer: what a request costs as the slices once observed pile up.
@MainActor
enum StaleSlicesWorkload {
  static let counts = [10, 1_000]

  static func make() -> Workload {
    Workload(
      id: "7d", title: "Push + pop after slices stopped being read",
      notes: [
        "One operation is `navigate(to:)` + `pop()` on workload 2's flat router. Before the "
          + "batches, an observer read the root stack's path and `path(at:)` of N tab "
          + "addresses in one `withObservationTracking`, as a view that goes away once it is "
          + "told of a change: the first push tells it, and nobody reads the N slices again. "
          + "The baseline read no slice.",
        "A router walks the slices observers may still be registered on, so after the first "
          + "push the N slices should cost nothing. The last contender reads the root stack's "
          + "path with no observer before the push and before the pop, as code that checks the "
          + "path before it navigates does: the slice is dropped by each request and read again.",
      ],
      contenders: [contender("none", "no slice read", reading: 0)]
        + counts.map { count in
          contender("read\(count)", "\(count) slices read once", reading: count)
        } + [readEachTime],
      checks: [
        Check(
          label: "1,000 slices read once vs 10",
          figure: .ratio(subject: "read1000", baseline: "read10"), goal: .atMost(1.1)),
        Check(
          label: "10 slices read once vs none",
          figure: .ratio(subject: "read10", baseline: "none"), goal: .none),
        Check(
          label: "allocations, 1,000 slices read once", figure: .allocations("read1000"),
          goal: .none),
        Check(
          label: "the root path read before each request vs none",
          figure: .ratio(subject: "readEach", baseline: "none"), goal: .none),
        Check(
          label: "allocations, the root path read before each request",
          figure: .allocations("readEach"), goal: .none),
      ])
  }

  /// Push + pop through a flat router whose observer read `count` slices and went away.
  private static func contender(_ key: String, _ label: String, reading count: Int)
    -> Contender
  {
    let router = AppRouter(state: BenchTree.state(tabs: 0, layers: 0))
    if count > 0 {
      withObservationTracking {
        _ = router.path
        for number in 0..<count {
          _ = router.path(at: .tab(BenchTab(number: number)))
        }
      } onChange: {
      }
    }
    return RouterContenders.router(key, "AppRouter, flat, " + label, router)
  }

  /// Push + pop through a flat router, the root path read with no observer before each.
  private static var readEachTime: Contender {
    let router = AppRouter(state: BenchTree.state(tabs: 0, layers: 0))
    return Contender(key: "readEach", label: "AppRouter, flat, root path read before each request")
    {
      operations in
      let router = opaque(router)
      let routes = opaque(BenchRoute.rotation)
      for index in 0..<operations {
        blackHole(router.path.count)
        router.navigate(to: routes[index & 7])
        blackHole(router.path.count)
        blackHole(router.pop())
      }
    }
  }
}
