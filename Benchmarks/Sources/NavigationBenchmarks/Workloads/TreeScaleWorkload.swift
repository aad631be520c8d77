import ModuleRouting
import NavCore

/// Workload 7b: how the cost of push + pop through `AppRouter` grows with the layers presented
/// over the focused stack and with the tabs beside it.
@MainActor
enum TreeScaleWorkload {
  static let layerCounts = [2, 4, 8]
  static let tabCounts = [1, 3, 10]

  static func make() -> Workload {
    Workload(
      id: "7b", title: "Push + pop through AppRouter: growth with layers and tabs",
      notes: [
        "One operation is `navigate(to:)` + `pop()` on the focused stack, with no observer. "
          + "Each dimension is measured alone: layers are presented one over the other on a "
          + "root stack with no tabs (a full-screen cover, a sheet over it, …), and tabs sit "
          + "at the root with nothing presented, the last selected. Every stack holds 2 "
          + "routes. The flat case is a lone root stack: 0 layers, no tabs."
      ],
      contenders: [contender("flat", "flat stack (0 layers, no tabs)", tabs: 0, layers: 0)]
        + layerCounts.map { layers in
          contender("layers\(layers)", "\(layers) layers", tabs: 0, layers: layers)
        }
        + tabCounts.map { tabs in
          contender("tabs\(tabs)", "\(tabs) tab" + (tabs == 1 ? "" : "s"), tabs: tabs, layers: 0)
        },
      checks: layerCounts.map { versusFlat("\($0) layers", "layers\($0)") }
        + tabCounts.map { versusFlat("\($0) tab" + ($0 == 1 ? "" : "s"), "tabs\($0)") }
        + [
          Check(
            label: "10 tabs vs 1 tab",
            figure: .ratio(subject: "tabs10", baseline: "tabs1"), goal: .atMost(1.1))
        ])
  }

  private static func contender(_ key: String, _ label: String, tabs: Int, layers: Int)
    -> Contender
  {
    RouterContenders.router(
      key, "AppRouter: navigate(to:) + pop(), " + label,
      AppRouter(state: BenchTree.state(tabs: tabs, layers: layers)))
  }

  private static func versusFlat(_ label: String, _ key: String) -> Check {
    Check(label: label + " vs flat", figure: .ratio(subject: key, baseline: "flat"), goal: .none)
  }
}
