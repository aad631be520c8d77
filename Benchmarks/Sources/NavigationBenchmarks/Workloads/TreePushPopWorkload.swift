import ModuleRouting
import NavCore

/// Workload 7a: push + pop on a stack two layers deep inside a tab, through `AppRouter` and
/// through `NavigationState`, against the same on a flat stack and the `@Observable` floor.
@MainActor
enum TreePushPopWorkload {
  static func make() -> Workload {
    Workload(
      id: "7a", title: "Push + pop in a tree: 3 tabs, 2 presented layers",
      notes: [
        "One operation pushes one of eight `BenchRoute` values on the focused stack and pops "
          + "it. The tree has 3 tabs; the last is selected, and in it a full-screen cover "
          + "presents a sheet, whose stack is the focused one (`root › tab › presented › "
          + "presented`). The flat stack is a lone root stack. Every stack holds "
          + "\(BenchTree.depth) routes, as does the `@Observable` floor; no observer is "
          + "registered.",
        "`NavigationState` applies `.push(_:)` and `.pop(count: 1)`; `AppRouter` runs "
          + "`navigate(to:)` and `pop()`. The `@Observable` floor is workload 2's.",
      ],
      contenders: [
        RouterContenders.router(
          "treeRouter", "AppRouter, tree: navigate(to:) + pop()", AppRouter(state: tree)),
        RouterContenders.state(
          "treeState", "NavigationState, tree: apply(.push) + apply(.pop(count: 1))", tree),
        RouterContenders.router(
          "flatRouter", "AppRouter, flat stack: navigate(to:) + pop()", AppRouter(state: flat)),
        RouterContenders.state(
          "flatState", "NavigationState, flat stack: apply(.push) + apply(.pop(count: 1))", flat),
        RouterContenders.observable(
          "observable", "@Observable [BenchRoute]: append + removeLast",
          ObservableRouteStack.holding(BenchTree.depth)),
      ],
      checks: [
        Check(
          label: "AppRouter, tree vs AppRouter, flat",
          figure: .ratio(subject: "treeRouter", baseline: "flatRouter"), goal: .atMost(1.25)),
        Check(
          label: "NavigationState, tree vs AppRouter, flat",
          figure: .ratio(subject: "treeState", baseline: "flatRouter"), goal: .atMost(1.5)),
        Check(
          label: "AppRouter, tree vs @Observable [R]",
          figure: .ratio(subject: "treeRouter", baseline: "observable"), goal: .atMost(2.25)),
        Check(
          label: "NavigationState, tree vs flat",
          figure: .ratio(subject: "treeState", baseline: "flatState"), goal: .none),
        Check(
          label: "AppRouter, tree, allocations", figure: .allocations("treeRouter"), goal: .none),
        Check(
          label: "NavigationState, tree, allocations", figure: .allocations("treeState"),
          goal: .none),
      ])
  }

  private static var tree: NavigationState {
    BenchTree.state(tabs: 3, layers: 2)
  }

  private static var flat: NavigationState {
    BenchTree.state(tabs: 0, layers: 0)
  }
}
