import NavCore
import TestFixtures
import XCTest

/// Properties of the in-place engine on random trees, checked without a second implementation:
/// a batch is its commands applied one by one; a refused batch or a rolled-back transaction
/// leaves the tree as it was; and what ``NavigationChanges`` says changed is exactly what a
/// comparison of the trees before and after finds, slice by slice.
final class TransactionPropertyTests: XCTestCase {
  static let steps = 40_000

  func testBatch_isItsCommandsOneByOne_andRefusalsLeaveTheTree() {
    var trees = RandomTrees(seed: 0x7EE5_0001)
    var applied = 0
    var refused = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      let commands = trees.commands(in: start)
      var batched = start
      var oneByOne = start
      let batchResult = Result { () throws(NavigationRefusal) in try batched.apply(commands) }
      let stepResult = Result { () throws(NavigationRefusal) in
        for command in commands { try oneByOne.apply(command) }
      }
      switch (batchResult, stepResult) {
      case (.success, .success):
        applied += 1
        guard batched == oneByOne else {
          return XCTFail(
            "step \(step): \(commands) on\n\(start)\nbatch:\n\(batched)\nsteps:\n\(oneByOne)")
        }
      case (.failure(let batchRefusal), .failure(let stepRefusal)):
        refused += 1
        guard batchRefusal == stepRefusal, batched == start else {
          return XCTFail(
            "step \(step): \(commands) refused as \(batchRefusal) / \(stepRefusal), left\n\(batched)"
          )
        }
      default:
        return XCTFail("step \(step): \(commands): batch \(batchResult), one by one \(stepResult)")
      }
    }
    XCTAssertGreaterThan(applied, Self.steps / 5)
    XCTAssertGreaterThan(refused, Self.steps / 10)
  }

  func testChanges_sayExactlyWhichSlicesChanged() {
    var trees = RandomTrees(seed: 0x7EE5_0002)
    var changedSlices = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      var state = start
      var transaction = NavigationTransaction()
      guard (try? transaction.apply(trees.commands(in: start), to: &state)) != nil else { continue }
      let changes = transaction.changes(in: state)
      let addresses = Set(RandomTrees.addresses(in: start) + RandomTrees.addresses(in: state))
      var slices: [StateSlice] = [.state]
      for address in addresses {
        slices += [.path(address), .presented(address), .selectedTab(address), .shape(address)]
      }
      for slice in slices {
        let expected = slice.value(in: start) != slice.value(in: state)
        if expected { changedSlices += 1 }
        guard changes.changed(slice) == expected else {
          return XCTFail(
            "step \(step): \(slice) changed? expected \(expected)\nbefore:\n\(start)\nafter:\n\(state)\n"
              + "undos: \(transaction.undos)")
        }
      }
      var rolledBack = state
      transaction.rollBack(&rolledBack)
      guard rolledBack == start else {
        return XCTFail("step \(step): rollback gave\n\(rolledBack)\ninstead of\n\(start)")
      }
    }
    XCTAssertGreaterThan(changedSlices, Self.steps / 2)
  }

  /// Long batches of path edits on one stack, where undos of pushes, pops and replacements
  /// interleave the most.
  func testScreens_thatChangesFind_areThoseAFullComparisonFinds() {
    var trees = RandomTrees(seed: 0x7EE5_0004)
    var removed = 0
    var entered = 0
    for step in 0..<Self.steps {
      let start = trees.state()
      var state = start
      var transaction = NavigationTransaction()
      guard (try? transaction.apply(trees.commands(in: start), to: &state)) != nil else { continue }
      let found = transaction.changes(in: state).screens
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

  func testChanges_ofLongPathBatches_matchAComparisonOfThePaths() {
    var random = RandomCommands(seed: 0x7EE5_0003)
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
      var transaction = NavigationTransaction()
      guard (try? transaction.apply(commands, to: &state)) != nil else { continue }
      let expected = start.path != state.path
      if expected { differing += 1 }
      guard transaction.changes(in: state).changed(.path(.root)) == expected else {
        return XCTFail("step \(step): \(commands) on \(start.path) gave \(state.path)")
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
