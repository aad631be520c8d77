/// Order statistics of a sample, as the report prints them.
struct Statistics {
  let median: Double
  let lowerQuartile: Double
  let upperQuartile: Double

  /// The statistics of a non-empty sample.
  init(_ sample: [Double]) {
    precondition(!sample.isEmpty, "statistics of an empty sample")
    let sorted = sample.sorted()
    median = Self.quantile(0.5, of: sorted)
    lowerQuartile = Self.quantile(0.25, of: sorted)
    upperQuartile = Self.quantile(0.75, of: sorted)
  }

  /// The quantile `q` of a sorted sample, interpolating between neighbours.
  private static func quantile(_ q: Double, of sorted: [Double]) -> Double {
    let position = q * Double(sorted.count - 1)
    let below = Int(position)
    let above = min(below + 1, sorted.count - 1)
    let weight = position - Double(below)
    return sorted[below] * (1 - weight) + sorted[above] * weight
  }
}
