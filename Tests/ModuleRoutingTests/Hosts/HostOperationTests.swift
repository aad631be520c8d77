import ModuleRouting
import TestFixtures
import XCTest

/// The operations between two states: one update's for consecutive states of a plan, and a
/// correct sequence for any two states.
final class HostOperationTests: XCTestCase {
  private func routes(_ values: Int...) -> [AnyRoute] {
    values.map { AnyRoute($0) }
  }

  func testConsecutiveSteps_eachGiveOneUpdatesOperations() {
    let start = NavigationState(root: 0, path: [2, 3, 4])
    let end = NavigationState(
      root: 0, path: [-2, -3],
      presented: PresentedLayer(
        .sheet, state: NavigationState(root: -4, presented: PresentedLayer(-5, style: .sheet))))
    let steps = TransitionPlan.steps(from: start, to: end)

    let updates = zip(steps, steps.dropFirst()).map(HostOperation.operations(from:to:))

    XCTAssertEqual(
      updates,
      [
        [.setRoutes(routes(0, -2, -3, 4), of: .root)],
        [.pop(.root, toDepth: 2)],
        [.present(PresentedLayer(-4, style: .sheet), over: .root)],
        [.present(PresentedLayer(-5, style: .sheet), over: .presented)],
      ])
  }

  func testAnyTwoStates_giveOneSequence_dismissingBeforeReplacing() {
    let start = NavigationState(
      root: MainRoute.tabBar,
      tabs: TabGroup(
        [
          (
            MainTab.home,
            NavigationState(root: 1, presented: PresentedLayer(SheetRoute.add, style: .sheet))
          ),
          (MainTab.settings, NavigationState(root: 2)),
        ], selected: MainTab.home),
      presented: PresentedLayer(SheetRoute.edit(id: 1), style: .alert))
    let end = NavigationState(
      root: 0, path: [1, 2], presented: PresentedLayer(SheetRoute.add, style: .fullScreenCover))

    XCTAssertEqual(
      HostOperation.operations(from: start, to: end),
      [
        .dismiss(over: .root),
        .dismiss(over: .tab(MainTab.home)),
        .replace(.root, with: NavigationState(root: 0)),
        .push(routes(1, 2), onto: .root),
        .present(PresentedLayer(SheetRoute.add, style: .fullScreenCover), over: .root),
      ])
  }

  func testEqualStates_needNoOperation() {
    let state = NavigationState(root: 0, path: [1], presented: PresentedLayer(2, style: .sheet))

    XCTAssertEqual(HostOperation.operations(from: state, to: state), [])
  }

  func testRandomStates_operationsAppliedToTheFirst_giveTheSecond() {
    for seed in 0..<400 {
      var trees = RandomTrees(seed: UInt64(seed))
      let start = trees.state()
      var end = trees.state()
      if seed.isMultiple(of: 2) {
        end = start
        for command in trees.commands(in: start) {
          try? end.apply(command)
        }
      }
      var shown = start
      for operation in HostOperation.operations(from: start, to: end) {
        if let problem = shown.apply(operation) {
          XCTFail("seed \(seed): \(operation): \(problem)")
        }
      }

      XCTAssertEqual(ignoringReselection(shown), ignoringReselection(end), "seed \(seed)")
    }
  }

  func testRandomRecordedChanges_operationsAppliedToTheStart_giveTheEnd() {
    var applied = 0
    for seed in 0..<400 {
      var trees = RandomTrees(seed: UInt64(seed))
      let start = trees.state()
      var end = start
      var focus: StackAddress?
      var change = NavigationChange()
      do {
        try end.apply(trees.commands(in: start), focus: &focus, recording: &change)
      } catch {
        continue
      }
      applied += 1
      var shown = start
      for operation in HostOperation.operations(for: change.sealed(in: end), reaching: end) {
        if let problem = shown.apply(operation) {
          XCTFail("seed \(seed): \(operation): \(problem)")
        }
      }

      XCTAssertEqual(ignoringReselection(shown), ignoringReselection(end), "seed \(seed)")
    }
    XCTAssertGreaterThan(applied, 100, "too few batches applied to tell")
  }

  func testRandomPlans_eachUpdatesOperationsGiveTheNextStep() {
    for seed in 0..<200 {
      var trees = RandomTrees(seed: UInt64(seed))
      let (start, end) = (trees.state(), trees.state())
      for options: TransitionPlan.Options in [[], [.pushesAtOnce, .dismissalsAtOnce]] {
        let steps = TransitionPlan.steps(from: start, to: end, options: options)
        for (before, after) in zip(steps, steps.dropFirst()) {
          var shown = before
          for operation in HostOperation.operations(from: before, to: after) {
            XCTAssertNil(shown.apply(operation), "seed \(seed): \(operation)")
          }

          XCTAssertEqual(
            ignoringReselection(shown), ignoringReselection(after), "seed \(seed), \(options)")
        }
      }
    }
  }

  /// `state` with every tab bar popping to its root on reselection: a host never sees how a
  /// tab bar treats reselection, so its operations cannot change it.
  private func ignoringReselection(_ state: NavigationState) -> NavigationState {
    var state = state
    if let tabs = state.tabs, let selected = tabs.selected {
      state.tabs = TabGroup(
        Array(zip(tabs.tabs, tabs.states.map(ignoringReselection))), selected: selected)
    }
    if let layer = state.presented {
      state.presented = PresentedLayer(layer.style, state: ignoringReselection(layer.state))
    }
    return state
  }
}
