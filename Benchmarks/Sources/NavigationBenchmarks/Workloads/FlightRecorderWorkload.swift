import ModuleRouting
import NavCore

/// Workload 11: what a flight recorder costs a push + pop at depth 10, keeping the last 100
/// requests; and that a router whose recorder stopped pays nothing for it.
@MainActor
enum FlightRecorderWorkload {
  static let depth = 10
  static let capacity = 100

  static func make() -> Workload {
    let none = router()
    let recorded = router()
    let recorder = FlightRecorder(app: recorded, catalog: catalog(), capacity: capacity)
    let stopped = router()
    FlightRecorder(app: stopped, catalog: catalog(), capacity: capacity).stop()
    return Workload(
      id: "11", title: "Push + pop at depth 10 through AppRouter with a flight recorder",
      notes: [
        "One operation is `navigate(to:)` + `pop()` of a `BenchRoute` through `AppRouter` on "
          + "a stack of \(depth) routes (the root and \(depth - 1) pushed): with no recorder; "
          + "with a `FlightRecorder` keeping the last \(capacity) requests (no breadcrumb "
          + "hook); and with a recorder made and stopped. The recording itself is rebuilt "
          + "only when asked for, which the timed loop never does."
      ],
      contenders: [
        RouterContenders.router("none", "AppRouter, no recorder", none),
        recording(recorded, by: recorder),
        RouterContenders.router("stopped", "AppRouter, a recorder made and stopped", stopped),
      ],
      checks: [
        Check(
          label: "recorder (N = \(capacity)) vs no recorder",
          figure: .ratio(subject: "recorder", baseline: "none"), goal: .atMost(3)),
        Check(
          label: "recorder stopped vs no recorder",
          figure: .ratio(subject: "stopped", baseline: "none"), goal: .atMost(1.05)),
        Check(
          label: "allocations beyond no recorder, recorder stopped",
          figure: .extraAllocations(subject: "stopped", baseline: "none"), goal: .atMost(0)),
        Check(label: "allocations, no recorder", figure: .allocations("none"), goal: .none),
        Check(label: "allocations, recorder", figure: .allocations("recorder"), goal: .none),
      ])
  }

  /// A router showing a stack `depth` routes deep.
  private static func router() -> AppRouter {
    let path = RoutePath((1..<depth).map { BenchRoute.details(id: $0) })
    return AppRouter(state: NavigationState(root: BenchRoute.home, path: path))
  }

  /// The catalog the recorder names routes with.
  private static func catalog() -> RouteCatalog<Int> {
    var catalog = RouteCatalog<Int>(module: "bench")
    try! catalog.add(BenchRoute.self, key: "bench") { route, _ in route.number }
    return catalog
  }

  /// Push + pop on `router`, whose `recorder` is kept alive.
  private static func recording(_ router: AppRouter, by recorder: FlightRecorder) -> Contender {
    let loop = RouterContenders.router(
      "recorder", "AppRouter, a FlightRecorder keeping \(capacity)", router)
    return Contender(key: loop.key, label: loop.label) { operations in
      loop.run(operations)
      blackHole(recorder)
    }
  }
}
