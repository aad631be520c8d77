import ModuleRouting
import NavCore

/// Workloads 8b and 8c: what running flows add to a push + pop that has nothing to do with
/// them, on top of the flows' screens.
@MainActor
enum RunningFlowWorkload {
  /// Workload 8b: one flow's screen below the push + pop.
  static func makeOne() -> Workload {
    Workload(
      id: "8b", title: "Push + pop above one running flow",
      notes: [
        "One operation is `navigate(to:)` + `pop()` through `AppRouter` on a root stack whose "
          + "top screen is the first screen of a running flow (started with `start(_:onEnd:)`, "
          + "its coordinator's `start` pushing one route), against the same on a router "
          + "holding the same routes pushed by hand, with no flow. The pop removes only the "
          + "route pushed above the flow's screen, so the flow keeps running."
      ],
      contenders: [
        withFlows(
          1, routes: 1, key: "flow", label: "AppRouter, 1 running flow below: navigate(to:) + pop()"
        ),
        withFlows(0, routes: 1, key: "noFlow", label: "AppRouter, no flow: navigate(to:) + pop()"),
      ],
      checks: [
        Check(
          label: "1 running flow vs none",
          figure: .ratio(subject: "flow", baseline: "noFlow"), goal: .atMost(1.1)),
        Check(
          label: "flows ended per operation", figure: .events("flow", counter: "ended"),
          goal: .atMost(0)),
        Check(label: "allocations, 1 running flow", figure: .allocations("flow"), goal: .none),
      ])
  }

  /// Workload 8c: 1,000 nested flows below the push + pop.
  static func makeNested() -> Workload {
    Workload(
      id: "8c", title: "Push + pop above 1,000 nested running flows",
      notes: [
        "One operation is `navigate(to:)` + `pop()` through `AppRouter` on a root stack of "
          + "1,000 pushed routes, each the one screen of a running flow: the first flow "
          + "started from the router, each other one from the handle of the flow before it "
          + "(`FlowHandle.start(_:onEnd:)`), so each is the child of the one below. Against "
          + "the same 1,000 routes pushed by hand with no flow (0 flows), and with one flow whose "
          + "screen is the lowest and 999 routes pushed by hand above it (1 flow)."
      ],
      contenders: [
        withFlows(
          nestedCount, routes: nestedCount, key: "flows1000",
          label: "AppRouter, 1,000 nested flows below: navigate(to:) + pop()"),
        withFlows(
          0, routes: nestedCount, key: "flows0",
          label: "AppRouter, 0 flows, 1,000 routes: navigate(to:) + pop()"),
        withFlows(
          1, routes: nestedCount, key: "flows1",
          label: "AppRouter, 1 flow at the bottom, 1,000 routes: navigate(to:) + pop()"),
      ],
      checks: [
        Check(
          label: "1,000 running flows vs 0",
          figure: .ratio(subject: "flows1000", baseline: "flows0"), goal: .atMost(1.2)),
        Check(
          label: "1,000 running flows vs 1",
          figure: .ratio(subject: "flows1000", baseline: "flows1"), goal: .none),
        Check(
          label: "flows ended per operation", figure: .events("flows1000", counter: "ended"),
          goal: .atMost(0)),
        Check(
          label: "allocations, 1,000 running flows", figure: .allocations("flows1000"),
          goal: .none),
      ])
  }

  static let nestedCount = 1_000

  /// Push + pop on a router at its root whose stack holds `flowCount` routes, each the first
  /// screen of a running flow, each flow the child of the one below, then routes pushed by hand
  /// up to `routes` in all.
  private static func withFlows(
    _ flowCount: Int, routes: Int, key: String, label: String
  ) -> Contender {
    let router = AppRouter(root: BenchRoute.home)
    let ends = FlowEnds()
    var flows: [BenchFlow] = []
    for number in 0..<flowCount {
      let flow = BenchFlow(first: .details(id: 100 + number))
      if let parent = flows.last?.handle {
        parent.start(flow, onEnd: ends.record)
      } else {
        router.start(flow, onEnd: ends.record)
      }
      flows.append(flow)
    }
    for number in flowCount..<routes {
      let result = router.navigate(to: BenchRoute.details(id: 100 + number))
      precondition(result.isApplied, "push \(number) of \(routes): \(result)")
    }
    // Checked through the handles: reading the router's state would make it observed.
    let running = flows.filter { $0.handle?.isRunning == true }.count
    precondition(running == flowCount, "\(running) of \(flowCount) flows running")
    let top = flows.last?.handle?.firstScreen
    precondition(flowCount == 0 || top?.depth == flowCount, "the flows' screens are missing")
    let counters = [EventCounter(key: "ended") { ends.finished + ends.cancelled }]
    return RouterContenders.router(key, label, router, counters: counters)
  }
}
