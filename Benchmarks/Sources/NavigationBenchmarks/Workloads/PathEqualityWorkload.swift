import NavCore

/// Workload 5c: equality of two deep paths holding equal routes in separate storage.
@MainActor
enum PathEqualityWorkload {
  static func make() -> Workload {
    Workload(
      id: "5c", title: "Equality of two deep paths",
      notes: [
        "One operation compares two equal paths built separately, so no shortcut on shared "
          + "storage applies: every pair of routes is compared."
      ],
      contenders: routePath + anyHashable + array,
      checks: [
        DeepPathWorkloads.growthCheck("RoutePath == growth", "routePath", goal: .atMost(1.1)),
        DeepPathWorkloads.growthCheck("[BenchRoute] == growth (reference)", "array", goal: .none),
        DeepPathWorkloads.speedupCheck(
          "RoutePath vs [AnyHashable], 10,000 routes", "routePath", "anyHashable"),
      ])
  }

  private static var routePath: [Contender] {
    DeepPathWorkloads.perDepth("routePath", "RoutePath ==") { depth in
      let lhs = RoutePath(DeepPathWorkloads.routes(depth: depth))
      let rhs = RoutePath(DeepPathWorkloads.routes(depth: depth))
      return { operations in
        for _ in 0..<operations {
          blackHole(opaque(lhs) == opaque(rhs))
        }
      }
    }
  }

  private static var anyHashable: [Contender] {
    DeepPathWorkloads.perDepth("anyHashable", "[AnyHashable] ==") { depth in
      let lhs = DeepPathWorkloads.routes(depth: depth).map(AnyHashable.init)
      let rhs = DeepPathWorkloads.routes(depth: depth).map(AnyHashable.init)
      return { operations in
        for _ in 0..<operations {
          blackHole(opaque(lhs) == opaque(rhs))
        }
      }
    }
  }

  private static var array: [Contender] {
    DeepPathWorkloads.perDepth("array", "[BenchRoute] ==") { depth in
      let lhs = DeepPathWorkloads.routes(depth: depth)
      let rhs = DeepPathWorkloads.routes(depth: depth)
      return { operations in
        for _ in 0..<operations {
          blackHole(opaque(lhs) == opaque(rhs))
        }
      }
    }
  }
}
