import ModuleRouting
import NavCore

/// Workload 4: `DestinationRegistry.screen(for:)` with 1, 100 and 10,000 registered route
/// types and through 3 nested scopes, against calling the screen factory directly.
@MainActor
enum ScreenResolutionWorkload {
  static func make() -> Workload {
    Workload(
      id: "4", title: "Screen resolution",
      notes: [
        "One operation builds the screen of a `BenchRoute` already on the path (an `AnyRoute`), "
          + "the same route every time; the factory makes a two-word `Screen` value, the "
          + "cheapest a factory can be. The direct call passes the typed route to that factory.",
        "The nested case resolves from the third scope below the one that registered "
          + "`BenchRoute`; each of the four scopes registers 100 types.",
      ],
      contenders: [
        direct,
        resolution("types1", "screen(for:), 1 type registered", flat(typeCount: 1)),
        resolution("types100", "screen(for:), 100 types", flat(typeCount: 100)),
        resolution("types10000", "screen(for:), 10,000 types", flat(typeCount: 10_000)),
        resolution("nested", "screen(for:), 3 nested scopes", nested()),
      ],
      checks: [
        versusDirect("1 type", "types1"),
        versusDirect("100 types", "types100"),
        versusDirect("10,000 types", "types10000"),
        versusDirect("3 nested scopes", "nested"),
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

  /// One scope with `BenchRoute` and `typeCount - 1` generated route types.
  private static func flat(typeCount: Int) -> DestinationRegistry<Screen> {
    var registry = DestinationRegistry<Screen>()
    try! registry.register(BenchRoute.self, benchScreenFactory)
    register(1..<typeCount, in: &registry)
    return registry
  }

  /// `BenchRoute` and 99 generated types in a root scope, and 100 more in each of three
  /// nested scopes; the innermost is returned.
  private static func nested() -> DestinationRegistry<Screen> {
    var registry = flat(typeCount: 100)
    for depth in 1...3 {
      registry = DestinationRegistry(parent: registry)
      register((depth * 100)..<(depth * 100 + 100), in: &registry)
    }
    return registry
  }

  private static func register(
    _ numbers: Range<Int>, in registry: inout DestinationRegistry<Screen>
  ) {
    for number in numbers {
      registerGenerated(GeneratedRouteTypes.type(number), number, in: &registry)
    }
  }

  private static func registerGenerated<Route: Hashable & Sendable>(
    _ type: Route.Type, _ number: Int, in registry: inout DestinationRegistry<Screen>
  ) {
    try! registry.register(type) { _ in Screen(name: "generated", number: number) }
  }
}
