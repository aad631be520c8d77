import NavCore

/// Workload 3: typed read-back of the top route, `last(as:)`, against `as?` on `AnyHashable`.
@MainActor
enum ReadBackWorkload {
  static func make() -> Workload {
    Workload(
      id: "3", title: "Typed read-back of the top route",
      notes: [
        "One operation reads the top of an 8-route stack back as `BenchRoute`; the stack goes "
          + "through an opaque call each time, so the read cannot be hoisted out of the loop."
      ],
      contenders: [routePath, anyHashable, array],
      checks: [
        Check(
          label: "last(as:) vs as? on AnyHashable",
          figure: .speedup(subject: "routePath", baseline: "anyHashable"), goal: .none),
        Check(
          label: "last(as:) vs [R].last",
          figure: .ratio(subject: "routePath", baseline: "array"), goal: .none),
      ])
  }

  private static var routePath: Contender {
    let path = RoutePath(BenchRoute.rotation)
    return Contender(key: "routePath", label: "RoutePath: last?.value(as: BenchRoute.self)") {
      operations in
      for _ in 0..<operations {
        blackHole(opaque(path).last?.value(as: BenchRoute.self))
      }
    }
  }

  private static var anyHashable: Contender {
    let array = BenchRoute.rotation.map(AnyHashable.init)
    return Contender(key: "anyHashable", label: "[AnyHashable]: last as? BenchRoute") {
      operations in
      for _ in 0..<operations {
        blackHole(opaque(array).last as? BenchRoute)
      }
    }
  }

  private static var array: Contender {
    let array = BenchRoute.rotation
    return Contender(key: "array", label: "[BenchRoute]: last (the limit)") { operations in
      for _ in 0..<operations {
        blackHole(opaque(array).last)
      }
    }
  }
}
