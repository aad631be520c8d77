import ModuleRouting
import NavCore

/// Workload 8a: what running a flow from start to finish costs, against the same pushes and
/// pops made by hand through the router.
@MainActor
enum FlowLifecycleWorkload {
  static func make() -> Workload {
    Workload(
      id: "8a", title: "Running a flow: start, 2 pushes, finish",
      notes: [
        "One operation runs a flow on a router at its root: `start(_:onEnd:)` with a "
          + "coordinator whose `start` pushes one `BenchRoute`, 2 `navigate(to:)` through its "
          + "`FlowHandle`, then `finish(with:)`, which pops the 3 routes in one change and "
          + "calls `onEnd` with `.finished`. The same coordinator object is started again "
          + "each time, so no coordinator is allocated in the loop.",
        "By hand: `navigate(to:)` 3 times and `pop(count: 3)` on the router. As batches: the "
          + "4 requests the flow makes, through `perform(_:)` with the same commands "
          + "(`[.push]`, then `[.at(.root, [.push])]` twice, then "
          + "`[.at(.root, [.pop(count: 3)])]`), which separates the flow's own bookkeeping "
          + "from the cost of its requests being batches.",
      ],
      contenders: [flow, byHand, asBatches],
      checks: [
        Check(
          label: "flow vs the same pushes and pop by hand",
          figure: .ratio(subject: "flow", baseline: "byHand"), goal: .atMost(8)),
        Check(
          label: "flow vs the same requests as batches by hand",
          figure: .ratio(subject: "flow", baseline: "batches"), goal: .none),
        Check(
          label: "batches vs pushes and pop by hand",
          figure: .ratio(subject: "batches", baseline: "byHand"), goal: .none),
        Check(
          label: "flows finished per operation (control)",
          figure: .events("flow", counter: "finished"), goal: .none),
        Check(
          label: "flows cancelled per operation", figure: .events("flow", counter: "cancelled"),
          goal: .atMost(0)),
        Check(label: "flow allocations", figure: .allocations("flow"), goal: .none),
        Check(label: "by hand allocations", figure: .allocations("byHand"), goal: .none),
        Check(label: "batches allocations", figure: .allocations("batches"), goal: .none),
      ])
  }

  private static var flow: Contender {
    let router = AppRouter(root: BenchRoute.home)
    let ends = FlowEnds()
    let coordinator = BenchFlow(first: .details(id: 1))
    return Contender(
      key: "flow", label: "start(_:onEnd:) + 2 × FlowHandle.navigate(to:) + finish(with:)",
      counters: ends.counters(finished: "finished", cancelled: "cancelled")
    ) { operations in
      let router = opaque(router)
      let coordinator = opaque(coordinator)
      let routes = opaque(BenchRoute.rotation)
      let onEnd = ends.record
      for index in 0..<operations {
        router.start(coordinator, onEnd: onEnd)
        let handle = coordinator.handle.unsafelyUnwrapped
        handle.navigate(to: routes[index & 7])
        handle.navigate(to: routes[(index + 1) & 7])
        blackHole(handle.finish(with: index))
      }
    }
  }

  private static var byHand: Contender {
    let router = AppRouter(root: BenchRoute.home)
    return Contender(key: "byHand", label: "AppRouter: 3 × navigate(to:) + pop(count: 3)") {
      operations in
      let router = opaque(router)
      let first = opaque(BenchRoute.details(id: 1))
      let routes = opaque(BenchRoute.rotation)
      for index in 0..<operations {
        router.navigate(to: first)
        router.navigate(to: routes[index & 7])
        router.navigate(to: routes[(index + 1) & 7])
        blackHole(router.pop(count: 3))
      }
    }
  }

  private static var asBatches: Contender {
    let router = AppRouter(root: BenchRoute.home)
    return Contender(key: "batches", label: "AppRouter: the flow's 4 requests as perform(_:)") {
      operations in
      let router = opaque(router)
      let first = opaque(BenchRoute.details(id: 1))
      let routes = opaque(BenchRoute.rotation)
      let root = opaque(StackAddress.root)
      for index in 0..<operations {
        router.perform([.push(first)])
        router.perform([.at(root, [.push(routes[index & 7])])])
        router.perform([.at(root, [.push(routes[(index + 1) & 7])])])
        blackHole(router.perform([.at(root, [.pop(count: 3)])]))
      }
    }
  }
}
