/// `value` with exactly `digits` decimals, rounded half away from zero.
func fixed(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled > 0 ? "-" : ""
  guard digits > 0 else { return sign + "\(whole)" }
  let fractionText = String(fraction)
  let padding = String(repeating: "0", count: digits - fractionText.count)
  return sign + "\(whole)." + padding + fractionText
}

/// A time per operation in nanoseconds, with a precision that suits its size.
func nanoseconds(_ value: Double) -> String {
  switch value {
  case ..<10: fixed(value, 2)
  case ..<1_000: fixed(value, 1)
  default: grouped(Int(value.rounded()))
  }
}

/// An integer with thousands separated by commas: `10,000`.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}

/// Allocations per operation: a whole number when the count is one, else two decimals.
func allocations(_ value: Double) -> String {
  let whole = value.rounded()
  return abs(value - whole) < 0.005 ? grouped(Int(whole)) : fixed(value, 2)
}
