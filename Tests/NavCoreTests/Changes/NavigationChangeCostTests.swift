import NavCore
import TestFixtures
import XCTest

/// A change costs what it changes: on a stack of 10,000 routes, a push, a pop, a replacement
/// of the top and a push after a pop move no storage, even while the records of the last
/// changes are kept.
final class NavigationChangeCostTests: XCTestCase {
  private let depth = 10_000

  /// How many times the root path's storage moved over `steps` changes made by `change`,
  /// keeping the last 16 records.
  private func storageMoves(
    steps: Int, _ change: (inout NavigationState, Int) throws -> NavigationChange
  ) rethrows -> Int {
    var state = NavigationState(root: 0, path: RoutePath(Array(0..<depth)))
    state.path.reserveCapacity(depth + 16)
    var kept: [NavigationChange] = []
    return try bufferChanges(
      steps: steps, of: { state.path.bufferAddress },
      each: { step in
        kept.append(try change(&state, step))
        if kept.count > 16 { kept.removeFirst() }
      })
  }

  func testPushAndPop_keepingRecords_moveNoStorage() throws {
    let moves = try storageMoves(steps: 2_000) { state, step in
      try state.sealedChange(by: step.isMultiple(of: 2) ? .push(step) : .pop(count: 1))
    }
    XCTAssertEqual(moves, 0)
  }

  func testReplaceTop_keepingRecords_movesNoStorage() throws {
    let moves = try storageMoves(steps: 2_000) { state, step in
      try state.sealedChange(by: .replaceTop(with: -step))
    }
    XCTAssertEqual(moves, 0)
  }

  func testPushAfterPop_inOneBatch_keepingRecords_movesNoStorage() throws {
    let moves = try storageMoves(steps: 2_000) { state, step in
      try state.sealedChange(by: [.pop(count: 1), .push(-step)])
    }
    XCTAssertEqual(moves, 0)
  }

  func testRecordOfAPush_holdsThePushedRouteOnly() throws {
    var state = NavigationState(root: 0, path: RoutePath(Array(0..<depth)))
    let change = try state.sealedChange(by: .push(-1))
    XCTAssertEqual(change.edits, [.path(.root, kept: depth, removed: [], added: [AnyRoute(-1)])])
  }
}
