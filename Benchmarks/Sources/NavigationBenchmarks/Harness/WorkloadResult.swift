#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a workload's run measured.
struct WorkloadResult {
  struct ContenderResult {
    let label: String
    /// Nanoseconds per operation, one sample per round.
    let samples: [Double]
    let allocationsPerOperation: Double?
    /// Events per operation, by counter key.
    let eventsPerOperation: [String: Double]
    /// The bytes of heap the contender's value holds, when it has one and they are counted.
    let heldBytes: Int?
    let operationsPerBatch: Int
  }

  struct CheckResult {
    let workloadID: String
    let check: Check
    /// The median over rounds, and the quartiles where the figure has a spread.
    let value: Statistics?
    var isMet: Bool? { value.flatMap { check.isMet(by: $0.median) } }
  }

  let workload: Workload
  let contenders: [ContenderResult]

  /// The figures of the workload's checks.
  var checks: [CheckResult] {
    workload.checks.map { CheckResult(workloadID: workload.id, check: $0, value: value(of: $0)) }
  }

  private func value(of check: Check) -> Statistics? {
    switch check.figure {
    case .ratio(let subject, let baseline):
      return perRound(subject, baseline) { $0 / $1 }
    case .speedup(let subject, let baseline):
      return perRound(subject, baseline) { $1 / $0 }
    case .allocations(let key):
      return contenders[workload.contender(key)].allocationsPerOperation.map { Statistics([$0]) }
    case .extraAllocations(let subject, let baseline):
      guard let subject = contenders[workload.contender(subject)].allocationsPerOperation,
        let baseline = contenders[workload.contender(baseline)].allocationsPerOperation
      else { return nil }
      return Statistics([subject - baseline])
    case .events(let key, let counter):
      guard let events = contenders[workload.contender(key)].eventsPerOperation[counter] else {
        preconditionFailure("contender \(key) of workload \(workload.id) counts no \(counter)")
      }
      return Statistics([events])
    case .heldBytes(let key):
      return contenders[workload.contender(key)].heldBytes.map { Statistics([Double($0)]) }
    case .growth(let small, let large, let sizeRatio):
      return perRound(large, small) { log($0 / $1) / log(sizeRatio) }
    }
  }

  /// Statistics of a figure computed within each round, so that drifts of the machine between
  /// rounds cancel out.
  private func perRound(
    _ first: String, _ second: String, _ figure: (Double, Double) -> Double
  ) -> Statistics {
    let a = contenders[workload.contender(first)].samples
    let b = contenders[workload.contender(second)].samples
    return Statistics(zip(a, b).map(figure))
  }
}
