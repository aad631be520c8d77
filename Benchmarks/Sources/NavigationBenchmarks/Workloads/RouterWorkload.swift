import ModuleRouting
import NavCore

/// Workload 2: push + pop through `AppRouter`, against the floor of any observable router: a
/// bare `@Observable` class holding `[R]` making the same two mutations.
@MainActor
enum RouterWorkload {
  static func make() -> Workload {
    Workload(
      id: "2", title: "Push + pop through AppRouter",
      notes: [
        "One operation is `navigate(to:)` + `pop()` on an `AppRouter`, against `append` + "
          + "`removeLast()` on the `[BenchRoute]` of an `@Observable` class: two observed "
          + "mutations each, with no observer registered. Both stacks hold \(BenchTree.depth) "
          + "routes, the tens an app's stacks hold."
      ],
      contenders: [appRouter, observableStack],
      checks: [
        Check(
          label: "AppRouter vs @Observable [R]",
          figure: .ratio(subject: "appRouter", baseline: "observable"), goal: .atMost(2)),
        Check(label: "AppRouter allocations", figure: .allocations("appRouter"), goal: .none),
      ])
  }

  private static var appRouter: Contender {
    RouterContenders.router(
      "appRouter", "AppRouter: navigate(to:) + pop()",
      AppRouter(state: NavigationState(root: BenchRoute.home, path: BenchTree.path)))
  }

  private static var observableStack: Contender {
    RouterContenders.observable(
      "observable", "@Observable [BenchRoute]: append + removeLast",
      ObservableRouteStack.holding(BenchTree.depth))
  }
}
