import NavCore

/// Workload 1: push + pop of a small enum route through `RoutePath`, against a plain `[R]`
/// (the limit) and `[AnyHashable]` (how `NavigationPath` stores routes).
///
/// Each contender's loop is written out, so that none goes through a call the others skip.
@MainActor
enum PushPopWorkload {
  static func make() -> Workload {
    Workload(
      id: "1", title: "Push + pop of a small enum route",
      notes: [
        "One operation pushes one of eight `BenchRoute` values (up to 3 words: "
          + "\(MemoryLayout<BenchRoute>.size) bytes) and pops it; the popped route is consumed."
      ],
      contenders: [routePath, routePathPop, array, anyHashable, wideRoutePath],
      checks: [
        Check(
          label: "RoutePath append + removeLast vs [R]",
          figure: .ratio(subject: "routePath", baseline: "array"), goal: .atMost(2.5)),
        Check(
          label: "RoutePath append + pop() vs [R]",
          figure: .ratio(subject: "routePathPop", baseline: "array"), goal: .atMost(2.5)),
        Check(
          label: "RoutePath vs [AnyHashable]",
          figure: .speedup(subject: "routePath", baseline: "anyHashable"), goal: .atLeast(5)),
        Check(
          label: "RoutePath allocations per push + pop, route ≤ 3 words",
          figure: .allocations("routePath"), goal: .atMost(0)),
        Check(
          label: "RoutePath allocations per push + pop, 4-word route",
          figure: .allocations("wideRoutePath"), goal: .none),
      ])
  }

  private static var routePath: Contender {
    pushAndRemoveLast(
      BenchRoute.rotation, key: "routePath", label: "RoutePath: append(_:) + removeLast()")
  }

  private static var routePathPop: Contender {
    let carried = Carried(RoutePath(), empty: RoutePath())
    return Contender(key: "routePathPop", label: "RoutePath: append(_:) + pop()") {
      operations in
      let routes = opaque(BenchRoute.rotation)
      carried.mutate { path in
        for index in 0..<operations {
          path.append(routes[index & 7])
          try! path.pop()
        }
      }
    }
  }

  private static var array: Contender {
    let carried = Carried([BenchRoute](), empty: [])
    return Contender(key: "array", label: "[BenchRoute]: append + removeLast (the limit)") {
      operations in
      let routes = opaque(BenchRoute.rotation)
      carried.mutate { array in
        for index in 0..<operations {
          array.append(routes[index & 7])
          blackHole(array.removeLast())
        }
      }
    }
  }

  private static var anyHashable: Contender {
    let carried = Carried([AnyHashable](), empty: [])
    return Contender(key: "anyHashable", label: "[AnyHashable]: append + removeLast") {
      operations in
      let routes = opaque(BenchRoute.rotation)
      carried.mutate { array in
        for index in 0..<operations {
          array.append(AnyHashable(routes[index & 7]))
          blackHole(array.removeLast())
        }
      }
    }
  }

  private static var wideRoutePath: Contender {
    pushAndRemoveLast(
      WideRoute.rotation, key: "wideRoutePath", label: "RoutePath: 4-word route (boxed)")
  }

  /// Push + `removeLast()` on a `RoutePath`, of routes taken in turn from `rotation` (eight).
  private static func pushAndRemoveLast<Route: Hashable & Sendable>(
    _ rotation: [Route], key: String, label: String
  ) -> Contender {
    let carried = Carried(RoutePath(), empty: RoutePath())
    return Contender(key: key, label: label) { operations in
      let routes = opaque(rotation)
      carried.mutate { path in
        for index in 0..<operations {
          path.append(routes[index & 7])
          blackHole(path.removeLast())
        }
      }
    }
  }
}
