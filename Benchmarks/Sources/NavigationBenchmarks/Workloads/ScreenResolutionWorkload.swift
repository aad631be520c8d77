import ModuleRouting
import NavCore

/// Workload 4: `DestinationRegistry.screen(for:)`, read from a catalog declaring 1, 100 and
/// 10,000 route types, against calling the screen factory directly.
@MainActor
enum ScreenResolutionWorkload {
  static func make() -> Workload {
    Workload(
      id: "4", title: "Screen resolution",
      notes: [
        "One operation builds the screen of a `BenchRoute` already on the path (an `AnyRoute`), "
          + "the same route every time; the factory makes a two-word `Screen` value, the "
          + "cheapest a factory can be. The direct call passes the typed route to that factory.",
        "The screens are the catalog's (`RouteCatalog.screens`), each route type declared "
          + "with `add(_:screen:)`.",
      ],
      contenders: [
        direct,
        resolution("types1", "screen(for:), 1 type registered", flat(typeCount: 1)),
        resolution("types100", "screen(for:), 100 types", flat(typeCount: 100)),
        resolution("types10000", "screen(for:), 10,000 types", flat(typeCount: 10_000)),
      ],
      checks: [
        versusDirect("1 type", "types1"),
        versusDirect("100 types", "types100"),
        versusDirect("10,000 types", "types10000"),
        Check(
          label: "10,000 types vs 1 type (flat)",
          figure: .ratio(subject: "types10000", baseline: "types1"), goal: .atMost(1.2)),
        Check(
          label: "screen(for:) allocations", figure: .allocations("types10000"), goal: .none),
      ])
  }

  private static func versusDirect(_ label: String, _ key: String) -> Check {
    Check(
      label: "screen(for:), \(label), vs direct call",
      figure: .ratio(subject: key, baseline: "direct"), goal: .atMost(5))
  }

  private static var direct: Contender {
    Contender(key: "direct", label: "factory(route), typed route (the limit)") { operations in
      let factory = opaque(benchScreenFactory)
      let route = opaque(BenchRoute.details(id: 7))
      for _ in 0..<operations {
        blackHole(factory(route))
      }
    }
  }

  private static func resolution(
    _ key: String, _ label: String, _ registry: DestinationRegistry<Screen>
  ) -> Contender {
    Contender(key: key, label: label) { operations in
      let registry = opaque(registry)
      let route = opaque(AnyRoute(BenchRoute.details(id: 7)))
      for _ in 0..<operations {
        blackHole(try! registry.screen(for: route))
      }
    }
  }

  /// The screens of a catalog declaring `BenchRoute` and `typeCount - 1` generated route types.
  private static func flat(typeCount: Int) -> DestinationRegistry<Screen> {
    var catalog = RouteCatalog<Screen>(module: "bench")
    let factory = benchScreenFactory
    try! catalog.add(BenchRoute.self) { route, _ in factory(route) }
    for number in 1..<typeCount {
      declareGenerated(GeneratedRouteTypes.type(number), number, in: &catalog)
    }
    return catalog.screens
  }

  private static func declareGenerated<Route: Hashable & Sendable>(
    _ type: Route.Type, _ number: Int, in catalog: inout RouteCatalog<Screen>
  ) {
    try! catalog.add(type) { _, _ in Screen(name: "generated", number: number) }
  }
}
