import ModuleRouting
import NavCore

/// Workload 7c: push + pop through `AppRouter` in a tree with observers registered: how many
/// notifications an observer of another tab receives, and what working out what changed costs.
@MainActor
enum TreeObservationWorkload {
  static let tabs = 3
  static let layers = 2

  static func make() -> Workload {
    Workload(
      id: "7c", title: "Push + pop in a tree, observed slice by slice",
      notes: [
        "One operation is `navigate(to:)` + `pop()` on the focused stack of workload 7a's tree "
          + "(3 tabs, 2 layers in the selected tab). Observers read one slice in "
          + "`withObservationTracking` and read it again each time they are told of a change, "
          + "as a view does: one reads `path(at:)` of a tab that is not selected, one that of "
          + "the focused stack. The `@Observable` floor has one observer of its `[BenchRoute]`, "
          + "registering again the same way.",
        "Notifications are counted in a separate, untimed batch; the focused stack's observer "
          + "is the control, told twice per operation (once per request).",
      ],
      contenders: [
        observedRouter("unobserved", "no observer", otherTab: false, focused: false),
        observedRouter("otherTab", "observer of another tab", otherTab: true, focused: false),
        observedRouter(
          "observed", "observers of another tab and of the focused stack", otherTab: true,
          focused: true),
        observedFloor,
      ],
      checks: [
        Check(
          label: "notifications per operation, observer of another tab (alone)",
          figure: .events("otherTab", counter: "otherTab"), goal: .atMost(0)),
        Check(
          label: "notifications per operation, observer of another tab (with a focused one)",
          figure: .events("observed", counter: "otherTab"), goal: .atMost(0)),
        Check(
          label: "notifications per operation, observer of the focused stack (control)",
          figure: .events("observed", counter: "focused"), goal: .none),
        Check(
          label: "observer of another tab vs no observer",
          figure: .ratio(subject: "otherTab", baseline: "unobserved"), goal: .none),
        Check(
          label: "observers of another tab and the focused stack vs no observer",
          figure: .ratio(subject: "observed", baseline: "unobserved"), goal: .none),
        Check(
          label: "observers of another tab and the focused stack vs observed @Observable [R]",
          figure: .ratio(subject: "observed", baseline: "observable"), goal: .none),
        Check(
          label: "allocations, observer of another tab", figure: .allocations("otherTab"),
          goal: .none),
        Check(
          label: "allocations, observers of another tab and the focused stack",
          figure: .allocations("observed"), goal: .none),
      ])
  }

  /// Push + pop through a router on the tree, with the observers asked for.
  private static func observedRouter(
    _ key: String, _ label: String, otherTab: Bool, focused: Bool
  ) -> Contender {
    let router = AppRouter(state: BenchTree.state(tabs: tabs, layers: layers))
    var counters: [EventCounter] = []
    if otherTab {
      let address = BenchTree.otherTabAddress(tabs: tabs)
      counters.append(ObservationCounter { _ = router.path(at: address) }.counter("otherTab"))
    }
    if focused {
      let address = BenchTree.focusedAddress(tabs: tabs, layers: layers)
      counters.append(ObservationCounter { _ = router.path(at: address) }.counter("focused"))
    }
    return RouterContenders.router(key, "AppRouter, tree, " + label, router, counters: counters)
  }

  private static var observedFloor: Contender {
    let stack = ObservableRouteStack()
    let observer = ObservationCounter { _ = stack.path }
    return RouterContenders.observable(
      "observable", "@Observable [BenchRoute], one observer: append + removeLast", stack,
      counters: [observer.counter("observer")])
  }
}
