import NavCore
import TestFixtures
import XCTest

/// Plans between random trees — tabs, layers of every style, paths — and between a random tree
/// and what random commands make of it.
final class TransitionPlanPropertyTests: XCTestCase {
  private let everyOptions: [TransitionPlan.Options] = [
    [], .pushesAtOnce, .dismissalsAtOnce, [.pushesAtOnce, .dismissalsAtOnce],
  ]

  /// A start and an end: by seed, two unrelated trees, a tree and what a few random commands
  /// make of it, or a tree and a variation of it — the same tabs, other selections, longer
  /// or shorter paths, layers kept, dropped or added.
  private static func pair(seed: Int) -> (start: NavigationState, end: NavigationState) {
    var trees = RandomTrees(seed: UInt64(seed))
    let start = trees.state()
    switch seed % 3 {
    case 0:
      return (start, trees.state())
    case 1:
      var end = start
      for command in trees.commands(in: start) {
        try? end.apply(command)
      }
      return (start, end)
    default:
      return (start, variation(of: start, using: &trees))
    }
  }

  /// `state` with each stack's path cut or extended, each tab bar's selection drawn again, and
  /// each layer kept, changed, dropped, or added.
  private static func variation(
    of state: NavigationState, style: PresentationStyle? = nil, using trees: inout RandomTrees
  ) -> NavigationState {
    guard style?.isLeaf != true else { return state }
    var varied = state
    if state.tabs == nil {
      let kept = trees.random.int(in: 0...state.path.count)
      varied.path = RoutePath(state.path.prefix(kept)) + trees.random.path().prefix(2)
    }
    if let tabs = state.tabs {
      let states = tabs.states.map { variation(of: $0, using: &trees) }
      varied.tabs = TabGroup(
        Array(zip(tabs.tabs, states)),
        selected: tabs.tabs[trees.random.int(in: 0...tabs.tabs.count - 1)],
        reselectPopsToRoot: tabs.reselectPopsToRoot)
    }
    switch (state.presented, trees.random.int(in: 0...3)) {
    case (let layer?, 0...1):
      varied.presented?.state = variation(of: layer.state, style: layer.style, using: &trees)
    case (_?, 2), (nil, 0):
      varied.presented = nil
    case (nil, 1):
      let style = trees.style()
      varied.presented = PresentedLayer(style, state: trees.state(depth: 1, leaf: style))
    default:
      break
    }
    return varied
  }

  func testRandomPlans_goFromStartToEnd_throughValidStepsAHostCanTake() {
    for seed in 0..<400 {
      let (start, end) = Self.pair(seed: seed)
      for options in everyOptions {
        let steps = TransitionPlan.steps(from: start, to: end, options: options)

        XCTAssertEqual(steps.first, start, "seed \(seed)")
        XCTAssertEqual(steps.last, end, "seed \(seed)")
        assertFollowsTheRules(steps, options: options, context: "seed \(seed), \(options): ")
      }
    }
  }

  func testRandomPlans_takeNoMoreStepsWhenTheHostCanDoMoreAtOnce() {
    for seed in 0..<400 {
      let (start, end) = Self.pair(seed: seed)
      let counts = everyOptions.map {
        TransitionPlan.steps(from: start, to: end, options: $0).count
      }

      XCTAssertLessThanOrEqual(counts[1], counts[0], "seed \(seed)")
      XCTAssertLessThanOrEqual(counts[2], counts[0], "seed \(seed)")
      XCTAssertLessThanOrEqual(counts[3], min(counts[1], counts[2]), "seed \(seed)")
    }
  }

  func testRandomPlans_plannedAgainFromAnyStep_goTheSameWay() {
    for seed in 0..<200 {
      let (start, end) = Self.pair(seed: seed)
      for options in everyOptions {
        let steps = TransitionPlan.steps(from: start, to: end, options: options)
        for index in steps.indices {
          XCTAssertEqual(
            TransitionPlan.steps(from: steps[index], to: end, options: options),
            Array(steps[index...]), "seed \(seed), \(options), from step \(index)")
        }
      }
    }
  }

  func testRandomPlans_backAndForth_bothFollowTheRules() {
    for seed in 0..<200 {
      let (start, end) = Self.pair(seed: seed)
      let back = TransitionPlan.steps(from: end, to: start)

      XCTAssertEqual(back.last, start, "seed \(seed)")
      assertFollowsTheRules(back, options: [], context: "seed \(seed), back: ")
    }
  }
}
