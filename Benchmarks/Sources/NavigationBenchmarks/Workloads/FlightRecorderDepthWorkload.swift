import ModuleRouting
import NavCore

/// Workload 11b: what a flight recorder costs a push + pop on a deep stack, beside what an
/// event subscriber costs: both should cost the same at 1,000 routes as at 100,000, since
/// neither should ever make the router copy its stack.
@MainActor
enum FlightRecorderDepthWorkload {
  static let depths = [1_000, 100_000]
  static let capacity = 100

  static func make() -> Workload {
    var contenders: [Contender] = []
    for depth in depths {
      contenders.append(
        RouterContenders.router("none\(depth)", "AppRouter, \(name(depth)), alone", router(depth)))
      contenders.append(subscribed(depth))
      contenders.append(recorded(depth))
    }
    return Workload(
      id: "11b", title: "Push + pop on a deep stack with a flight recorder or an event subscriber",
      notes: [
        "One operation is `navigate(to:)` + `pop()` of a `BenchRoute` through `AppRouter` on a "
          + "stack of 1,000 or 100,000 routes: alone; with one event subscriber that holds its "
          + "sequence and never iterates (producer only, a buffer of \(EventsWorkload.bufferSize) "
          + "events); with a `FlightRecorder` keeping the last \(capacity) requests, attached "
          + "before one push + pop (the router's first change after attaching copies the "
          + "stack once). A cost that grows with the stack is a copy of it: the 100k/1k ratio "
          + "is 1 when nothing copies it."
      ],
      contenders: contenders,
      checks: [
        Check(
          label: "recorder, 100,000 vs 1,000 routes",
          figure: .ratio(subject: "recorder100000", baseline: "recorder1000"), goal: .atMost(1.1)),
        Check(
          label: "subscriber, 100,000 vs 1,000 routes",
          figure: .ratio(subject: "subscriber100000", baseline: "subscriber1000"), goal: .none),
        Check(
          label: "recorder vs subscriber, 100,000 routes",
          figure: .ratio(subject: "recorder100000", baseline: "subscriber100000"), goal: .none),
        Check(
          label: "recorder vs alone, 100,000 routes",
          figure: .ratio(subject: "recorder100000", baseline: "none100000"), goal: .none),
        Check(
          label: "subscriber vs alone, 100,000 routes",
          figure: .ratio(subject: "subscriber100000", baseline: "none100000"), goal: .none),
      ])
  }

  private static func name(_ depth: Int) -> String {
    "\(grouped(depth)) routes"
  }

  /// A router showing a stack `depth` routes deep.
  private static func router(_ depth: Int) -> AppRouter {
    let path = RoutePath((1..<depth).map { BenchRoute.details(id: $0) })
    return AppRouter(state: NavigationState(root: BenchRoute.home, path: path))
  }

  /// Push + pop on a router of `depth` routes with one subscriber that never iterates.
  private static func subscribed(_ depth: Int) -> Contender {
    let router = router(depth)
    let events = router.events(buffer: EventsWorkload.bufferSize)
    let loop = RouterContenders.router(
      "subscriber\(depth)", "AppRouter, \(name(depth)), one subscriber (producer only)", router)
    return Contender(key: loop.key, label: loop.label) { operations in
      loop.run(operations)
      blackHole(events)
    }
  }

  /// Push + pop on a router of `depth` routes with a recorder.
  private static func recorded(_ depth: Int) -> Contender {
    let router = router(depth)
    var catalog = RouteCatalog<Int>(module: "bench")
    try! catalog.add(BenchRoute.self, key: "bench") { route, _ in route.number }
    let recorder = FlightRecorder(app: router, catalog: catalog, capacity: capacity)
    // The recorder's own tree starts as the router's, so the router's first change copies the
    // stack it changes, once: made here, or the harness's first calibrating operation takes
    // that copy for the cost of one and sizes the batches for a few operations.
    router.navigate(to: BenchRoute.home)
    router.pop()
    let loop = RouterContenders.router(
      "recorder\(depth)", "AppRouter, \(name(depth)), a FlightRecorder keeping \(capacity)",
      router)
    return Contender(key: loop.key, label: loop.label) { operations in
      loop.run(operations)
      blackHole(recorder)
    }
  }
}
