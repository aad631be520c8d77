import ModuleRouting
import NavCore

/// Workload 9a: what registered guards cost a push + pop they do not stop: guards for other
/// route types, one global guard that allows everything, and one guard for the pushed route
/// type that allows it.
@MainActor
enum GuardWorkload {
  static let otherTypes = 10

  static func make() -> Workload {
    Workload(
      id: "9a", title: "Push + pop through AppRouter with guards registered",
      notes: [
        "One operation is `navigate(to:)` + `pop()` of a `BenchRoute` through `AppRouter` on a "
          + "lone root stack, with no guard; with 10 route guards (`addGuard(for:_:)`), one for "
          + "each of 10 other route types, none of which is ever pushed; and with one global "
          + "guard (`addGuard(_:)`) that returns `.allow`; and with one route guard for "
          + "`BenchRoute` itself, which judges the push (not the pop) and returns `.allow`. "
          + "Each guard counts the times it is asked."
      ],
      contenders: [
        guarded("none", "no guard", typeGuards: 0, global: false),
        guarded(
          "types10", "10 guards for other route types", typeGuards: otherTypes, global: false),
        guarded("global", "1 global guard that allows", typeGuards: 0, global: true),
        guarded(
          "pushedType", "1 guard for the pushed route type that allows", typeGuards: 0,
          global: false, pushedType: true),
      ],
      checks: [
        Check(
          label: "10 guards for other types vs no guard",
          figure: .ratio(subject: "types10", baseline: "none"), goal: .atMost(1.1)),
        Check(
          label: "1 global guard that allows vs no guard",
          figure: .ratio(subject: "global", baseline: "none"), goal: .atMost(1.5)),
        Check(
          label: "1 guard for the pushed route type that allows vs no guard",
          figure: .ratio(subject: "pushedType", baseline: "none"), goal: .none),
        Check(
          label: "guard calls per operation, guards for other types",
          figure: .events("types10", counter: "asked"), goal: .atMost(0)),
        Check(
          label: "guard calls per operation, global guard (control)",
          figure: .events("global", counter: "asked"), goal: .none),
        Check(
          label: "allocations, 10 guards for other types", figure: .allocations("types10"),
          goal: .none),
        Check(
          label: "allocations, 1 global guard", figure: .allocations("global"), goal: .none),
      ])
  }

  /// Push + pop through a router with `typeGuards` guards for route types never pushed, a
  /// global guard if asked, and a guard for `BenchRoute` if asked; every guard allows.
  private static func guarded(
    _ key: String, _ label: String, typeGuards: Int, global: Bool, pushedType: Bool = false
  ) -> Contender {
    let router = AppRouter(root: BenchRoute.home)
    let asked = GuardCalls()
    for number in 0..<typeGuards {
      let type = GeneratedRouteTypes.type(number)
      router.addGuard(for: type) { _ in
        asked.count += 1
        return .allow
      }
    }
    if global {
      router.addGuard { _ in
        asked.count += 1
        return .allow
      }
    }
    if pushedType {
      router.addGuard(for: BenchRoute.self) { _ in
        asked.count += 1
        return .allow
      }
    }
    let counter = EventCounter(key: "asked") { asked.count }
    return RouterContenders.router(
      key, "AppRouter, " + label + ": navigate(to:) + pop()", router, counters: [counter])
  }
}

/// How many times the guards of one router were asked.
@MainActor
private final class GuardCalls {
  var count = 0
}
