import NavCore

/// Workload 12: the heap a tree of 10 tabs × 100 routes holds, against `[AnyHashable]` of the
/// same routes, and what building each takes.
@MainActor
enum TreeMemoryWorkload {
  static func make() -> Workload {
    let routes = RestorationWorkload.routes
    precondition(BenchTree.tabs(10, holding: routes).tabs?.states.count == 10)
    return Workload(
      id: "12", title: "Memory: a tree of 10 tabs × 100 routes, against [AnyHashable]",
      notes: [
        "One operation builds the value from the same 1,000 `BenchRoute` values (6b's): "
          + "`[AnyHashable]` of them, and a `NavigationState` of 10 tabs of 100 routes "
          + "(`RoutePath` of `AnyRoute`, 10 roots and 10 `BenchTab` identities besides). "
          + "The bytes held are the heap in use (glibc's `mallinfo2`, allocator overhead "
          + "included) after one value is built, less before, the routes array aside."
      ],
      contenders: [
        Contender(
          key: "anyHashable", label: "[AnyHashable] of the 1,000 routes",
          heldBytes: { AllocationCounter.heldBytes { routes.map(AnyHashable.init) } }
        ) { operations in
          let routes = opaque(routes)
          for _ in 0..<operations {
            blackHole(routes.map(AnyHashable.init))
          }
        },
        Contender(
          key: "tree", label: "NavigationState: 10 tabs × 100 routes",
          heldBytes: { AllocationCounter.heldBytes { BenchTree.tabs(10, holding: routes) } }
        ) { operations in
          let routes = opaque(routes)
          for _ in 0..<operations {
            blackHole(BenchTree.tabs(10, holding: routes))
          }
        },
      ],
      checks: [
        Check(label: "bytes held, [AnyHashable]", figure: .heldBytes("anyHashable"), goal: .none),
        Check(label: "bytes held, tree of 10 tabs", figure: .heldBytes("tree"), goal: .none),
        Check(
          label: "building the tree vs [AnyHashable]",
          figure: .ratio(subject: "tree", baseline: "anyHashable"), goal: .none),
        Check(
          label: "allocations, [AnyHashable]", figure: .allocations("anyHashable"), goal: .none),
        Check(label: "allocations, tree", figure: .allocations("tree"), goal: .none),
      ])
  }
}
