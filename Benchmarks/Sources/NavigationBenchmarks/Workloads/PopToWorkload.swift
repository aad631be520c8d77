import NavCore

/// Workload 5a: `popTo` the bottom route of a deep path.
@MainActor
enum PopToWorkload {
  static func make() -> Workload {
    Workload(
      id: "5a", title: "popTo the bottom of a deep path",
      notes: [
        "One operation copies a path (sharing its storage), pops it to `.home` at the bottom, "
          + "comparing every route above on the way, and drops the result. Routes are all "
          + "`BenchRoute`, so each comparison compares values, not just types."
      ],
      contenders: routePath + anyHashable + array,
      checks: [
        DeepPathWorkloads.growthCheck("RoutePath.popTo growth", "routePath", goal: .atMost(1.1)),
        DeepPathWorkloads.growthCheck("[BenchRoute] growth (reference)", "array", goal: .none),
        DeepPathWorkloads.speedupCheck(
          "RoutePath vs [AnyHashable], 10,000 routes", "routePath", "anyHashable"),
      ])
  }

  private static var routePath: [Contender] {
    DeepPathWorkloads.perDepth("routePath", "RoutePath.popTo(_:)") { depth in
      let path = RoutePath(DeepPathWorkloads.routes(depth: depth))
      return { operations in
        for _ in 0..<operations {
          var copy = opaque(path)
          try! copy.popTo(BenchRoute.home)
          blackHole(copy)
        }
      }
    }
  }

  private static var anyHashable: [Contender] {
    DeepPathWorkloads.perDepth("anyHashable", "[AnyHashable]: lastIndex + removeLast") { depth in
      let array = DeepPathWorkloads.routes(depth: depth).map(AnyHashable.init)
      return { operations in
        for _ in 0..<operations {
          var copy = opaque(array)
          let index = copy.lastIndex(of: AnyHashable(BenchRoute.home))!
          copy.removeLast(copy.count - 1 - index)
          blackHole(copy)
        }
      }
    }
  }

  private static var array: [Contender] {
    DeepPathWorkloads.perDepth("array", "[BenchRoute]: lastIndex + removeLast") { depth in
      let array = DeepPathWorkloads.routes(depth: depth)
      return { operations in
        for _ in 0..<operations {
          var copy = opaque(array)
          let index = copy.lastIndex(of: .home)!
          copy.removeLast(copy.count - 1 - index)
          blackHole(copy)
        }
      }
    }
  }
}
