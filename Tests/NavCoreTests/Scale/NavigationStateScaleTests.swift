import NavCore
import TestFixtures
import XCTest

/// Work that must grow linearly, measured as counts at n and 10n, never as time.
final class NavigationStateScaleTests: XCTestCase {
  /// Builds a stack of `2 * batches` routes through two-command batches and returns how many
  /// route comparisons it took.
  private func comparisonsToBuild(batches: Int) throws -> Int {
    var state = NavigationState(root: CountingRoute(id: -1))
    return try CountingRoute.comparisons {
      for index in 0..<batches {
        try state.apply([
          .push(CountingRoute(id: 2 * index)), .push(CountingRoute(id: 2 * index + 1)),
        ])
      }
      XCTAssertEqual(state.path.count, 2 * batches)
    }
  }

  func testBatches_workGrowsWithTheirCommandsNotTheDepth() throws {
    let small = try comparisonsToBuild(batches: 500)
    let large = try comparisonsToBuild(batches: 5_000)
    XCTAssertLessThanOrEqual(large, 11 * max(small, 1), "small: \(small), large: \(large)")
  }

  func testBatches_doNotCopyTheStackEachTime() throws {
    for batches in [500, 5_000] {
      var state = NavigationState(root: CountingRoute(id: -1))
      let copies = try bufferChanges(
        steps: batches, of: { state.path.bufferAddress },
        each: { try state.apply([.push(CountingRoute(id: $0)), .push(CountingRoute(id: $0))]) })
      // Growth reallocates about log2(2 * batches) times; a copy per batch would be `batches`.
      XCTAssertLessThan(copies, 30, "\(copies) buffers for \(batches) batches")
    }
  }

  func testRefusedBatch_atDepth_leavesTheStateAndCostsItsCommands() throws {
    for depth in [1_000, 10_000] {
      let start = NavigationState(
        root: CountingRoute(id: -1), path: RoutePath((0..<depth).map { CountingRoute(id: $0) }))
      var state = start
      let comparisons = try CountingRoute.comparisons {
        XCTAssertThrowsError(
          try state.apply([.pop(count: 1), .push(CountingRoute(id: 0)), .pop(count: -1)]))
      }
      XCTAssertEqual(comparisons, 0)
      XCTAssertEqual(state, start)
    }
  }

  func testDescription_sizeGrowsLinearly() {
    let small = deepState(depth: 1_000).description.utf8.count
    let large = deepState(depth: 10_000).description.utf8.count
    XCTAssertLessThanOrEqual(large, 11 * small, "small: \(small), large: \(large)")
  }

  private func deepState(depth: Int) -> NavigationState {
    NavigationState(root: DashboardRoute.home, path: detailsPath(depth: depth))
  }
}
