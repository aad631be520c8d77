/// A figure derived from a workload's measurements, and the goal it is held to.
struct Check {
  enum Figure {
    /// How many times the subject's time per operation is the baseline's.
    case ratio(subject: String, baseline: String)
    /// How many times faster the subject is than the baseline.
    case speedup(subject: String, baseline: String)
    /// Allocations per operation.
    case allocations(String)
    /// Allocations per operation beyond the baseline's.
    case extraAllocations(subject: String, baseline: String)
    /// Events per operation, as one of the contender's counters counts them.
    case events(String, counter: String)
    /// The bytes of heap the contender's value holds.
    case heldBytes(String)
    /// The exponent `k` in `time ∝ n^k`, from the same operation at two sizes.
    case growth(small: String, large: String, sizeRatio: Double)
  }

  enum Goal {
    case atMost(Double)
    case atLeast(Double)
    /// Printed for information; the issue sets no goal.
    case none
  }

  let label: String
  let figure: Figure
  let goal: Goal

  /// Whether the figure is a count taken once, with no spread over rounds.
  var isCount: Bool {
    switch figure {
    case .allocations, .extraAllocations, .events, .heldBytes: true
    case .ratio, .speedup, .growth: false
    }
  }

  /// Whether `value` meets the goal, or `nil` when there is none.
  func isMet(by value: Double) -> Bool? {
    switch goal {
    case .atMost(let limit): value <= limit
    case .atLeast(let floor): value >= floor
    case .none: nil
    }
  }

  /// A value of this figure as the report prints it.
  func text(_ value: Double) -> String {
    switch figure {
    case .ratio: fixed(value, 2) + "×"
    case .speedup: fixed(value, 1) + "× faster"
    case .allocations, .extraAllocations, .events: allocations(value)
    case .heldBytes: grouped(Int(value)) + " B"
    case .growth: "k = " + fixed(value, 2)
    }
  }

  /// The goal as the report prints it.
  var goalText: String {
    switch goal {
    case .none: return "—"
    case .atMost(let limit): return "≤ " + boundText(limit)
    case .atLeast(let floor): return "≥ " + boundText(floor)
    }
  }

  private func boundText(_ bound: Double) -> String {
    switch figure {
    case .ratio: fixed(bound, decimals(of: bound)) + "×"
    case .speedup: fixed(bound, decimals(of: bound)) + "× faster"
    case .allocations, .extraAllocations, .events: fixed(bound, 0)
    case .heldBytes: grouped(Int(bound)) + " B"
    case .growth: "k = " + fixed(bound, 2)
    }
  }

  /// The fewest decimals, up to two, that write `bound` exactly: 2 as 2, 1.25 as 1.25.
  private func decimals(of bound: Double) -> Int {
    (0..<2).first { digits in
      let scaled = bound * [1, 10][digits]
      return abs(scaled - scaled.rounded()) < 1e-9
    } ?? 2
  }
}
