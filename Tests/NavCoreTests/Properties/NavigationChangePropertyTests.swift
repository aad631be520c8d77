import NavCore
import TestFixtures
import XCTest

/// Properties of the record of change on random trees, checked against a comparison of the
/// trees before and after: the record a batch makes is the one comparing the trees finds; it
/// says exactly which slices changed and which screens went and came; and taking it back gives
/// the tree before.
final class NavigationChangePropertyTests: XCTestCase {
  static let steps = 40_000

  func testRecord_isWhatComparingTheTreesFinds_andRevertingItGivesTheTreeBefore() {
    var trees = RandomTrees(seed: 0x7EE5_0011)
    var edits = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      var state = start
      guard let change = try? state.sealedChange(by: trees.commands(in: start)) else { continue }
      let compared = NavigationChange(from: start, to: state)
      edits += change.edits.count
      guard Set(change.edits) == Set(compared.edits), change.edits.count == compared.edits.count
      else {
        return XCTFail(
          "step \(step):\nbefore:\n\(start)\nafter:\n\(state)\nrecorded:\n\(change)\n"
            + "compared:\n\(compared)")
      }
      var reverted = state
      reverted.revert(change)
      guard reverted == start else {
        return XCTFail("step \(step): reverting gave\n\(reverted)\ninstead of\n\(start)")
      }
    }
    XCTAssertGreaterThan(edits, Self.steps / 4)
  }

  func testRefusedBatch_leavesTheTreeAsItWas() {
    var trees = RandomTrees(seed: 0x7EE5_0012)
    var refused = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      var state = start
      do {
        _ = try state.sealedChange(by: trees.commands(in: start))
      } catch {
        refused += 1
        guard state == start else {
          return XCTFail("step \(step): refused as \(error), left\n\(state)\ninstead of\n\(start)")
        }
      }
    }
    XCTAssertGreaterThan(refused, Self.steps / 10)
  }

  func testChange_saysExactlyWhichSlicesChanged() {
    var trees = RandomTrees(seed: 0x7EE5_0013)
    var changedSlices = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      var state = start
      guard let change = try? state.sealedChange(by: trees.commands(in: start)) else { continue }
      let addresses = Set(RandomTrees.addresses(in: start) + RandomTrees.addresses(in: state))
      var slices: [StateSlice] = [.state]
      for address in addresses {
        slices += [.path(address), .presented(address), .selectedTab(address), .shape(address)]
      }
      for slice in slices {
        let expected = slice.value(in: start) != slice.value(in: state)
        if expected { changedSlices += 1 }
        guard change.changed(slice) == expected else {
          return XCTFail(
            "step \(step): \(slice) changed? expected \(expected)\nbefore:\n\(start)\n"
              + "after:\n\(state)\nchange:\n\(change)")
        }
      }
    }
    XCTAssertGreaterThan(changedSlices, Self.steps / 2)
  }

  func testScreens_areThoseAFullComparisonFinds() {
    var trees = RandomTrees(seed: 0x7EE5_0014)
    var removed = 0
    var entered = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      var state = start
      guard let change = try? state.sealedChange(by: trees.commands(in: start)) else { continue }
      let found = change.screens
      let expected = ScreenChanges(from: start, to: state)
      removed += expected.removed.count
      entered += expected.entered.count
      guard Set(found.removed) == Set(expected.removed), Set(found.entered) == Set(expected.entered)
      else {
        return XCTFail(
          "step \(step):\nbefore:\n\(start)\nafter:\n\(state)\nfound: \(found)\nexpected: \(expected)"
        )
      }
    }
    XCTAssertGreaterThan(removed, Self.steps / 4)
    XCTAssertGreaterThan(entered, Self.steps / 4)
  }

  /// Long batches of path edits on one stack, where pushes, pops and replacements interleave
  /// the most.
  func testRecord_ofLongPathBatches_isTheComparisonOfThePaths() {
    var random = RandomCommands(seed: 0x7EE5_0015)
    var differing = 0
    for step in 0..<Self.steps {
      let start = NavigationState(root: 0, path: RoutePath((0..<random.int(in: 0...6)).map { $0 }))
      let commands: [NavigationCommand] = (0..<random.int(in: 1...8)).map { _ in
        switch random.int(in: 0...5) {
        case 0, 1: .push(random.int(in: 0...3))
        case 2: .pop(count: random.int(in: 0...3))
        case 3: .replaceTop(with: random.int(in: 0...3))
        case 4: .popTo(random.int(in: 0...3))
        default: .setPath(RoutePath((0..<random.int(in: 0...3)).map { $0 }))
        }
      }
      var state = start
      guard let change = try? state.sealedChange(by: commands) else { continue }
      let kept = zip(start.path, state.path).prefix { $0 == $1 }.count
      let expected: [NavigationChange.Edit] =
        start.path == state.path
        ? []
        : [
          .path(
            .root, kept: kept, removed: Array(start.path.dropFirst(kept)),
            added: Array(state.path.dropFirst(kept)))
        ]
      if !expected.isEmpty { differing += 1 }
      guard change.edits == expected else {
        return XCTFail("step \(step): \(commands) on \(start.path) recorded\n\(change)")
      }
    }
    XCTAssertGreaterThan(differing, Self.steps / 4)
  }
}

extension StateSlice {
  /// What the slice reads in `state`, compared as a view would: a layer by its style and
  /// route, a tab bar by its selected tab, a stack's shape by its root and its tabs.
  fileprivate func value(in state: NavigationState) -> AnyHashable? {
    switch self {
    case .state: state
    case .path(let address): state[stack: address]?.path ?? []
    case .presented(let address):
      state[stack: address]?.presented.map { [AnyHashable($0.style), AnyHashable($0.route)] }
    case .selectedTab(let address): state[stack: address]?.tabs?.selected
    case .shape(let address):
      state[stack: address].map { [AnyHashable($0.root), AnyHashable($0.tabs?.tabs)] }
    }
  }
}
