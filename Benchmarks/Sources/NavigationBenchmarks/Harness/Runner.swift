/// Times a workload's contenders interleaved, round after round.
///
/// Each contender first gets a batch size that takes about `batchDuration`. Then every round
/// runs one batch of each contender, in forward order on even rounds and backward on odd ones
/// (A B C, C B A, …), so a slow spell of a shared machine hits every contender alike. Figures
/// are taken within a round and their median over rounds is reported. Allocations, and the
/// events a contender counts, are counted in separate, untimed batches.
@MainActor
struct Runner {
  let rounds: Int
  let batchDuration: Duration

  func run(_ workload: Workload) -> WorkloadResult {
    let contenders = workload.contenders
    let batches = contenders.map(calibratedBatch)
    var samples = Array(repeating: [Double](), count: contenders.count)
    for round in 0..<rounds {
      let order = Array(contenders.indices)
      for index in round.isMultiple(of: 2) ? order : order.reversed() {
        samples[index].append(nanosecondsPerOperation(contenders[index], batches[index]))
      }
    }
    let results = contenders.indices.map { index in
      WorkloadResult.ContenderResult(
        label: contenders[index].label,
        samples: samples[index],
        allocationsPerOperation: AllocationCounter.perOperation(
          batches[index], contenders[index].run),
        eventsPerOperation: eventsPerOperation(contenders[index], batches[index]),
        heldBytes: contenders[index].heldBytes?() ?? nil,
        operationsPerBatch: batches[index])
    }
    return WorkloadResult(workload: workload, contenders: results)
  }

  /// How many operations take about `batchDuration`, measured after a warm-up batch.
  private func calibratedBatch(_ contender: Contender) -> Int {
    let target = seconds(batchDuration) * 1e9
    var operations = 1
    while true {
      let elapsed = nanosecondsPerOperation(contender, operations) * Double(operations)
      if elapsed >= target / 4 || operations >= 1 << 30 {
        let scaled = Double(operations) * target / max(elapsed, 1)
        operations = max(1, Int(scaled))
        contender.run(operations)
        return operations
      }
      operations *= 2
    }
  }

  /// The events each of the contender's counters counts per operation, over an untimed batch.
  private func eventsPerOperation(_ contender: Contender, _ operations: Int) -> [String: Double] {
    guard !contender.counters.isEmpty else { return [:] }
    let before = contender.counters.map { $0.total() }
    contender.run(operations)
    var events: [String: Double] = [:]
    for (counter, start) in zip(contender.counters, before) {
      events[counter.key] = Double(counter.total() - start) / Double(operations)
    }
    return events
  }

  private func nanosecondsPerOperation(_ contender: Contender, _ operations: Int) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    contender.run(operations)
    let elapsed = clock.now - start
    return seconds(elapsed) * 1e9 / Double(operations)
  }

  private func seconds(_ duration: Duration) -> Double {
    let (whole, attoseconds) = duration.components
    return Double(whole) + Double(attoseconds) * 1e-18
  }
}
